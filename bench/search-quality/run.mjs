// npm run bench:search-quality — ranking quality on the Cranfield collection, through the product's own
// import and search commands (npm run portal -- import / search) on a fresh data folder, beside a plain BM25
// reference computed in the same run. Writes search-quality.json to the results folder and ends with one JSON line.
//
// Environment: BENCH_DOCUMENTS (the collection's first N documents; all 1,400 by default), BENCH_QUERIES (its first N
// queries; all 225 by default) — the targets are set for the whole collection; BENCH_RESULTS_DIR, BENCH_DATA_DIR
// (bench/bench-folders.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFolder, writeResult } from '../bench-folders.mjs';
import { cranfield, evaluate, readDocuments, readJudgements, readQueries } from './cranfield.mjs';
import { plainBm25 } from './plain-bm25.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const work = dataFolder('search-quality');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? Infinity);
const QUERIES = Number(process.env.BENCH_QUERIES ?? Infinity);
// BENCH_CLI_FROM_SOURCE=1 runs the command line from its TypeScript source (tsx) instead of the build.
const cli = process.env.BENCH_CLI_FROM_SOURCE
  ? ['--import', 'tsx', '--conditions=portal-source', join(root, 'packages/discovery-api/src/cli/main.ts')]
  : [join(root, 'packages/discovery-api/dist/cli/main.js')];
const TARGETS = { ndcg10: 0.37, map: 0.32, p10: 0.25, mrr: 0.55 };
const MODES = ['keyword', 'semantic', 'hybrid'];

if (!existsSync(cranfield)) throw new Error(`The Cranfield collection is not at ${cranfield}.`);
rmSync(work, { recursive: true, force: true });
const folder = join(work, 'files');
mkdirSync(folder, { recursive: true });

// Each document is a text file of its abstract; its title goes in the import's metadata.jsonl sidecar.
const documents = readDocuments(cranfield).slice(0, DOCUMENTS);
const fileOf = (id) => `cran-${String(id).padStart(4, '0')}.txt`;
for (const doc of documents) writeFileSync(join(folder, fileOf(doc.id)), `${doc.text}\n`);
writeFileSync(
  join(folder, 'metadata.jsonl'),
  documents.map((doc) => JSON.stringify({ file: fileOf(doc.id), title: doc.title || fileOf(doc.id) })).join('\n'),
);
const queries = readQueries(cranfield).slice(0, QUERIES);
const queriesFile = join(work, 'queries.jsonl');
writeFileSync(queriesFile, queries.map((query) => JSON.stringify(query)).join('\n'));
const judgements = readJudgements(cranfield);

const env = { ...process.env, PORTAL_DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn' };
function portal(args) {
  const started = Date.now();
  const result = spawnSync('node', [...cli, ...args], {
    cwd: join(root, 'packages/discovery-api'),
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`portal ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  return { stdout: result.stdout, stderr: result.stderr, seconds: (Date.now() - started) / 1000 };
}

console.error(`Importing ${documents.length} Cranfield documents …`);
const imported = portal(['import', '--site', 'Cranfield', '--create-site', folder]);
console.error(imported.stdout.trim());
// The rate the command reports ("… in X s (R files a second).": the import itself), and the whole process's time
// (starting it, migrating the fresh database and building its indexes included).
const reported = /in ([\d.]+) s \(([\d.]+) files a second\)/.exec(imported.stdout);
if (!reported) throw new Error(`The import did not report its rate:\n${imported.stdout}`);
const importFigures = {
  files: documents.length,
  seconds: Number(reported[1]),
  filesPerSecond: Number(reported[2]),
  processSeconds: imported.seconds,
};

const docIdOf = (fileName) => Number(/cran-(\d+)\.txt$/.exec(fileName)?.[1]);
const results = {};
for (const mode of MODES) {
  const started = Date.now();
  const out = portal([
    'search',
    '--site',
    'Cranfield',
    '--mode',
    mode,
    '--top',
    '1000',
    '--queries',
    queriesFile,
    '--json',
  ]);
  const runs = new Map(
    out.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .map((line) => [line.id, line.results.map((result) => docIdOf(result.fileName))]),
  );
  results[mode] = {
    ...evaluate(runs, judgements),
    msPerQuery: Number(((Date.now() - started) / queries.length).toFixed(1)),
  };
  console.error(`${mode.padEnd(9)} ${JSON.stringify(results[mode])}`);
}

const reference = plainBm25(documents);
results.plainBm25Reference = evaluate(new Map(queries.map((query) => [query.id, reference(query.q)])), judgements);
console.error(`reference ${JSON.stringify(results.plainBm25Reference)}`);

const keyword = results.keyword;
const checks = {
  keywordMeetsTargets:
    Object.entries(TARGETS).every(([metric, target]) => keyword[metric] >= target) &&
    keyword.queriesWithoutResults === 0,
  hybridNotWorseThanKeyword: ['ndcg10', 'map', 'p10', 'mrr'].every(
    (metric) => results.hybrid[metric] >= keyword[metric] - 0.005,
  ),
};
const report = {
  collection: 'cranfield',
  documents: documents.length,
  queries: queries.length,
  targets: TARGETS,
  import: importFigures,
  ...results,
  ...checks,
};
writeResult('search-quality', report);
console.log(JSON.stringify(report));
