// npm run bench:scale — the embedded single process against the production shape, on the same documents, in one run:
// keyword, filtered, hybrid and semantic searches at 1, 8 and 32 clients through the HTTP API against
//  (a) the embedded default (`node dist/main.js`: PGlite and Azurite in one process), and
//  (b) PostgreSQL (Debian's, started here in a scratch folder, scripts/postgres-server.mjs) with 2 API instances and a
//      job worker (`portal serve --instances 2 --workers 1`), blob storage an Azurite outside the portal.
// Each figure: throughput (requests a second), p50 and p95 in ms, CPU milliseconds per request (the user and system
// time of the server's processes over the run, /proc), and the ratio b/a of throughputs. Target (issue): at 8
// clients, (b) at least 1.7 times (a) for keyword and hybrid.
//
// The documents are those of bench:search-latency (bench/search-latency/corpus.mjs; its data folder is reused when
// built), loaded into PostgreSQL by the same build-data.mjs. Writes scale.json to the results folder and ends with one
// JSON line.
//
// Environment: BENCH_DOCUMENTS (100000), BENCH_REQUESTS per scenario and client count (200), BENCH_WARMUP (20),
// BENCH_CLIENTS (1,8,32), BENCH_SCENARIOS (keyword,filtered,hybrid,semantic: a subset to look at one closely),
// BENCH_MEMORY_COPIES (10: the memory step's multiple of the documents, memory.mjs),
// BENCH_PORT (18543), BENCH_RESULTS_DIR and BENCH_DATA_DIR (bench/bench-folders.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startPostgresServer } from '../../packages/discovery-api/scripts/postgres-server.mjs';
import { dataFolder, writeResult } from '../bench-folders.mjs';
import { GENERATOR_VERSION } from '../search-latency/corpus.mjs';
import { DEMO_ADMIN, runLoad, searchRequestSpec, signIn, startServer } from '../search-latency/http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
// The API's own PostgreSQL driver.
const pg = createRequire(join(root, 'packages/discovery-api/package.json'))('pg');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,32').split(',').map(Number);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'keyword,filtered,hybrid,semantic').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 18543);
const MEMORY_COPIES = Number(process.env.BENCH_MEMORY_COPIES ?? 10);
const log = (message) => console.error(`[bench:scale] ${message}`);
const latency = join(root, 'bench/search-latency');
const work = dataFolder('scale');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

function node(args, env = {}) {
  const result = spawnSync('node', ['--max-old-space-size=4096', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/**
 * The CPU seconds a process and its descendants used so far, from /proc: utime + stime of each living one, plus
 * cutime + cstime (what its children that have ended used: PostgreSQL's backends come and go with the connections).
 */
function cpuSeconds(pid) {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  const visit = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks;
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) visit(Number(child));
    } catch {
      // gone
    }
  };
  visit(pid);
  return total;
}

/** Resident memory (MB) of a process and each descendant, by pid and command line (from /proc). */
function residentMemory(pid) {
  const found = [];
  const visit = (id) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      const command = readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(-2).join(' ');
      found.push({ pid: id, command, rssMb: rss ? Math.round(Number(rss[1]) / 1024) : 0 });
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) visit(Number(child));
    } catch {
      // gone
    }
  };
  visit(pid);
  return found;
}

// 1. The embedded data folder: bench:search-latency's, built when missing.
const cacheDir = dataFolder('search-latency', `${GENERATOR_VERSION}-${DOCUMENTS}`);
const embeddedDir = join(cacheDir, 'data');
let embeddedBuild = existsSync(join(cacheDir, 'build.json'))
  ? JSON.parse(readFileSync(join(cacheDir, 'build.json'), 'utf8'))
  : undefined;
