// Starts the real discovery API for a suite on a fresh data folder: node start-test-server.mjs <port> <dataDir> [maintenance]
// With PORTAL_TEST_DATA_FROM, the fresh folder is a copy of that one (a demo library snapshot: support/search-server.ts).
import { cpSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [port, dataDir, maintenance] = process.argv.slice(2);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(dataDir, { recursive: true, force: true });
if (process.env.PORTAL_TEST_DATA_FROM) cpSync(process.env.PORTAL_TEST_DATA_FROM, dataDir, { recursive: true });

const server = spawn(process.execPath, [join(repoRoot, 'packages/discovery-api/dist/main.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `https://localhost:${port}`,
    PORTAL_DATA_DIR: dataDir,
    MAINTENANCE_MODE: maintenance === 'maintenance' ? 'true' : 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The shell's specs need no documents, and indexing the demo library (~300 files) in the background would
    // compete with the browser for the CI machine's two cores. Suites that search set it on.
    PORTAL_DEMO_LIBRARY: process.env.PORTAL_DEMO_LIBRARY ?? 'off',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
