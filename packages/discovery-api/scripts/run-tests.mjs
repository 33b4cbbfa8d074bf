#!/usr/bin/env node
// Runs every src/**/*.test.ts, one file at a time. Node 20's test runner takes no glob patterns
// (Node 21+ does), so the files are listed here. Extra arguments go to the runner (e.g. --test-reporter=spec).
// `--database=wire` runs the same suite with every test server reaching its database over the
// PostgreSQL wire protocol (see src/test/test-server.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const testFiles = readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort();

const wire = process.argv.includes('--database=wire');
const runnerArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--database='));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...runnerArgs, ...testFiles],
  { cwd: packageDir, stdio: 'inherit', env: { ...process.env, ...(wire ? { TEST_DATABASE: 'wire' } : {}) } },
);
process.exit(result.status ?? 1);
