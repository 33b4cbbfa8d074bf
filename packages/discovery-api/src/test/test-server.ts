import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type PortalApp } from '../app.js';
import { loadConfig, type PortalConfig } from '../config.js';
import { REMOTE_NAMES, remoteFolder } from '../registry/remotes.js';
import { freePort } from './free-port.js';
import { startPgliteWireServer } from './pglite-wire-server.js';

export interface TestServer {
  app: PortalApp;
  config: PortalConfig;
  /** https://localhost:<port>, when started with `listen: true`. */
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** A tiny built front end, so static serving is tested without building the real one. */
async function writeTestWebRoot(webRoot: string) {
  await mkdir(join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(webRoot, 'shell', 'dist', 'index.html'), '<!DOCTYPE html><title>Test shell</title><div id="root"></div>');
  await writeFile(join(webRoot, 'shell', 'dist', 'main.js'), 'console.log("shell");');
  for (const name of REMOTE_NAMES) {
    const dist = join(webRoot, remoteFolder(name), 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: name, name }));
  }
}

/**
 * Builds the whole app on a fresh temporary data folder; `listen` also serves HTTPS on a free port.
 * With TEST_DATABASE=wire (the second pass of `npm test`) the app reaches its database over the
 * PostgreSQL wire protocol (PGlite behind pglite-socket, DATABASE_URL), as a server deployment does.
 */
export async function startTestServer(options: { env?: Record<string, string>; listen?: boolean } = {}): Promise<TestServer> {
  const wire = process.env.TEST_DATABASE === 'wire' && !options.env?.DATABASE_URL ? await startPgliteWireServer() : null;
  const dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-test-'));
  const webRoot = join(dataDir, 'web');
  await writeTestWebRoot(webRoot);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PORTAL_DATA_DIR: dataDir,
    PORTAL_WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    ...(wire ? { DATABASE_URL: wire.databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp(config);
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    baseUrl: config.publicUrl,
    dataDir,
    close: async () => {
      await app.close();
      await wire?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
