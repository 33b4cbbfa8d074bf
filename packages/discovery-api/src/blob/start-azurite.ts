import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { extname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

// Azurite ships no type declarations; these are the parts of its in-process blob server used here.
interface AzuriteBlobServer {
  /** The accounts Azurite checks shared keys and SAS signatures against (see keepOwnAccountOnly). */
  accountDataStore: { refresh(): void; accounts: Record<string, { name: string; key1: Buffer }> };
  /** The blobs' and the stored files' (extents') metadata, each a LokiJS database saved to a JSON file. */
  metadataStore?: { db?: LokiDatabase };
  extentMetadataStore?: { db?: LokiDatabase };
  /** Runs once the server takes no more requests; closes the stores. */
  afterClose(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  getHttpServerAddress(): string;
}
/** The part of a LokiJS database used here. */
export interface LokiDatabase {
  autosaveDisable(): void;
  saveDatabase(callback: (error?: unknown) => void): void;
}
type AzuriteBlobServerConstructor = new (configuration: unknown) => AzuriteBlobServer;
type AzuriteBlobConfigurationConstructor = new (...args: unknown[]) => unknown;

interface AzuriteBlobConstants {
  EMULATOR_ACCOUNT_NAME: string;
  DEFAULT_BLOB_KEEP_ALIVE_TIMEOUT: number;
  DEFAULT_WRITE_CONCURRENCY_PER_LOCATION: number;
}

export interface RunningAzurite {
  /** Path-style account URL, e.g. http://127.0.0.1:54321/devstoreaccount1 */
  accountUrl: string;
  accountName: string;
  accountKey: string;
  close(): Promise<void>;
}

// Azurite's main module pulls in the VS Code extension host, so its blob server is loaded directly (CommonJS).
const require = createRequire(import.meta.url);

/** The file in Azurite's folder that holds this data folder's account key (base64, 64 random bytes). */
export const ACCOUNT_KEY_FILE = 'account-key';

/**
 * This data folder's own account key, made on first start. Azurite's built-in key is published in its
 * documentation, so with it anyone who reaches the portal's /blob proxy could sign their own SAS for any
 * blob; with a key of its own only this server can sign. The file is readable by its owner only.
 */
async function ownAccountKey(directory: string): Promise<string> {
  const file = resolve(directory, ACCOUNT_KEY_FILE);
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (stored && Buffer.from(stored, 'base64').length >= 32) return stored;
  const key = randomBytes(64).toString('base64');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * Makes Azurite know exactly one account, `accountName` with `accountKey`, instead of its well-known
 * development account. Azurite reads its accounts from the process-wide AZURITE_ACCOUNTS variable on every
 * refresh; each server here has its own data folder and key (tests run several in one process), so the
 * server's own store is told its one account instead.
 */
function keepOwnAccountOnly(server: AzuriteBlobServer, accountName: string, accountKey: string): void {
  const store = server.accountDataStore;
  const accounts = { [accountName]: { name: accountName, key1: Buffer.from(accountKey, 'base64') } };
  store.refresh = () => {
    store.accounts = accounts;
  };
  store.refresh();
}

/**
 * Azurite's garbage collector deletes the stored files (extents) no blob refers to. It lists every extent, then the
 * blobs' references, with no lock between: a file written in between, whose blob is committed a moment later, is
 * deleted although its blob exists (seen here at start, when the first sweep ran beside the demo images' upload on a
 * loaded machine: the images' metadata was stored, their bytes were gone). Losing a stored file is worse than keeping
 * the bytes of deleted blobs on disk, so the embedded store runs without it; Azure Blob Storage has no such sweep.
 */
function withoutGarbageCollection(server: AzuriteBlobServer): void {
  (server as unknown as { gcManager?: unknown }).gcManager = undefined;
}

/**
 * Makes closing Azurite wait until its metadata is on disk. Azurite saves its two LokiJS databases every 5 seconds and
 * once more on close, but only if something changed since the last save began: a close during an autosave in flight
 * finishes at once, before that save's file is written. A process that ends right after closing (the test data template)
 * or a copy of the folder then has the blobs without their extents' records, and reading such a blob fails with 500
 * (seen in CI: the demo sites' seeded theme images of a test server copied from the template). So once the server takes
 * no more requests, autosave stops and each database is saved again, which waits for a save in flight.
 */
export function persistMetadataOnClose(
  server: Pick<AzuriteBlobServer, 'metadataStore' | 'extentMetadataStore' | 'afterClose'>,
): void {
  const afterClose = server.afterClose.bind(server);
  server.afterClose = async () => {
    for (const db of [server.metadataStore?.db, server.extentMetadataStore?.db]) {
      if (!db) continue;
      db.autosaveDisable();
      await new Promise<void>((resolve, reject) => db.saveDatabase((error) => (error ? reject(error) : resolve())));
    }
    await afterClose();
  };
}

/** Starts Azurite's blob service in this process on a free loopback port, persisting under `directory`. */
export async function startAzurite(directory: string): Promise<RunningAzurite> {
  const BlobServer = (require('azurite/dist/src/blob/BlobServer') as { default: AzuriteBlobServerConstructor }).default;
  const BlobConfiguration = (
    require('azurite/dist/src/blob/BlobConfiguration') as { default: AzuriteBlobConfigurationConstructor }
  ).default;
  const constants = require('azurite/dist/src/blob/utils/constants') as AzuriteBlobConstants;
  const { AzuriteTelemetryClient } = require('azurite/dist/src/common/Telemetry') as {
    AzuriteTelemetryClient: { enableTelemetry: boolean };
  };
  AzuriteTelemetryClient.enableTelemetry = false;

  await mkdir(resolve(directory, 'extents'), { recursive: true });
  const configuration = new BlobConfiguration(
    '127.0.0.1',
    0,
    constants.DEFAULT_BLOB_KEEP_ALIVE_TIMEOUT,
    resolve(directory, '__azurite_db_blob__.json'),
    resolve(directory, '__azurite_db_blob_extent__.json'),
    [
      {
        locationId: 'Default',
        locationPath: resolve(directory, 'extents'),
        maxConcurrency: constants.DEFAULT_WRITE_CONCURRENCY_PER_LOCATION,
      },
    ],
    false, // access log
    undefined,
    false, // debug log
    undefined,
    false, // loose
    true, // skipApiVersionCheck: the SDK speaks a newer API version than Azurite knows
  );
  const accountKey = await ownAccountKey(directory);
  const server = new BlobServer(configuration);
  keepOwnAccountOnly(server, constants.EMULATOR_ACCOUNT_NAME, accountKey);
  withoutGarbageCollection(server);
  persistMetadataOnClose(server);
  await server.start();

  return {
    accountUrl: `${server.getHttpServerAddress()}/${constants.EMULATOR_ACCOUNT_NAME}`,
    accountName: constants.EMULATOR_ACCOUNT_NAME,
    accountKey,
    close: () => server.close(),
  };
}

/** The thread that runs Azurite (azurite-thread.ts; .ts when the sources run through tsx, as in the tests). */
const AZURITE_THREAD = new URL(`./azurite-thread${extname(import.meta.filename)}`, import.meta.url);

/**
 * Starts Azurite's blob service on a thread of its own (azurite-thread.ts) instead of the caller's: its HTTP
 * handling, its LokiJS metadata queries and its file writes then take the other core, not the thread that answers
 * the portal's requests or runs an import (about a fifth of `portal import`'s CPU was Azurite's). The portal reaches it
 * over loopback HTTP either way. `onCrash` is told if the thread fails after it started (blob calls then fail, and
 * /api/health says storage does not answer).
 */
export async function startAzuriteOnThread(
  directory: string,
  onCrash: (error: Error) => void = () => undefined,
): Promise<RunningAzurite> {
  const workerData = { directory };
  // A worker's own file is loaded before any loader hook, so when the sources run through tsx (the tests) the
  // thread registers tsx first and then imports its TypeScript file.
  const thread = AZURITE_THREAD.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(AZURITE_THREAD.href)}); })`,
        { eval: true, workerData, execArgv: [] },
      )
    : new Worker(AZURITE_THREAD, { workerData, execArgv: [] });
  const ended = once(thread, 'exit');
  const first = (await Promise.race([
    once(thread, 'message').then(([message]) => message as Record<string, string>),
    once(thread, 'error').then(([error]) => ({ startError: String(error) })),
    ended.then(([code]) => ({ startError: `the thread ended (exit code ${String(code)})` })),
  ])) as { startError?: string; accountUrl: string; accountName: string; accountKey: string };
  if (first.startError !== undefined) {
    await thread.terminate();
    throw new Error(`The embedded blob store (Azurite) did not start: ${first.startError}`);
  }
  let closing = false;
  thread.on('error', (error) => onCrash(error));
  void ended.then(([code]) => {
    if (!closing) onCrash(new Error(`The embedded blob store's thread ended (exit code ${String(code)})`));
  });
  return {
    accountUrl: first.accountUrl,
    accountName: first.accountName,
    accountKey: first.accountKey,
    close: async () => {
      if (closing) return;
      closing = true;
      const closed = once(thread, 'message').then(([message]) => message as { closeError?: string });
      thread.postMessage('close');
      const outcome = await Promise.race([closed, ended.then(() => ({}) as { closeError?: string })]);
      await ended;
      if (outcome.closeError) throw new Error(`The embedded blob store did not close cleanly: ${outcome.closeError}`);
    },
  };
}
