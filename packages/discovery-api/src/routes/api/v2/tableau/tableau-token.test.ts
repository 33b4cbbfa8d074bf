import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { TableauToken } from '@portal/contracts';
import { decodeJwt, jwtVerify } from 'jose';
import { TABLEAU_NOT_CONFIGURED } from '../../../../bi/tableau.js';
import { sharedDemoSite, startDemoSiteContext, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { MERIDIAN_EDITOR, NO_SITE_USER, SITE_VIEWER } from '../../../../test/cast.js';

const SETTINGS = {
  TABLEAU_CLIENT_ID: 'connected-app-client',
  TABLEAU_SECRET_ID: 'secret-id-1',
  TABLEAU_SECRET_VALUE: 'a long shared secret of the connected app',
  TABLEAU_HOSTS: 'tableau.northwind.example.com, 10ax.online.tableau.com',
};

describe('GET v2/tableau', () => {
  describe('with a Tableau connected app configured', () => {
    let context: DemoSiteContext;
    const token = (as: string | undefined, tbh: string) =>
      context.request('GET', `/api/v2/tableau?tbh=${encodeURIComponent(tbh)}`, { as });

    before(async () => {
      context = await startDemoSiteContext({
        name: 'PGlite in-process, Tableau configured',
        start: async () => ({ env: SETTINGS, stop: async () => undefined }),
      });
    });
    after(async () => {
      await context?.close();
    });

    test("a 5-minute connected-app JWT for the user, signed with the app's secret", async () => {
      for (const [as, tbh] of [
        [SITE_VIEWER, 'tableau.northwind.example.com'],
        [MERIDIAN_EDITOR, 'https://10AX.online.tableau.com/views/Sales'],
      ] as const) {
        const started = Math.floor(Date.now() / 1000);
        const response = await token(as, tbh);
        assert.equal(response.statusCode, 200, response.body);
        const answer = response.json<TableauToken>();
        assert.equal(answer.error, null);
        const { payload, protectedHeader } = await jwtVerify(
          answer.token,
          new TextEncoder().encode(SETTINGS.TABLEAU_SECRET_VALUE),
          { issuer: SETTINGS.TABLEAU_CLIENT_ID, audience: 'tableau', algorithms: ['HS256'] },
        );
        assert.deepEqual(protectedHeader, {
          alg: 'HS256',
          typ: 'JWT',
          kid: SETTINGS.TABLEAU_SECRET_ID,
          iss: SETTINGS.TABLEAU_CLIENT_ID,
        });
        assert.equal(payload.sub, as);
        assert.deepEqual(payload.scp, ['tableau:views:embed']);
        assert.match(payload.jti ?? '', /^[0-9a-f-]{36}$/);
        assert.ok(payload.exp! - payload.iat! === 300 && payload.iat! >= started);
      }
      const [first, second] = await Promise.all([
        token(SITE_VIEWER, 'tableau.northwind.example.com'),
        token(SITE_VIEWER, 'tableau.northwind.example.com'),
      ]);
      assert.notEqual(
        decodeJwt(first.json<TableauToken>().token).jti,
        decodeJwt(second.json<TableauToken>().token).jti,
        'each token has its own jti',
      );
    });

    test('refusals: a host the server does not allow, no token, no site', async () => {
      for (const tbh of ['tableau.evil.example.com', 'northwind.example.com', 'not a host']) {
        const response = await token(SITE_VIEWER, tbh);
        assert.equal(response.statusCode, 400, `${tbh}: ${response.body}`);
        assert.match(response.json().error, /Tableau host this server does not allow/);
      }
      assert.equal((await token(undefined, 'tableau.northwind.example.com')).statusCode, 401);
      const noSite = await token(NO_SITE_USER, 'tableau.northwind.example.com');
      assert.equal(noSite.statusCode, 403, noSite.body);
      assert.equal(noSite.json().error, ACCESS_MESSAGES.noSite);
      const missing = await context.request('GET', '/api/v2/tableau', { as: SITE_VIEWER });
      assert.equal(missing.statusCode, 400);
      assert.match(missing.json().error, /tbh/);
    });
  });

  describe('without Tableau settings', () => {
    let context: DemoSiteContext;
    before(async () => {
      context = await sharedDemoSite();
    });

    test('200 with an empty token and what to configure; a user of no site is still refused', async () => {
      const response = await context.request('GET', '/api/v2/tableau?tbh=tableau.northwind.example.com', {
        as: SITE_VIEWER,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { token: '', error: TABLEAU_NOT_CONFIGURED });
      assert.equal(
        TABLEAU_NOT_CONFIGURED,
        'Tableau embedding is not configured on this server: set TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID, TABLEAU_SECRET_VALUE and TABLEAU_HOSTS.',
      );
      const noSite = await context.request('GET', '/api/v2/tableau?tbh=tableau.northwind.example.com', {
        as: NO_SITE_USER,
      });
      assert.equal(noSite.statusCode, 403);
    });
  });
});
