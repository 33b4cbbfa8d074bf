// wire pass: sign-in and users created from tokens through a pool.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { DEMO_PASSWORD } from '../../identity/demo-accounts.js';
import { BrowserSession } from '../../test/browser-session.js';
import { signInWithPkce, type TokenResponse } from '../../test/pkce-sign-in.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { UPLOADER } from '../../test/cast.js';

describe('AUTH_MODE=oauth: the API takes the access token of the embedded provider', () => {
  let server: TestServer;
  let session: BrowserSession;
  let tokens: TokenResponse;

  before(async () => {
    server = await startTestServer({ env: { AUTH_MODE: 'oauth' }, listen: true });
    session = new BrowserSession();
    tokens = await signInWithPkce(session, {
      baseUrl: server.baseUrl,
      email: UPLOADER,
      password: DEMO_PASSWORD,
      scope: ['openid', 'profile', 'email', ...server.config.auth.apiScopes].join(' '),
    });
  });

  after(async () => {
    await session?.close();
    await server?.close();
  });

  const callMe = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } });

  test('config.json tells the shell to send access tokens for the API scopes', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/config.json' });
    assert.equal(response.json().auth.mode, 'oauth');
    assert.deepEqual(response.json().auth.apiScopes, ['api']);
  });

  test('the access token is a JWT for OIDC_AUDIENCE carrying the profile', async () => {
    const claims = decodeJwt(tokens.access_token);
    assert.equal(claims.aud, `${server.baseUrl}/api`);
    assert.equal(claims.iss, `${server.baseUrl}/oidc`);
    assert.equal(claims.email, UPLOADER);
    assert.match(String(claims.scope), /\bapi\b/);
  });

  test('accepts the access token', async () => {
    const response = await callMe(tokens.access_token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().email, UPLOADER);
    assert.equal(response.json().name, 'Liam Chen');
  });

  test('refuses the id token, whose audience is the client', async () => {
    const response = await callMe(tokens.id_token);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'Sign-in required: the token is for another audience.');
  });
});
