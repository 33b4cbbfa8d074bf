import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const defaultRemotes = [
  { name: 'mfe_search', entry: '/remotes/mfe-search/mf-manifest.json' },
  { name: 'mfe_collections', entry: '/remotes/mfe-collections/mf-manifest.json' },
  { name: 'mfe_content', entry: '/remotes/mfe-content/mf-manifest.json' },
  { name: 'mfe_uploader', entry: '/remotes/mfe-uploader/mf-manifest.json' },
  { name: 'mfe_ai', entry: '/remotes/mfe-ai/mf-manifest.json' },
  { name: 'mfe_dashboards', entry: '/remotes/mfe-dashboards/mf-manifest.json' },
  { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json' },
];

describe('GET /api/registry', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });

  after(async () => {
    await server?.close();
  });

  const getRegistry = () => server.app.inject({ method: 'GET', url: '/api/registry' });

  test('lists every remote at the manifest this server serves, without a token and uncached', async () => {
    await rm(server.config.registryFile, { force: true });
    const response = await getRegistry();
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json(), { remotes: defaultRemotes });
  });

  test('an override file repoints a remote on the next request, without a restart', async () => {
    await rm(server.config.registryFile, { force: true });
    assert.deepEqual((await getRegistry()).json(), { remotes: defaultRemotes });

    await writeFile(
      server.config.registryFile,
      JSON.stringify({ remotes: { mfe_admin: 'https://other-host/x/mf-manifest.json' } }),
    );
    const remotes = (await getRegistry()).json().remotes as typeof defaultRemotes;
    assert.equal(remotes.find((remote) => remote.name === 'mfe_admin')?.entry, 'https://other-host/x/mf-manifest.json');
    assert.deepEqual(
      remotes.filter((remote) => remote.name !== 'mfe_admin'),
      defaultRemotes.filter((remote) => remote.name !== 'mfe_admin'),
    );

    await rm(server.config.registryFile);
    assert.deepEqual((await getRegistry()).json(), { remotes: defaultRemotes });
  });

  test('a malformed override file is ignored in favour of the defaults', async () => {
    for (const malformed of ['{ "remotes": { "mfe_admin": ', '["mfe_admin"]', '{ "remotes": { "mfe_admin": 42 } }']) {
      await writeFile(server.config.registryFile, malformed);
      const response = await getRegistry();
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { remotes: defaultRemotes }, `for ${malformed}`);
    }
    await rm(server.config.registryFile);
  });
});
