import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { E2E_DIR } from './environment';

/**
 * The search suite's own server: the demo deployment with its demo library indexed. Its address is the one the demo
 * library snapshot is made for (bench/demo-library-snapshot.mjs PUBLIC_URL: the links the library stores point here).
 */
export const SEARCH_PORT = 8546;
export const SEARCH_URL = `https://localhost:${SEARCH_PORT}`;
const SEARCH_DATA_DIR = join(E2E_DIR, '.data', 'search');
/** Prints this build's demo library snapshot folder, made first when missing (bench/demo-library-snapshot.mjs). */
const SNAPSHOT_SCRIPT = join(E2E_DIR, '..', 'bench', 'demo-library-snapshot.mjs');

/** Written with the server's "Demo library indexed" line once the library is indexed. */
const INDEXED_MARKER = join(E2E_DIR, '.data', 'search-indexed.txt');

/**
 * Starts the real server on a copy of this build's demo library snapshot (bench/demo-library-snapshot.mjs: the demo
 * deployment with its library indexed; the shared suite server runs without it, so the other suites do not compete
 * with indexing) and resolves at once; `indexed` resolves once that server listens. npm test's bench smoke has made
 * the snapshot by then; otherwise it is made here first (a few minutes: a server indexes the library), and kept for
 * the next run of this build. The global set-up starts this first, so any indexing overlaps the other suites
 * (playwright.config.ts runs the suites that need it last) instead of adding to the run's length.
 */
export function launchSearchServer(): { indexed: Promise<string>; stop(): Promise<void> } {
  rmSync(INDEXED_MARKER, { force: true });
  let child: ChildProcess | undefined;
  let stopping = false;

  /**
   * Runs a Node script as `child`: resolves with its standard output once it prints `until` (the server, which keeps
   * running), or once it exits 0 (the snapshot script, which prints its folder); rejects if it exits otherwise.
   */
  const run = (what: string, args: string[], env: Record<string, string>, until?: string) =>
    new Promise<string>((resolve, reject) => {
      const started = spawn(process.execPath, args, {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let stdout = '';
      let output = '';
      const read = (chunk: Buffer, isStdout: boolean) => {
        if (isStdout && !until) stdout += chunk.toString();
        output = (output + chunk.toString()).slice(-100_000);
        if (until && output.includes(until)) resolve(stdout);
      };
      started.stdout?.on('data', (chunk: Buffer) => read(chunk, true));
      started.stderr?.on('data', (chunk: Buffer) => read(chunk, false));
      started.once('exit', (code) =>
        code === 0 && !until ? resolve(stdout) : reject(new Error(`${what} exited (${code}):\n${output.slice(-3000)}`)),
      );
    });

  const indexed = (async () => {
    const snapshot = (await run('The demo library snapshot script', [SNAPSHOT_SCRIPT], {})).trim();
    if (stopping) throw new Error("The run ended before the search suite's server started.");
    await run(
      "The search suite's server",
      [join(E2E_DIR, 'support', 'start-test-server.mjs'), String(SEARCH_PORT), SEARCH_DATA_DIR],
      { PORTAL_DEMO_LIBRARY: 'on', LOG_LEVEL: 'info', PORTAL_TEST_DATA_FROM: snapshot },
      'Server listening at',
    );
    const line = readFileSync(join(snapshot, 'demo-library-indexed.txt'), 'utf8');
    writeFileSync(INDEXED_MARKER, line);
    return line;
  })();
  indexed.catch(() => undefined); // awaited by the search suite; a failure is reported there
  return {
    indexed,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The search suite's wait for the server the global set-up started: the server's "Demo library indexed" line. */
export async function searchServerIndexed(timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(INDEXED_MARKER)) return readFileSync(INDEXED_MARKER, 'utf8');
    await sleep(1000);
  }
  throw new Error(`The search suite's server did not index the demo library within ${timeoutMs / 1000} s.`);
}
