#!/usr/bin/env node
// Runs every src/**/*.test.ts, one file at a time. Node 20's test runner takes no glob patterns
// (Node 21+ does), so the files are listed here. Extra arguments go to the runner (e.g. --test-reporter=spec).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const testFiles = readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort();

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2), ...testFiles],
  { cwd: packageDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
