import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { E2E_DIR } from './environment';

/** The search suite's own server: the demo deployment with its demo library indexed. */
export const SEARCH_PORT = 8546;
export const SEARCH_URL = `https://localhost:${SEARCH_PORT}`;
const SEARCH_DATA_DIR = join(E2E_DIR, '.data', 'search');

/**
 * Starts the real server on a fresh data folder with the demo library on (the shared suite server runs without
 * it, so the other suites do not compete with indexing) and resolves once the library is indexed, which the
 * server logs ("Demo library indexed: …"). Only the search suite pays for the indexing, while it runs.
 */
export async function startSearchServer(): Promise<{ stop(): Promise<void>; indexedLine: string }> {
  const child: ChildProcess = spawn(process.execPath, [join(E2E_DIR, 'support', 'start-test-server.mjs'), String(SEARCH_PORT), SEARCH_DATA_DIR], {
    env: { ...process.env, PORTAL_DEMO_LIBRARY: 'on', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const indexedLine = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.includes('Demo library indexed'));
      if (line) resolve(line);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The search suite's server exited (${code}):\n${output.slice(-3000)}`)));
  });
  return {
    indexedLine,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
