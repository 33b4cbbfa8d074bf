#!/usr/bin/env node
// Runs every src/**/*.test.ts, two files at a time: each file is its own process, which waits on I/O part of
// the time, and the CI machine has two cores (the in-process pass took 9.4 min one file at a time, 6.5 min two at
// a time). Node 20's test runner takes no glob patterns (Node 21+ does), so the files are listed here.
// Extra arguments go to the runner (e.g. --test-reporter=spec).
// `--database=wire` runs the files marked for it (below) with every test server reaching its database over the
// PostgreSQL wire protocol (see src/test/test-server.ts). Test servers start from a copy of one
// data folder made at the start of the pass (TEST_DATA_TEMPLATE), instead of migrating and seeding each time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const testFiles = readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort();

// TypeScript through tsx, and workspace packages (@portal/contracts) from their source rather than their build.
const SOURCE_FLAGS = ['--import', 'tsx', '--conditions=portal-source'];

const wire = process.argv.includes('--database=wire');
// The wire pass runs what differs when the database is reached over the PostgreSQL wire protocol (the `pg`
// driver and a pool, as a server deployment does): migrations, transactions, the job queue over a socket,
// the types of counts, vectors and dates in answers, the search engine's SQL. A test file takes part when it
// says why on a line of its own: `// wire pass: <what differs>`. Everything else only repeats the first pass.
const WIRE_PASS = /^\/\/ wire pass: \S/m;
const passFiles = wire
  ? testFiles.filter((file) => WIRE_PASS.test(readFileSync(join(packageDir, file), 'utf8')))
  : testFiles;
const runnerArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--database='));

// One started data folder for the whole pass; each test server starts from a copy (src/test/test-server.ts).
const template = mkdtempSync(join(tmpdir(), 'discovery-api-template-'));
let status = 1;
try {
  const made = spawnSync(
    process.execPath,
    [
      ...SOURCE_FLAGS,
      '--input-type=module',
      '-e',
      `const { createDataTemplate } = await import('./src/test/test-server.ts'); await createDataTemplate(${JSON.stringify(template)}); process.exit(0);`,
    ],
    { cwd: packageDir, stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`Making the test data template failed (exit ${made.status}).`);
  const result = spawnSync(
    process.execPath,
    [...SOURCE_FLAGS, '--test', '--test-concurrency=2', ...runnerArgs, ...passFiles],
    {
      cwd: packageDir,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATA_TEMPLATE: template, ...(wire ? { TEST_DATABASE: 'wire' } : {}) },
    },
  );
  status = result.status ?? 1;
} finally {
  rmSync(template, { recursive: true, force: true });
}
process.exit(status);
