// The demo deployment with its demo library indexed, made once per build of the API and copied by whoever needs it:
// the benches on the demo library (startDemoLibraryServer, below) and the browser suites' search server
// (e2e/support/search-server.ts, through this file run as a script). Indexing the library takes minutes of a core (about 170 s on the CI machine),
// and npm test did it twice, once in its bench smoke and once more beside the browser suites.
//
// The snapshot is the data folder of a real server (dist/main.js) started with the demo library on and stopped once it
// logged "Demo library indexed". It is kept in node_modules/.cache/portal-demo-library/<key>, where the key is a hash
// of what the folder depends on (the API's build and migrations, the contracts' build, the locked packages), and for
// 12 hours at most: the demo activity is dated from the moment it is seeded. A snapshot of another build is removed
// when a new one is made. Several processes may ask at once: one makes it (a lock folder holding its pid), the others
// wait for it.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dataFolder } from './bench-folders.mjs';
import { startServer } from './search-latency/http.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache', 'portal-demo-library');
/** Written in a snapshot once its library is indexed: the server's own line saying so. */
const INDEXED_FILE = 'demo-library-indexed.txt';
const MAX_AGE_MS = 12 * 3_600_000;
const INDEXING_TIMEOUT_MS = 15 * 60_000;
/**
 * The address the snapshot's server is told it has (PUBLIC_URL), which the library keeps in the links it stores (a
 * dashboard asset's built-in dashboard address): the browser suites' search server's (e2e/support/search-server.ts,
 * SEARCH_PORT), whose suites open them. The benches do not follow them.
 */
const PUBLIC_URL = 'https://localhost:8546';
/** What a snapshot depends on, from the repository's root. */
const INPUTS = [
  'packages/discovery-api/dist',
  'packages/discovery-api/drizzle',
  'packages/contracts/dist',
  'pnpm-lock.yaml',
];

/** A hash of every input file's path and bytes. */
function inputsKey() {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(`${relative(root, path)}\0`);
    hash.update(readFileSync(path));
  };
  hash.update(`${PUBLIC_URL}\0`);
  for (const input of INPUTS) add(join(root, input));
  return hash.digest('hex').slice(0, 16);
}

const isFresh = (folder) => {
  const marker = join(folder, INDEXED_FILE);
  return existsSync(marker) && Date.now() - statSync(marker).mtimeMs < MAX_AGE_MS;
};

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Whether the process that took the lock is gone (or never wrote its pid, half a minute on). */
function isAbandoned(lock) {
  const taken = statSync(lock, { throwIfNoEntry: false });
  if (!taken) return false;
  let pid = 0;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Not written yet, or the lock went meanwhile.
  }
  return pid ? !isAlive(pid) : Date.now() - taken.mtimeMs > 30_000;
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * The folder of this build's snapshot, made first when missing or stale (minutes: the server indexes the whole
 * library), or waited for when another process is making it. Copy it; never start a server on it.
 */
export async function demoLibrarySnapshot({ log = () => {}, signal } = {}) {
  const folder = join(cacheDir, inputsKey());
  const lock = `${folder}.making`;
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (isFresh(folder)) return folder;
    signal?.throwIfAborted();
    try {
      mkdirSync(lock);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (isAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((wait) => setTimeout(wait, 1000));
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      // Snapshots of other builds go: only one is kept.
      for (const name of readdirSync(cacheDir))
        if (join(cacheDir, name) !== lock) rmSync(join(cacheDir, name), { recursive: true, force: true });
      const making = `${folder}.tmp`;
      const line = await indexDemoLibrary(making, log, signal);
      writeFileSync(join(making, INDEXED_FILE), `${line}\n`);
      renameSync(making, folder);
      log(`demo library snapshot made: ${folder}`);
      return folder;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Starts the server on a fresh `dataDir` with the demo library on, and stops it once it says the library is indexed
 * (or when `signal` aborts: then it throws).
 */
async function indexDemoLibrary(dataDir, log, signal) {
  rmSync(dataDir, { recursive: true, force: true });
  log('indexing the demo library for a snapshot (minutes)');
  const server = await startServer({
    root,
    dataDir,
    port: await freePort(),
    log,
    env: { PORTAL_DEMO_LIBRARY: 'on', LOG_LEVEL: 'info', PUBLIC_URL, MAINTENANCE_MODE: 'false' },
  });
  let exitCode = null;
  void server.exited.then((code) => (exitCode = code ?? 'a signal'));
  try {
    const started = Date.now();
    for (;;) {
      const line = server
        .output()
        .split('\n')
        .find((text) => text.includes('Demo library indexed'));
      if (line) return line;
      if (exitCode !== null)
        throw new Error(`The server indexing the demo library exited (${exitCode}):\n${server.output().slice(-4000)}`);
      if (Date.now() - started > INDEXING_TIMEOUT_MS)
        throw new Error(`The demo library was not indexed within 15 minutes:\n${server.output().slice(-4000)}`);
      await sleep(1000, undefined, { signal });
    }
  } finally {
    await server.stop();
  }
}

/** Written into a demo data folder once it holds a whole copy of the snapshot. */
const DEMO_LIBRARY_COPIED = 'bench-demo-library-copied.txt';

/**
 * Starts the server (startServer) on a demo deployment with its demo library indexed: a copy of this build's snapshot
 * (made first when missing, minutes, then kept for every later start of this build). The data folder is a fresh one
 * under the OS temp dir, which `stop()` removes. With BENCH_DEMO_REUSE=1 it is <data folder>/demo-library
 * (bench-folders.mjs), kept: what a bench did on it stays for the next bench that starts on it, until the folder is
 * removed.
 */
export async function startDemoLibraryServer({ port, log = () => {} }) {
  const reuse = process.env.BENCH_DEMO_REUSE === '1';
  const dataDir = reuse ? dataFolder('demo-library') : mkdtempSync(join(tmpdir(), 'bench-demo-'));
  // A kept folder was copied whole from the snapshot before (the marker is written once the copy is done).
  const copied = join(dataDir, DEMO_LIBRARY_COPIED);
  if (!reuse || !existsSync(copied)) {
    const snapshot = await demoLibrarySnapshot({ log });
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(snapshot, dataDir, { recursive: true });
    writeFileSync(copied, `${snapshot}\n`);
    log(`the demo library comes indexed from ${snapshot}`);
  } else log(`the demo library of ${dataDir} was indexed before`);
  const server = await startServer({
    root,
    dataDir,
    port,
    log,
    env: { PORTAL_DEMO_LIBRARY: 'on', LOG_LEVEL: 'info' },
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      if (!reuse) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// `node bench/demo-library-snapshot.mjs` prints this build's snapshot folder, made first when missing (its progress on
// stderr); SIGTERM or SIGINT stops the making. The browser suites run it so (their TypeScript loader cannot load this
// module).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const stopping = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.once(signal, () => stopping.abort(new Error(`${signal}: stopped`)));
  try {
    console.log(await demoLibrarySnapshot({ log: (message) => console.error(message), signal: stopping.signal }));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
