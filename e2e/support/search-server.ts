import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { E2E_DIR } from './environment';

/** The search suite's own server: the demo deployment with its demo library indexed. */
export const SEARCH_PORT = 8546;
export const SEARCH_URL = `https://localhost:${SEARCH_PORT}`;
const SEARCH_DATA_DIR = join(E2E_DIR, '.data', 'search');

/** Written with the server's "Demo library indexed" line once the library is indexed. */
const INDEXED_MARKER = join(E2E_DIR, '.data', 'search-indexed.txt');

/**
 * Starts the real server on a fresh data folder with the demo library on (the shared suite server runs without
 * it, so the other suites do not compete with indexing) and resolves at once; `indexed` resolves once the
 * library is indexed, which the server logs ("Demo library indexed: …"). The global set-up starts it first, so
 * the indexing overlaps the other suites (playwright.config.ts runs the suites that need it last) instead of adding to
 * the run's length.
 */
export function launchSearchServer(): { indexed: Promise<string>; stop(): Promise<void> } {
  rmSync(INDEXED_MARKER, { force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    [join(E2E_DIR, 'support', 'start-test-server.mjs'), String(SEARCH_PORT), SEARCH_DATA_DIR],
    {
      env: { ...process.env, PORTAL_DEMO_LIBRARY: 'on', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const indexed = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.includes('Demo library indexed'));
      if (line) {
        writeFileSync(INDEXED_MARKER, line);
        resolve(line);
      }
      if (output.length > 1_000_000) output = output.slice(-100_000);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`The search suite's server exited (${code}):\n${output.slice(-3000)}`)),
    );
  });
  indexed.catch(() => undefined); // awaited by the search suite; a failure is reported there
  return {
    indexed,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
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
