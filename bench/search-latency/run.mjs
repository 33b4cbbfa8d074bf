// npm run bench:search-latency — search latency at 100,000 documents through the HTTP API, beside an
// in-process peer engine (MiniSearch + an exact vector scan) on the same documents in the same run.
//
//  1. The corpus' data folder (<data folder>/search-latency/<generator version>-<documents>/), built once by
//     build-data.mjs and reused while the generator version, size and embedding provider match.
//  2. The peer: build time, memory, and latencies in-process (peer.mjs); it also writes the query lists.
//  3. The real server (dist/main.js) on the data folder: each scenario at 1 and 8 concurrent clients.
//  4. Where the time goes: statements timed inside an in-process server, EXPLAIN ANALYZE (profile.mjs).
//  5. Import throughput of real files through the command line (import-throughput.mjs).
// Writes search-latency.json to the results folder and ends with one JSON line.
//
// Environment: BENCH_DOCUMENTS (100000), BENCH_REQUESTS per scenario and concurrency (200), BENCH_WARMUP (20),
// BENCH_IMPORT_FILES (200), BENCH_PORT (18443), BENCH_SKIP (comma list of: peer, http, profile, import),
// BENCH_RESULTS_DIR and BENCH_DATA_DIR (bench/bench-folders.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFolder, writeResult } from '../bench-folders.mjs';
import { GENERATOR_VERSION } from './corpus.mjs';
import { DEMO_ADMIN, percentiles, runLoad, searchRequestSpec, signIn, startServer } from './http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const IMPORT_FILES = Number(process.env.BENCH_IMPORT_FILES ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 18443);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const CONCURRENCY = [1, 8];
/** p95 targets in ms (issue text): keyword with facets and total (broad included), semantic, hybrid, suggestions. */
const TARGETS = {
  keywordSelective: 100,
  keywordBroad: 100,
  keywordFiltered: 100,
  semantic: 30,
  hybrid: 100,
  suggestions: 20,
};

const log = (message) => console.error(`[bench] ${message}`);
const work = dataFolder('search-latency');
const cacheDir = join(work, `${GENERATOR_VERSION}-${DOCUMENTS}`);
const dataDir = join(cacheDir, 'data');
const buildFile = join(cacheDir, 'build.json');
const queriesFile = join(work, 'queries.json');
mkdirSync(work, { recursive: true });

function node(args, { heap } = {}) {
  // The heap flags go through NODE_OPTIONS, not the command line: worker threads (the local assistant's pool, in the
  // server profile.mjs starts) refuse a command line's per-process flags as their execArgv.
  const options = heap
    ? `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heap} --expose-gc`.trim()
    : undefined;
  const result = spawnSync('node', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, LOG_LEVEL: 'warn', ...(options ? { NODE_OPTIONS: options } : {}) },
  });
  if (result.status !== 0)
    throw new Error(
      `node ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout.slice(-2000)}`,
    );
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}
const duBytes = (path) => Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);

// 1. The data folder.
const { readWordVectorFile } = await import('../../packages/discovery-api/dist/search/embeddings/word-vector-file.js');
const { defaultWordVectorFile } =
  await import('../../packages/discovery-api/dist/search/embeddings/convert-wink-embeddings.js');
const provider = (await readWordVectorFile(defaultWordVectorFile)).header.id;
let build = existsSync(buildFile) ? JSON.parse(readFileSync(buildFile, 'utf8')) : undefined;
if (
  build &&
  (build.generatorVersion !== GENERATOR_VERSION ||
    build.documents !== DOCUMENTS ||
    build.embeddingProvider !== provider)
)
  build = undefined;
let builtThisRun = false;
if (!build) {
  log(`Building the ${DOCUMENTS}-document data folder in ${cacheDir} (once; reused afterwards) …`);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  build = {
    generatorVersion: GENERATOR_VERSION,
    ...node([join(here, 'build-data.mjs'), dataDir, String(DOCUMENTS)], { heap: 4096 }),
  };
  writeFileSync(buildFile, `${JSON.stringify(build, null, 2)}\n`);
  builtThisRun = true;
} else {
  log(`Reusing the data folder ${cacheDir} (built in ${build.buildSeconds} s).`);
}

// 2. The peer (also writes the query lists).
const peer =
  SKIP.has('peer') && existsSync(queriesFile)
    ? undefined
    : node([join(here, 'peer.mjs'), String(DOCUMENTS), queriesFile, String(REQUESTS), String(WARMUP)], { heap: 8192 });
const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));

