// Where the time of a search goes: the real server (dist/app.js buildApp) started inside this process on the
// cached data folder, every SQL statement the routes run timed (drizzle's PGlite prepared-query execute is
// wrapped), a few queries of each scenario sent one at a time through HTTP, and EXPLAIN (ANALYZE, BUFFERS)
// of the slowest statements of the broad keyword query. Run by run.mjs after the measured server stopped.
//
//   node bench/search-latency/profile.mjs <data folder> <queries.json> <port> <site id> <per scenario>
// Prints one JSON line on stdout.
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent } from 'undici';
import { DEMO_ADMIN, searchRequestSpec, sendRequest, signIn } from './http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const api = join(root, 'packages/discovery-api');
const [dataDir, queriesFile, portText, siteText, perText] = process.argv.slice(2);
const siteId = Number(siteText);
const PER_SCENARIO = Number(perText ?? 12);
const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));
const log = (message) => console.error(`[profile] ${message}`);

// Time every statement drizzle sends to PGlite (the same module instance the server's dist imports).
const drizzleDir = realpathSync(join(api, 'node_modules/drizzle-orm'));
const { PglitePreparedQuery } = await import(pathToFileURL(join(drizzleDir, 'pglite/session.js')).href);
let statements = [];
const original = PglitePreparedQuery.prototype.execute;
PglitePreparedQuery.prototype.execute = async function timed(...args) {
  const started = performance.now();
  try {
    return await original.apply(this, args);
  } finally {
    statements.push({ sql: this.queryString, params: this.params, ms: performance.now() - started });
  }
};

Object.assign(process.env, { PORTAL_DATA_DIR: dataDir, PORT: portText, LOG_LEVEL: 'warn', PORTAL_DEMO_LIBRARY: 'off' });
delete process.env.DATABASE_URL;
const { loadConfig } = await import(pathToFileURL(join(api, 'dist/config/portal-config.js')).href);
const { buildApp } = await import(pathToFileURL(join(api, 'dist/app.js')).href);
const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.listenHost });
const baseUrl = `https://localhost:${config.port}`;
const token = await signIn(baseUrl, DEMO_ADMIN);
const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });

/** A statement's shape: its text with literals and numbers folded, so the same query of different words groups. */
const shape = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\[[-0-9.,e]+\]/g, '[vector]')
    .replace(/\$\d+/g, '$n')
    .replace(/\(\$n(, \$n)+\)/g, '($n…)')
    .slice(0, 160);

async function profileRequest(spec) {
  statements = [];
  const { ms } = await sendRequest({ baseUrl, token, spec, dispatcher });
  return { ms, statements };
}

const search = (queryType) => (query) => searchRequestSpec(siteId, queryType, query);
const scenarios = {
  keywordSelective: [queries.selective, search('full')],
  keywordBroad: [queries.broad, search('full')],
  keywordFiltered: [queries.filtered, search('full')],
  semantic: [queries.semantic, search('semantic')],
  hybrid: [queries.hybrid, search('hybrid')],
  suggestions: [
    queries.suggestions.filter((item) => item.text.length >= 3),
    (item) => ({ method: 'GET', path: `/api/search/suggestions/${encodeURIComponent(item.text)}?indexId=${siteId}` }),
  ],
  suggestionsOneOrTwoLetters: [
    queries.suggestions.filter((item) => item.text.length < 3),
    (item) => ({ method: 'GET', path: `/api/search/suggestions/${encodeURIComponent(item.text)}?indexId=${siteId}` }),
  ],
};

