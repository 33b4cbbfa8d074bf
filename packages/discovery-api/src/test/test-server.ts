import { existsSync } from 'node:fs';
import { cp, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type PortalApp } from '../app.js';
import { loadConfig, type PortalConfig } from '../config/portal-config.js';
import { REMOTE_NAMES } from '@portal/contracts';
import { remoteFolder } from '../registry/remotes.js';
import { DEMO_LIBRARY_ENV } from '../seed/demo-library/demo-library-setting.js';
import { freePort } from './free-port.js';
import { startPgliteWireServer } from './pglite-wire-server.js';
import { createPostgresDatabase } from './postgres-databases.js';

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
  await writeFile(
    join(webRoot, 'shell', 'dist', 'index.html'),
    '<!DOCTYPE html><title>Test shell</title><div id="root"></div>',
  );
  await writeFile(join(webRoot, 'shell', 'dist', 'main.js'), 'console.log("shell");');
  for (const name of REMOTE_NAMES) {
    const dist = join(webRoot, remoteFolder(name), 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: name, name }));
  }
}

/**
 * Test servers start without the demo library (PORTAL_DEMO_LIBRARY=off, see src/seed/demo-library): a few hundred
 * documents per data folder would slow every start and keep the ingest worker busy during unrelated tests, and
 * the tests expect sites without metadata sets or documents. A test that wants the library seeds it itself
 * (seedDemoLibrary); PORTAL_DEMO_LIBRARY=on in the environment keeps it on everywhere.
 */
function withoutDemoLibrary(): void {
  process.env[DEMO_LIBRARY_ENV] ??= 'off';
}

/**
 * A data folder after one start (migrated and seeded database, provider keys, TLS, blob data), made
 * once per `npm test` pass by scripts/run-tests.mjs and copied for each test server: a copy takes a
 * fraction of a second where migrating and seeding take several. Every test still gets its own folder.
 */
export async function createDataTemplate(dataDir: string): Promise<void> {
  withoutDemoLibrary();
  await mkdir(dataDir, { recursive: true });
  await writeTestWebRoot(join(dataDir, 'web'));
  const app = await buildApp(
    loadConfig({
      PORT: String(await freePort()),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_WEB_ROOT: join(dataDir, 'web'),
      LOG_LEVEL: 'warn',
      ...TEST_DATABASE_SIZE,
      ...TEST_FAULTS_ON,
      // The PostgreSQL server pass makes the template's database on the server (scripts/run-tests.mjs).
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    }),
  );
  await app.ready();
  await app.close();
}

/** Test databases are tiny: PostgreSQL's default buffer cache, not the server's 1GB (several servers run at once). */
const TEST_DATABASE_SIZE = { PGLITE_SHARED_BUFFERS: '128MB' };

/**
 * Test servers' rate limits are far above any test's calls (an area's tests share one server and its cast: hundreds of
 * calls and refusals of one user a minute), but for views, whose once-per-interval rule is what tests expect. The
 * rate-limit tests start servers with the product's defaults (routes/api/v2/rate-limits.test.ts).
 */
const TEST_RATE_LIMITS = {
  RATE_LIMIT_WRITES: '1000000/1m',
  RATE_LIMIT_INTERACTIONS: '1000000/1m',
  RATE_LIMIT_SHARES: '1000000/1m',
  RATE_LIMIT_EXPORTS: '1000000/1m',
  RATE_LIMIT_SIGN_IN: '1000000/1m',
  RATE_LIMIT_REFUSALS: '1000000/1m',
  AUDITED_REFUSALS: '1000000',
};

/** Test servers honour the uploader's test-injection flags (see PortalConfig.testFaults); a test may pass PORTAL_TEST_FAULTS: 'off'. */
const TEST_FAULTS_ON = { PORTAL_TEST_FAULTS: 'on' };

/** The template of this pass (TEST_DATA_TEMPLATE), when there is one. */
function dataTemplate(): string | undefined {
  const template = process.env.TEST_DATA_TEMPLATE;
  if (!template) return undefined;
  // With a PostgreSQL server the template's database is on the server, so its folder has no pgdata.
  return existsSync(join(template, process.env.TEST_DATABASE === 'postgres' ? 'web' : 'pgdata')) ? template : undefined;
}

/**
 * Builds the whole app on a fresh temporary data folder (a copy of the pass's template when there is
 * one); `listen` also serves HTTPS on a free port.
 * In the second pass of `npm test` (scripts/run-tests.mjs --database=postgres) the app uses a PostgreSQL server, as a
 * deployment does: TEST_DATABASE=postgres gives it a database of its own on the pass's server (a copy of the template
 * database), TEST_DATABASE=wire (no PostgreSQL installed) PGlite behind pglite-socket. A test that passes its own
 * DATABASE_URL keeps it.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; listen?: boolean } = {},
): Promise<TestServer> {
  withoutDemoLibrary();
  const template = dataTemplate();
  const ownDatabase = !options.env?.DATABASE_URL;
  const ownServerDatabase =
    ownDatabase && process.env.TEST_DATABASE === 'postgres'
      ? await createPostgresDatabase({ fromTemplate: Boolean(template) })
      : ownDatabase && process.env.TEST_DATABASE === 'wire'
        ? await startPgliteWireServer({ from: template })
        : null;
  const dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-test-'));
  if (template) await cp(template, dataDir, { recursive: true });
  const webRoot = join(dataDir, 'web');
  await writeTestWebRoot(webRoot);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PORTAL_DATA_DIR: dataDir,
    PORTAL_WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    ...TEST_DATABASE_SIZE,
    ...TEST_FAULTS_ON,
    ...TEST_RATE_LIMITS,
    ...(ownServerDatabase ? { DATABASE_URL: ownServerDatabase.databaseUrl } : {}),
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
      await ownServerDatabase?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
