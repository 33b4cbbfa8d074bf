import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../../test/test-server.js';

describe('the front end, config.json and unknown paths', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({
      env: {
        PORTAL_LINKS: JSON.stringify({
          requestAccessFormUrl: 'https://forms.example.com/request-access',
          needHelp: 'mailto:help@example.com',
        }),
        TRANSLATION_SCRIPT_URL: 'https://translate.example.com/element.js?cb=initTranslate',
        PORTAL_ENVIRONMENT: 'Staging',
      },
    });
  });

  after(async () => {
    await server?.close();
  });

  const get = (url: string, accept = '*/*') => server.app.inject({ method: 'GET', url, headers: { accept } });

  test('serves the shell at / and its files', async () => {
    const index = await get('/', 'text/html');
    assert.equal(index.statusCode, 200);
    assert.match(index.body, /<title>Test shell<\/title>/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    assert.equal((await get('/main.js')).body, 'console.log("shell");');
  });

  test('answers client-side routes of the shell with its index.html', async () => {
    for (const url of ['/search?q=cars', '/collections/12', '/implicit/callback']) {
      const response = await get(url, 'text/html,application/xhtml+xml');
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>Test shell<\/title>/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  test('serves remote builds under /remotes/<folder>/ to any origin', async () => {
    const manifest = await get('/remotes/mfe-search/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.deepEqual(manifest.json(), { id: 'mfe_search', name: 'mfe_search' });
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  });

  test('answers a missing remote file with a plain 404, never the shell', async () => {
    for (const url of ['/remotes/mfe-search/missing.js', '/remotes/mfe-nothing/mf-manifest.json']) {
      const response = await get(url, 'text/html');
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /Test shell/, url);
    }
  });

  test('answers an unknown API path with the JSON error shape', async () => {
    const response = await get('/api/v2/no-such-thing?x=1', 'text/html');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { statusCode: 404, error: 'No such API endpoint: GET /api/v2/no-such-thing' });
  });

  test('serves /config.json for the shell, uncached', async () => {
    const response = await get('/config.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { auth, ...rest } = response.json();
    assert.deepEqual(rest, {
      apiBase: '/api',
      releaseId: '0.1.0',
      environment: 'staging',
      maintenanceMode: false,
      links: { requestAccessFormUrl: 'https://forms.example.com/request-access', needHelp: 'mailto:help@example.com' },
      translationScriptUrl: 'https://translate.example.com/element.js?cb=initTranslate',
    });
    assert.deepEqual(auth, {
      authority: `${server.baseUrl}/oidc`,
      clientId: 'discovery-portal',
      scopes: ['openid', 'profile', 'email'],
      mode: 'openid',
      knownAuthorities: [new URL(server.baseUrl).host],
    });
  });

  test('compresses responses when the client accepts it', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
  });
});
