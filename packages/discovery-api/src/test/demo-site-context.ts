import { after } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PROCESS_ASSET_QUEUE } from '../assets/queue-asset-processing.js';
import { deploymentIndexes } from '../db/schema/index.js';
import type { DemoSiteName } from '../identity/demo-accounts.js';
import { signWithProviderKey } from './forged-tokens.js';
import { startPgliteWireServer } from './pglite-wire-server.js';
import { createPostgresDatabase } from './postgres-databases.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface DatabaseMode {
  name: string;
  /** Environment for the server, and how to tear down what was started for it. */
  start(): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
}

export const inProcessPglite: DatabaseMode = {
  name: 'PGlite in-process',
  start: async () => ({ env: {}, stop: async () => undefined }),
};

/**
 * An empty database on the PostgreSQL server pass's server (migrated and seeded from nothing through the `pg` pool), or
 * PGlite behind pglite-socket on a machine without PostgreSQL (scripts/run-tests.mjs).
 */
export const emptyServerDatabase: DatabaseMode = {
  name: process.env.TEST_POSTGRES_URL
    ? 'PostgreSQL server, empty database (DATABASE_URL)'
    : 'PGlite over the wire protocol (pglite-socket), empty database (DATABASE_URL)',
  start: async () => {
    const database = process.env.TEST_POSTGRES_URL
      ? await createPostgresDatabase({ fromTemplate: false })
      : await startPgliteWireServer();
    return { env: { DATABASE_URL: database.databaseUrl }, stop: database.close };
  },
};

/** The database a suite that starts from nothing runs on in this pass: PGlite in the first, the server in the second. */
export const databaseModeOfPass: DatabaseMode = process.env.TEST_DATABASE ? emptyServerDatabase : inProcessPglite;

/** A server with the demo deployments seeded, and bearer tokens for its demo accounts. */
export interface DemoSiteContext {
  server: TestServer;
  /** `Bearer <id token>` for the account, signed by the embedded provider's own key. */
  bearerFor(email: string): Promise<string>;
  siteId(name: DemoSiteName): Promise<number>;
  /** Injects a request into the server, with the bearer token of the demo account `as` when given (none without it). */
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS',
    url: string,
    options?: { as?: string; payload?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `listen` also serves HTTPS at `server.baseUrl` (for calls a browser makes without the API, e.g. the /blob proxy). */
export async function startDemoSiteContext(
  mode: DatabaseMode = inProcessPglite,
  options: { listen?: boolean; env?: Record<string, string> } = {},
): Promise<DemoSiteContext> {
  const database = await mode.start();
  const server = await startTestServer({ env: { ...options.env, ...database.env }, listen: options.listen });
  const now = Math.floor(Date.now() / 1000);
  const context: DemoSiteContext = {
    server,
    bearerFor: async (email) => {
      const token = await signWithProviderKey(server.dataDir, {
        iss: server.config.auth.authority,
        aud: server.config.auth.clientId,
        sub: `subject-${email}`,
        email,
        iat: now,
        exp: now + 3600,
      });
      return `Bearer ${token}`;
    },
    siteId: async (name) => {
      const [site] = await server.app.db
        .select({ id: deploymentIndexes.deploymentIndexId })
        .from(deploymentIndexes)
        .where(eq(deploymentIndexes.name, name));
      if (!site) throw new Error(`The demo site ${name} was not seeded.`);
      return site.id;
    },
    request: async (method, url, { as, payload, headers } = {}) =>
      server.app.inject({
        method,
        url,
        headers: { ...headers, ...(as ? { authorization: await context.bearerFor(as) } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    close: async () => {
      await server.close();
      await database.stop();
    },
  };
  return context;
}

let shared: Promise<DemoSiteContext> | undefined;
let quiet: Promise<DemoSiteContext> | undefined;

// The shared servers end with the process's tests: a hook of the root test, registered when this module is loaded.
after(async () => {
  await (await shared)?.close();
  await (await quiet)?.close();
});

/**
 * The demo site server this test process shares (listening on HTTPS too): started by the first test that asks, closed
 * when the process's tests are over. scripts/run-tests.mjs runs the test files of an area in one process, so they share
 * it; each test makes what it needs (its own collections, documents, sites: test/cast-site.ts) and never counts on a
 * clean database. A test that changes the server's configuration, or must be alone with its database, starts its own
 * with startDemoSiteContext and closes it.
 */
export function sharedDemoSite(): Promise<DemoSiteContext> {
  shared ??= startDemoSiteContext(inProcessPglite, { listen: true });
  return shared;
}

/**
 * A second shared server whose ingest worker never runs: what the uploader queues stays in the queue, where a test reads
 * it (test/uploader-fixtures.ts fetchQueuedAssetIds, after taking what earlier tests left), and the pipeline (tested on
 * its own) changes nothing behind a test's back.
 */
export function sharedQuietSite(): Promise<DemoSiteContext> {
  quiet ??= startDemoSiteContext(inProcessPglite, { listen: true }).then(async (context) => {
    await pauseIngest(context.server.app);
    return context;
  });
  return quiet;
}

const paused = new WeakSet<FastifyInstance>();

/** Stops the server's ingest worker: what is queued stays in the queue (test/uploader-fixtures.ts reads it). */
export async function pauseIngest(app: FastifyInstance): Promise<void> {
  await app.jobs.offWork(PROCESS_ASSET_QUEUE);
  paused.add(app);
}

/** Whether the server's ingest worker was stopped by pauseIngest. */
export const isIngestPaused = (app: FastifyInstance) => paused.has(app);