if (!embeddedBuild || embeddedBuild.documents !== DOCUMENTS) {
  log(`Building the embedded data folder of ${DOCUMENTS} documents …`);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  embeddedBuild = {
    generatorVersion: GENERATOR_VERSION,
    ...node([join(latency, 'build-data.mjs'), embeddedDir, String(DOCUMENTS)]),
  };
  writeFileSync(join(cacheDir, 'build.json'), `${JSON.stringify(embeddedBuild, null, 2)}\n`);
}
// The query lists of bench:search-latency (its peer writes them).
const queriesFile = dataFolder('search-latency', 'queries.json');
if (!existsSync(queriesFile))
  node([join(latency, 'peer.mjs'), String(DOCUMENTS), queriesFile, String(REQUESTS), String(WARMUP)]);
const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));

// 2. PostgreSQL, the same documents loaded by the same build.
const postgres = await startPostgresServer();
log(`${postgres.version} on port ${postgres.port}`);
const admin = new pg.Client({ connectionString: postgres.url() });
await admin.connect();
await admin.query('create database portal');
await admin.end();
const databaseUrl = postgres.url('portal');
const serverDir = join(work, 'server-data');
log(`Loading ${DOCUMENTS} documents into PostgreSQL …`);
const serverBuild = node([join(latency, 'build-data.mjs'), serverDir, String(DOCUMENTS)], {
  DATABASE_URL: databaseUrl,
});

const searchRequest = (siteId, queryType, list) => (index) =>
  searchRequestSpec(siteId, queryType, list[index % list.length]);
const allScenarios = (siteId) => ({
  keyword: searchRequest(siteId, 'full', queries.selective),
  filtered: searchRequest(siteId, 'full', queries.filtered),
  hybrid: searchRequest(siteId, 'hybrid', queries.hybrid),
  semantic: searchRequest(siteId, 'semantic', queries.semantic),
});
const scenarios = (siteId) =>
  Object.fromEntries(Object.entries(allScenarios(siteId)).filter(([name]) => SCENARIOS.includes(name)));
const checkSearch = (json) => {
  if (!Array.isArray(json.documents) || typeof json.totalRecords !== 'number') throw new Error('Not a search result');
};

/**
 * Waits until the processes are idle (under a tenth of a core over 2 s; at most 3 minutes), so that the work a start
 * leaves running in the background (passage lists organised as a site loads: about 34 s of CPU per instance at 100,000
 * documents) is not measured as the requests' cost. Returns the seconds waited.
 */
async function settle(label, cpu) {
  const started = Date.now();
  for (;;) {
    const before = cpu();
    await new Promise((wait) => setTimeout(wait, 2000));
    const cores = (cpu() - before) / 2;
    if (cores < 0.1) break;
    if (Date.now() - started > 180_000) {
      log(`${label} still busy after 3 minutes (${cores.toFixed(2)} cores): measuring anyway`);
      break;
    }
  }
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  log(`${label} idle after the warm-up: waited ${seconds} s`);
  return seconds;
}

/** `pids`: the processes whose CPU a request costs (the portal's, and PostgreSQL's for the production shape). */
async function measure(label, baseUrl, pids, siteId) {
  const cpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  // Every instance's match indexes loaded and its caches warm: each kind of search over 8 connections first, untimed.
  for (const makeRequest of Object.values(scenarios(siteId))) {
    const token = await signIn(baseUrl, DEMO_ADMIN);
    await runLoad({ baseUrl, token, concurrency: 8, requests: 40, warmup: 0, makeRequest, check: checkSearch });
  }
  const figures = {};
  figures.settleSeconds = await settle(label, cpu);
  // After the warm-up every instance holds its site's match index (and, without pgvector, its passage vectors).
  figures.memoryAfterWarmup = pids.flatMap(residentMemory);
  log(`${label} memory after warm-up: ${JSON.stringify(figures.memoryAfterWarmup)}`);
  for (const [name, makeRequest] of Object.entries(scenarios(siteId))) {
    figures[name] = {};
    for (const concurrency of CLIENTS) {
      const token = await signIn(baseUrl, DEMO_ADMIN);
      const cpuBefore = cpu();
      const { samples, ...result } = await runLoad({
        baseUrl,
        token,
        concurrency,
        requests: REQUESTS,
        warmup: WARMUP,
        makeRequest,
        check: checkSearch,
      });
      const cpuMs = ((cpu() - cpuBefore) * 1000) / (REQUESTS + WARMUP);
      figures[name][`c${concurrency}`] = { ...result, cpuMsPerRequest: Number(cpuMs.toFixed(1)) };
      log(`${label} ${name} c=${concurrency}: ${JSON.stringify(figures[name][`c${concurrency}`])}`);
    }
  }
  return figures;
}

