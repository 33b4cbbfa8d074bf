// wire pass: migrations and the first seeding from an empty database through the `pg` pool, and sign-in on it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { users } from '../../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../../identity/demo-accounts.js';
import { BrowserSession } from '../../../../test/browser-session.js';
import {
  databaseModeOfPass,
  sharedDemoSite,
  type DatabaseMode,
  type DemoSiteContext,
} from '../../../../test/demo-site-context.js';
import { signWithForeignKey, signWithProviderKey } from '../../../../test/forged-tokens.js';
import { signInWithPkce } from '../../../../test/pkce-sign-in.js';
import { startTestServer, type TestServer } from '../../../../test/test-server.js';
import { PORTAL_ADMIN, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function currentUserSuite(mode: DatabaseMode) {
  describe(`GET /api/v2/users/me — ${mode.name}`, () => {
    let server: TestServer;
    let stopDatabase: () => Promise<void>;
    let session: BrowserSession;

    before(async () => {
      const database = await mode.start();
      stopDatabase = database.stop;
      server = await startTestServer({ env: database.env, listen: true });
      session = new BrowserSession();
    });

    after(async () => {
      await session?.close();
      await server?.close();
      await stopDatabase?.();
    });

    const callMe = (authorization?: string) =>
      server.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: authorization ? { authorization } : {} });

    const validClaims = () => ({
      iss: server.config.auth.authority,
      aud: server.config.auth.clientId,
      sub: 'forged-subject',
      email: 'forged@demo.portal',
      iat: nowInSeconds(),
      exp: nowInSeconds() + 600,
    });

    test('refuses a call without a token with 401 and a message', async () => {
      const response = await callMe();
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { statusCode: 401, error: 'Sign-in required: no bearer token.' });
    });

    test('refuses an expired token signed by the embedded provider', async () => {
      const token = await signWithProviderKey(server.dataDir, {
        ...validClaims(),
        iat: nowInSeconds() - 7200,
        exp: nowInSeconds() - 3600,
      });
      const response = await callMe(`Bearer ${token}`);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().error, 'Sign-in required: the token has expired.');
    });

    test('refuses a token from another issuer', async () => {
      const token = await signWithForeignKey({ ...validClaims(), iss: 'https://other-provider.example/oidc' });
      const response = await callMe(`Bearer ${token}`);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().error, 'Sign-in required: the token was issued by another provider.');
    });

    test('refuses a token for another audience', async () => {
      const token = await signWithProviderKey(server.dataDir, { ...validClaims(), aud: 'another-application' });
      const response = await callMe(`Bearer ${token}`);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().error, 'Sign-in required: the token is for another audience.');
    });

    test('accepts the id token of a real PKCE sign-in, creates the user once and records each sign-in', async () => {
      const tokens = await signInWithPkce(session, {
        baseUrl: server.baseUrl,
        email: SITE_ADMIN,
        password: DEMO_PASSWORD,
      });

      const first = await callMe(`Bearer ${tokens.id_token}`);
      assert.equal(first.statusCode, 200, first.body);
      const created = first.json();
      assert.equal(created.email, SITE_ADMIN);
      assert.equal(created.givenName, 'Ava');
      assert.equal(created.lastName, 'Morgan');
      assert.equal(created.name, 'Ava Morgan');
      assert.equal(created.status, 'active');

      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await callMe(`Bearer ${tokens.id_token}`);
      assert.equal(second.statusCode, 200, second.body);
      assert.equal(second.json().userId, created.userId);
      assert.ok(Date.parse(second.json().lastLogin) > Date.parse(created.lastLogin), 'last_login moves on');

      // The demo seed already holds a portal row for each demo account: signing in must not add another.
      const [rows] = await server.app.db.select({ total: count() }).from(users).where(eq(users.email, SITE_ADMIN));
      assert.equal(rows?.total, 1);
      const [stored] = await server.app.db.select().from(users).where(eq(users.email, SITE_ADMIN));
      assert.equal(stored?.issuer, server.config.auth.authority);
      assert.equal(stored?.lastLogin?.toISOString(), second.json().lastLogin);
    });
  });
}

currentUserSuite(databaseModeOfPass);

describe('GET /api/v2/users/me — isAdministrator', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const isAdministrator = async (email: string) => {
    const response = await context.request('GET', '/api/v2/users/me', { as: email });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().isAdministrator;
  };

  test('says whether the user is a portal administrator: a site administrator is not one', async () => {
    assert.equal(await isAdministrator(PORTAL_ADMIN), true);
    assert.equal(await isAdministrator(SITE_ADMIN), false, 'site administrator of two sites');
    assert.equal(await isAdministrator(SITE_VIEWER), false, 'viewer');
  });
});
