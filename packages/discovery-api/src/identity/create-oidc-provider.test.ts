import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../config/portal-config.js';
import { BrowserSession } from '../test/browser-session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const REMOTE_DEV_SERVER = 'https://localhost:3101';

/** An authorization request of the portal's client that asks to send the code to `redirectUri`. */
function authorizationUrl(baseUrl: string, redirectUri: string): string {
  const url = new URL(`${baseUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'discovery-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(16).toString('base64url'),
  }).toString();
  return url.href;
}

for (const { switchedOn, env } of [
  { switchedOn: false, env: {} },
  { switchedOn: true, env: { PORTAL_DEV_REMOTES: 'true' } },
]) {
  describe(`the remotes' dev servers as sign-in clients, PORTAL_DEV_REMOTES ${switchedOn ? 'on' : 'off (production)'}`, () => {
    let server: TestServer;
    let session: BrowserSession;

    before(async () => {
      server = await startTestServer({ listen: true, env });
      session = new BrowserSession();
    });

    after(async () => {
      await session?.close();
      await server?.close();
    });

    test(`an authorization request redirecting to ${REMOTE_DEV_SERVER}/ is ${switchedOn ? 'accepted' : 'refused'}`, async () => {
      const response = await session.request(authorizationUrl(server.baseUrl, `${REMOTE_DEV_SERVER}/`));
      const html = await response.text();
      if (switchedOn) {
        assert.equal(response.status, 303, html);
        assert.match(response.headers.get('location') ?? '', /\/oidc\/interaction\//);
      } else {
        assert.equal(response.status, 400);
        assert.equal(response.headers.get('location'), null, 'no redirect, least of all to the dev address');
        assert.match(html, /redirect_uri did not match any of the client(&#39;|')s registered redirect_uris/);
      }
    });

    test(`the token endpoint ${switchedOn ? 'allows' : 'refuses'} cross-origin calls from ${REMOTE_DEV_SERVER}`, async () => {
      // A token request as MSAL on the dev server sends it (the code does not matter: CORS is decided first).
      const response = await session.request(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { origin: REMOTE_DEV_SERVER, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'discovery-portal',
          code: 'not-a-code',
          redirect_uri: `${REMOTE_DEV_SERVER}/`,
          code_verifier: randomBytes(32).toString('base64url'),
        }).toString(),
      });
      const body = await response.text();
      assert.equal(response.headers.get('access-control-allow-origin'), switchedOn ? REMOTE_DEV_SERVER : null, body);
    });

    test('the portal’s own redirect URI is accepted either way', async () => {
      const response = await session.request(authorizationUrl(server.baseUrl, `${server.baseUrl}/implicit/callback`));
      await response.text();
      assert.equal(response.status, 303);
    });
  });
}

test('PORTAL_DEV_REMOTES is off by default and refused for a portal that is not on localhost', () => {
  assert.equal(loadConfig({}).devRemotes, false);
  assert.equal(loadConfig({ PORTAL_DEV_REMOTES: 'true' }).devRemotes, true);
  assert.throws(
    () => loadConfig({ PORTAL_DEV_REMOTES: 'true', PUBLIC_URL: 'https://portal.example.com' }),
    (error) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /PORTAL_DEV_REMOTES=true is only for a portal on https:\/\/localhost/);
      return true;
    },
  );
});