// 3. (a) the embedded single process.
const embeddedServer = await startServer({ root, dataDir: embeddedDir, port: PORT, log });
let embedded;
try {
  embedded = await measure('embedded', embeddedServer.baseUrl, [embeddedServer.pid], embeddedBuild.siteId);
} finally {
  await embeddedServer.stop();
}

// 3b. What one API instance of (b) holds for the site's search, at these documents and at BENCH_MEMORY_COPIES times
// as many (memory.mjs), read from the embedded data folder now that its server has stopped.
log(`Memory of the site's search state, as loaded and at ${MEMORY_COPIES} times the documents …`);
const memory = node([
  '--expose-gc',
  join(here, 'memory.mjs'),
  embeddedDir,
  String(embeddedBuild.siteId),
  String(MEMORY_COPIES),
  join(work, 'memory'),
]);
log(`memory: ${JSON.stringify(memory)}`);

// 4. (b) PostgreSQL, 2 API instances and a worker; blob storage outside the portal.
const { startAzurite } = await import('../../packages/discovery-api/dist/blob/start-azurite.js');
const storage = await startAzurite(join(work, 'storage'));
const cluster = spawn(
  'node',
  ['packages/discovery-api/dist/cli/main.js', 'serve', '--instances', '2', '--workers', '1'],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT + 1),
      PORTAL_DATA_DIR: serverDir,
      DATABASE_URL: databaseUrl,
      AZURE_STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=${storage.accountName};AccountKey=${storage.accountKey};BlobEndpoint=${storage.accountUrl}`,
      PORTAL_DEMO_LIBRARY: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let clusterOutput = '';
cluster.stderr.on('data', (chunk) => (clusterOutput += chunk));
let production;
try {
  while (!clusterOutput.includes('The portal runs as 2 API instance(s)')) {
    if (cluster.exitCode !== null)
      throw new Error(`portal serve exited (${cluster.exitCode}):\n${clusterOutput.slice(-3000)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  production = await measure(
    'postgres-2-instances',
    `https://localhost:${PORT + 1}`,
    [cluster.pid, postgres.pid],
    serverBuild.siteId,
  );
} finally {
  cluster.kill('SIGTERM');
  await new Promise((done) => cluster.once('exit', done));
  await storage.close();
  await postgres.stop();
}

const ratios = {};
for (const name of Object.keys(embedded).filter(
  (key) => typeof embedded[key] === 'object' && key !== 'memoryAfterWarmup',
))
  for (const key of Object.keys(embedded[name]))
    ratios[`${name}.${key}`] = Number(
      (production[name][key].throughputPerSecond / embedded[name][key].throughputPerSecond).toFixed(2),
    );
const target = ['keyword', 'hybrid'].every((name) => (ratios[`${name}.c8`] ?? 0) >= 1.7);
const result = {
  documents: DOCUMENTS,
  requests: REQUESTS,
  clients: CLIENTS,
  postgres: postgres.version,
  embedded,
  postgres2Instances: production,
  throughputRatioBOverA: ratios,
  meetsTarget: target,
  memory,
};
writeResult('scale', result);
console.log(JSON.stringify({ documents: DOCUMENTS, throughputRatioBOverA: ratios, meetsTarget: target }));