// 3. The server, through HTTP.
const siteId = build.siteId;
const search = (queryType, list) => (index) => searchRequestSpec(siteId, queryType, list[index % list.length]);
const suggestionRequest = (list) => (index) => {
  const item = list[index % list.length];
  return {
    method: 'GET',
    path: `/api/search/suggestions/${encodeURIComponent(item.text)}?indexId=${siteId}`,
    query: item,
  };
};
const SCENARIOS = {
  keywordSelective: search('full', queries.selective),
  keywordBroad: search('full', queries.broad),
  keywordFiltered: search('full', queries.filtered),
  semantic: search('semantic', queries.semantic),
  hybrid: search('hybrid', queries.hybrid),
  suggestions: suggestionRequest(queries.suggestions),
};
const checkSearch = (json) => {
  if (!Array.isArray(json.documents) || typeof json.totalRecords !== 'number' || !Array.isArray(json.facets))
    throw new Error('Not a search result');
};
const http = {};
let serverStartSeconds;
if (!SKIP.has('http')) {
  const server = await startServer({ root, dataDir, port: PORT, log });
  serverStartSeconds = Number(server.startSeconds.toFixed(1));
  try {
    for (const [name, makeRequest] of Object.entries(SCENARIOS)) {
      http[name] = {};
      for (const concurrency of CONCURRENCY) {
        const token = await signIn(server.baseUrl, DEMO_ADMIN);
        const result = await runLoad({
          baseUrl: server.baseUrl,
          token,
          concurrency,
          requests: REQUESTS,
          warmup: WARMUP,
          makeRequest,
          check: name === 'suggestions' ? undefined : checkSearch,
        });
        const { samples, ...figures } = result;
        if (name === 'suggestions') {
          // Split by what was typed: one or two letters match thousands of titles.
          const short = samples.filter((sample) => sample.spec.query.text.length < 3).map((sample) => sample.ms);
          const long = samples.filter((sample) => sample.spec.query.text.length >= 3).map((sample) => sample.ms);
          figures.oneOrTwoLetters = percentiles(short);
          figures.threeOrMoreLetters = percentiles(long);
        } else {
          figures.meanTotalRecords = Math.round(
            samples.reduce((sum, sample) => sum + sample.json.totalRecords, 0) / samples.length,
          );
          figures.meanFacets = Number(
            (samples.reduce((sum, sample) => sum + sample.json.facets.length, 0) / samples.length).toFixed(1),
          );
          figures.meanFacetValues = Math.round(
            samples.reduce(
              (sum, sample) => sum + sample.json.facets.reduce((n, facet) => n + facet.values.length, 0),
              0,
            ) / samples.length,
          );
        }
        http[name][`c${concurrency}`] = figures;
        log(`${name} c=${concurrency}: ${JSON.stringify(figures)}`);
      }
    }
  } finally {
    await server.stop();
  }
}

// 4. Where the time goes (the measured server is stopped: the embedded database has one owner).
const profile = SKIP.has('profile')
  ? undefined
  : node([join(here, 'profile.mjs'), dataDir, queriesFile, String(PORT + 1), String(siteId), '12'], { heap: 4096 });

// 5. Import throughput.
const importFigures = SKIP.has('import')
  ? undefined
  : node([join(here, 'import-throughput.mjs'), join(work, 'import-scratch'), String(IMPORT_FILES)]);

// Figures, targets and ratios to the peer.
const dataFolderBytes = duBytes(dataDir);
const targets = {};
for (const [name, target] of Object.entries(TARGETS)) {
  for (const concurrency of CONCURRENCY) {
    const p95 = http[name]?.[`c${concurrency}`]?.p95;
    if (p95 === undefined) continue;
    targets[`${name}.c${concurrency}`] = {
      targetP95: target,
      p95,
      met: p95 <= target,
      ...(peer
        ? {
            peerP95: peer.scenarios[name].p95,
            ratioToPeerP95: Number((p95 / Math.max(0.1, peer.scenarios[name].p95)).toFixed(1)),
          }
        : {}),
    };
  }
}
const report = {
  documents: DOCUMENTS,
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  requestsPerScenario: REQUESTS,
  warmup: WARMUP,
  build: { ...build, builtThisRun },
  dataFolderBytes,
  dataFolderGB: Number((dataFolderBytes / 2 ** 30).toFixed(2)),
  serverStartSeconds,
  http,
  peer,
  targets,
  targetsMet: Object.values(targets).filter((target) => target.met).length,
  targetsChecked: Object.keys(targets).length,
  import: importFigures,
  profile,
};
writeResult('search-latency', report);
// The one line: every figure but the per-statement profile (in the results file).
const { profile: _profile, ...line } = report;
console.log(
  JSON.stringify({
    ...line,
    profile: profile
      ? Object.fromEntries(
          Object.entries(profile)
            .filter(([, value]) => value?.meanRequestMs !== undefined)
            .map(([key, value]) => [
              key,
              { meanRequestMs: value.meanRequestMs, meanSqlMs: value.meanSqlMs, slowest: value.top?.[0] },
            ]),
        )
      : undefined,
  }),
);
