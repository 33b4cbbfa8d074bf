// Where the benches keep files: their figures in the results folder (BENCH_RESULTS_DIR, default bench/results) and
// their data folders and caches in the data folder (BENCH_DATA_DIR, default bench/.data); a relative path is taken from
// the repository's root. npm test's smoke run (scripts/bench-smoke.mjs) points both at a scratch folder, so that a tiny
// run never replaces the figures or the 100,000-document cache of a real one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The results folder: BENCH_RESULTS_DIR, else bench/results. */
export const resultsFolder = resolve(root, process.env.BENCH_RESULTS_DIR || 'bench/results');

/** A path in the data folder (BENCH_DATA_DIR, else bench/.data). */
export const dataFolder = (...parts) => resolve(root, process.env.BENCH_DATA_DIR || 'bench/.data', ...parts);

/** Writes a bench's figures to <results folder>/<name>.json. */
export function writeResult(name, report) {
  mkdirSync(resultsFolder, { recursive: true });
  writeFileSync(join(resultsFolder, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
}
