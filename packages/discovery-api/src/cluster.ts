import cluster, { type Worker } from 'node:cluster';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './close-on-signals.js';
import { shutdownTimeoutMs } from './config/shutdown-settings.js';

/** A process that exits this soon after its start, this many times in a row, is not started again. */
const EARLY_EXIT_MS = 15_000;
const EARLY_EXITS_ALLOWED = 3;

const entry = (name: string) => fileURLToPath(new URL(`./${name}${extname(import.meta.filename)}`, import.meta.url));

interface Supervised {
  label: string;
  start(): { pid: number | undefined; exited: Promise<unknown>; stop(signal: NodeJS.Signals): void };
}

/**
 * The production shape on one machine (`npm run portal -- serve --instances N --workers M`): N API instances
 * (server.ts) sharing the port through Node's cluster module, the primary handing out connections in turn, and M job
 * worker processes (worker.ts); the API instances run with PORTAL_WORKERS=off and only queue jobs. Everything they
 * share lives in PostgreSQL (DATABASE_URL: data, jobs, sessions, rate limits, the change revision that keeps every
 * instance's caches and search indexes current, notifications through LISTEN/NOTIFY) and blob storage
 * (AZURE_STORAGE_CONNECTION_STRING); both are required, since PGlite and the embedded Azurite belong to one process.
 *
 * The first instance starts alone (it migrates the database and seeds a new one), the others once it listens. The
 * primary replaces a process that dies (not one that keeps dying at start: after three exits within 15 s of starting,
 * it stops everything and exits 1). SIGTERM or Ctrl-C stops every process as main.ts stops one: SIGTERM, then SIGKILL
 * after SHUTDOWN_TIMEOUT_MS.
 */
export async function serveInstances(options: { instances: number; workers: number }): Promise<void> {
  const config = readConfig();
  const missing = [
    !config.databaseUrl && 'DATABASE_URL (a PostgreSQL server they share)',
    !config.azureStorageConnectionString && 'AZURE_STORAGE_CONNECTION_STRING (blob storage they share)',
  ].filter(Boolean);
  if (missing.length > 0) {
    console.error(
      `Several processes need ${missing.join(' and ')}: the embedded database and Azurite belong to one process (npm start).`,
    );
    process.exit(2);
  }

  cluster.setupPrimary({ exec: entry('server') });
  const instanceEnv = (number: number) => ({
    PORTAL_SUPERVISED: '1',
    PORTAL_INSTANCE: String(number),
    ...(options.workers > 0 ? { PORTAL_WORKERS: 'off' } : {}),
  });
  const instance = (number: number): Supervised => ({
    label: `API instance ${number}`,
    start() {
      const worker: Worker = cluster.fork(instanceEnv(number));
      return {
        pid: worker.process.pid,
        exited: once(worker, 'exit'),
        stop: (signal) => worker.process.kill(signal),
      };
    },
  });
  const jobWorker = (number: number): Supervised => ({
    label: `job worker ${number}`,
    start() {
      const child: ChildProcess = fork(entry('worker'), {
        stdio: 'inherit',
        env: { ...process.env, PORTAL_SUPERVISED: '1', PORTAL_INSTANCE: `worker-${number}` },
      });
      return { pid: child.pid, exited: once(child, 'exit'), stop: (signal) => child.kill(signal) };
    },
  });

  const running = new Set<{ stop(signal: NodeJS.Signals): void; exited: Promise<unknown> }>();
  let stopping = false;
  const supervise = (what: Supervised) => {
    let earlyExits = 0;
    const run = () => {
      const startedAt = Date.now();
      const process_ = what.start();
      running.add(process_);
      void process_.exited.then(() => {
        running.delete(process_);
        if (stopping) return;
        earlyExits = Date.now() - startedAt < EARLY_EXIT_MS ? earlyExits + 1 : 0;
        if (earlyExits >= EARLY_EXITS_ALLOWED) {
          console.error(`${what.label} exited ${earlyExits} times right after starting: stopping the portal.`);
          stop('SIGTERM', 1);
          return;
        }
        console.error(`${what.label} (process ${process_.pid}) exited: starting it again.`);
        run();
      });
    };
    run();
  };

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) {
      for (const child of running) child.stop('SIGKILL');
      return;
    }
    stopping = true;
    for (const child of running) child.stop('SIGTERM');
    const timeoutMs = shutdownTimeoutMs();
    const forced = setTimeout(() => {
      console.error(
        `The portal's processes did not stop within ${timeoutMs / 1000} s of ${signal}: they were stopped.`,
      );
      for (const child of running) child.stop('SIGKILL');
    }, timeoutMs);
    forced.unref();
    void Promise.all([...running].map((child) => child.exited)).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // The first instance migrates and seeds; the rest start once it listens. The primary says so once all listen.
  const listening = (count: number) =>
    new Promise<void>((resolve) => {
      if (count <= 0) return resolve();
      let seen = 0;
      const onListening = () => {
        seen += 1;
        if (seen < count) return;
        cluster.off('listening', onListening);
        resolve();
      };
      cluster.on('listening', onListening);
    });
  const first = listening(1);
  supervise(instance(1));
  await first;
  const rest = listening(options.instances - 1);
  for (let number = 2; number <= options.instances; number += 1) supervise(instance(number));
  for (let number = 1; number <= options.workers; number += 1) supervise(jobWorker(number));
  await rest;
  console.error(
    `The portal runs as ${options.instances} API instance(s) on port ${config.port} and ${options.workers} job worker(s) (primary ${process.pid}).`,
  );
}