const report = {};
/** The statements of each scenario's first profiled request, for EXPLAIN. */
const firstRun = {};
// PROFILE_SCENARIOS=hybrid,semantic profiles only those (e.g. under `node --cpu-prof`).
const only = process.env.PROFILE_SCENARIOS?.split(',');
for (const [name, [list, makeRequest]] of Object.entries(scenarios).filter(([name]) => !only || only.includes(name))) {
  await profileRequest(makeRequest(list[0])); // warm
  const runs = [];
  for (let i = 0; i < Math.min(PER_SCENARIO, list.length); i += 1) {
    const item = list[Math.floor((i * list.length) / Math.min(PER_SCENARIO, list.length))];
    const run = await profileRequest(makeRequest(item));
    runs.push(run);
    if (i === 0) firstRun[name] = run.statements;
  }
  const meanMs = runs.reduce((sum, run) => sum + run.ms, 0) / runs.length;
  const groups = new Map();
  for (const run of runs) {
    for (const statement of run.statements) {
      const key = shape(statement.sql);
      const group = groups.get(key) ?? { shape: key, calls: 0, ms: 0 };
      group.calls += 1;
      group.ms += statement.ms;
      groups.set(key, group);
    }
  }
  const sqlMs =
    runs.reduce((sum, run) => sum + run.statements.reduce((s, statement) => s + statement.ms, 0), 0) / runs.length;
  report[name] = {
    requests: runs.length,
    meanRequestMs: Number(meanMs.toFixed(1)),
    meanSqlMs: Number(sqlMs.toFixed(1)),
    meanOutsideSqlMs: Number((meanMs - sqlMs).toFixed(1)),
    statementsPerRequest: Number((runs.reduce((sum, run) => sum + run.statements.length, 0) / runs.length).toFixed(1)),
    top: [...groups.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6)
      .map((group) => ({
        msPerRequest: Number((group.ms / runs.length).toFixed(1)),
        callsPerRequest: Number((group.calls / runs.length).toFixed(1)),
        sql: group.shape,
      })),
  };
  log(`${name}: ${JSON.stringify(report[name])}`);
}

// EXPLAIN ANALYZE of the slowest statements (the broad keyword query's three, the others' slowest), with the
// parameters and the transaction-local settings (hnsw.ef_search …) they ran with.
const pglite = app.database.connection.pglite;
const EXPLAIN = {
  keywordBroad: 3,
  keywordSelective: 1,
  keywordFiltered: 1,
  semantic: 1,
  hybrid: 2,
  suggestionsOneOrTwoLetters: 1,
};
report.explain = {};
for (const [name, top] of Object.entries(EXPLAIN)) {
  const list = firstRun[name] ?? [];
  const settings = list.filter((statement) => /^\s*set local /i.test(statement.sql)).map((statement) => statement.sql);
  const slowest = list
    .filter((statement) => /^\s*select/i.test(statement.sql))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  report.explain[name] = [];
  for (const statement of slowest) {
    try {
      const params = statement.params.map((value) => (value instanceof Date ? value.toISOString() : value));
      const plan = await pglite.transaction(async (tx) => {
        for (const setting of settings) await tx.exec(setting);
        return tx.query(`explain (analyze, buffers, costs off) ${statement.sql}`, params);
      });
      report.explain[name].push({
        ms: Number(statement.ms.toFixed(1)),
        sql: statement.sql.replace(/\s+/g, ' ').slice(0, 500),
        plan: plan.rows.map((row) => row['QUERY PLAN']).slice(0, 40),
      });
    } catch (error) {
      report.explain[name].push({
        ms: Number(statement.ms.toFixed(1)),
        sql: statement.sql.slice(0, 200),
        error: String(error?.message ?? error),
      });
    }
  }
}
// What the data folder holds: the largest tables and indexes.
const sizes =
  await pglite.query(`select c.relname as name, c.relkind as kind, pg_total_relation_size(c.oid) as bytes from pg_class c
  join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'i') order by pg_total_relation_size(c.oid) desc limit 14`);
report.largestRelationsMB = Object.fromEntries(
  sizes.rows.map((row) => [row.name, Math.round(Number(row.bytes) / 2 ** 20)]),
);
const rows = await pglite.query(
  `select count(*)::int as documents, avg(pg_column_size(d.*))::int as row_bytes, avg(octet_length(body))::int as body_bytes, avg(octet_length(content))::int as content_bytes, avg(pg_column_size(tsv))::int as tsv_bytes, avg(cardinality(facets))::numeric(6,1) as facets from search_documents d`,
);
report.searchDocumentRow = rows.rows[0];
await dispatcher.close();
await app.close();
console.log(JSON.stringify(report));
