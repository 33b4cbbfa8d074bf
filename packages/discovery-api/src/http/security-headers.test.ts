import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import type { TestServer } from '../test/test-server.js';
import { sharedDemoSite } from '../test/demo-site-context.js';

/** Issue 17, finding 6: what a browser is told about every kind of answer of the portal. */
describe('security headers on every answer', () => {
  let server: TestServer;
  before(async () => {
    server = (await sharedDemoSite()).server;
  });

  const get = (url: string, accept = '*/*') => server.app.inject({ method: 'GET', url, headers: { accept } });
  const directives = (policy: unknown) =>
    new Map(
      String(policy)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  test('every answer forbids framing and sniffing, asks for HTTPS and keeps addresses from other sites', async () => {
    for (const url of [
      '/',
      '/search',
      '/config.json',
      '/api/health',
      '/api/registry',
      '/api/v2/users/me',
      '/blob/devstoreaccount1/c/b',
      '/api/docs',
    ]) {
      const framers = url.startsWith('/blob/') ? ["'self'"] : ["'none'"]; // stored files: the portal's own previews only
      const response = await get(url, 'text/html');
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000', url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.deepEqual(directives(response.headers['content-security-policy']).get('frame-ancestors'), framers, url);
    }
  });

  test('only the built-in dashboards (made to be embedded) may be framed, and by the portal itself only', async () => {
    for (const url of ['/sites/1/dashboards/builtin/engagement', '/sites/12/dashboards/builtin/searches?x=1']) {
      const response = await get(url, 'text/html');
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN', url);
      const policy = directives(response.headers['content-security-policy']);
      assert.deepEqual(policy.get('frame-ancestors'), ["'self'"], url);
      assert.deepEqual(policy.get('script-src'), ["'self'"], url);
    }
    for (const url of ['/sites/1/dashboards/builtin', '/sites/1/dashboards/builtin/a/b', '/sites/1/asset/embed']) {
      const response = await get(url, 'text/html');
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.deepEqual(directives(response.headers['content-security-policy']).get('frame-ancestors'), ["'none'"], url);
    }
  });

  test("the shell's page runs only the portal's own scripts, no plugin, and connects only to the portal", async () => {
    const page = await get('/sites/1/search', 'text/html');
    const policy = directives(page.headers['content-security-policy']);
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  });

  test('a remote the registry points at another origin may be loaded as script', async () => {
    await writeFile(
      server.config.registryFile,
      JSON.stringify({ remotes: { mfe_admin: 'https://cdn.example.com/mfe-admin/1.4.0/mf-manifest.json' } }),
    );
    const policy = directives((await get('/', 'text/html')).headers['content-security-policy']);
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://cdn.example.com']);
    assert.ok(policy.get('connect-src')?.includes('https://cdn.example.com'));
  });

  test('API answers are data: their policy allows nothing', async () => {
    const response = await get('/api/health');
    assert.equal(
      response.headers['content-security-policy'],
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  test('stored files keep their sandboxing policy', async () => {
    const response = await get('/blob/devstoreaccount1/container/file.html');
    assert.match(String(response.headers['content-security-policy']), /sandbox/);
  });
});
