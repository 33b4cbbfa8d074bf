// npm run bench:audit — what the audit log costs a write request (issue 27: target under 2 ms at the median).
// One API process (the built server, in this process so the bench can switch the audit triggers), one run, two modes
// interleaved block by block so both see the same machine:
//   - audited: as shipped: the call's audit context handed to the database (set_config in the write's transaction)
//     and the audit trigger writing the entry;
//   - without: the audit triggers of the tables written disabled (ALTER TABLE … DISABLE TRIGGER), so no entry is
//     written; the context hand-off still runs, and is measured on its own below.
// Two write calls, each timed from sending to having read the answer over HTTPS: PUT v2/users/me/preferences (a
// user's row) and PUT v2/usergroups/{id} (a rename, as a site administrator). Then, in the database alone, one
// UPDATE with and without the context hand-off (a transaction with set_config), to show what that part costs.
// Writes audit.json to the results folder and ends with one JSON line.
//
// Environment: BENCH_BLOCKS (12 of each mode), BENCH_PER_BLOCK (40 of each call), BENCH_PORT (18448),
// BENCH_RESULTS_DIR and BENCH_DATA_DIR (bench/bench-folders.mjs).
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';
import { dataFolder, writeResult } from '../bench-folders.mjs';
import { signIn } from '../search-latency/http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const api = join(root, 'packages/discovery-api');
const dataDir = dataFolder('audit');
const PORT = Number(process.env.BENCH_PORT ?? 18448);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 12);
const PER_BLOCK = Number(process.env.BENCH_PER_BLOCK ?? 40);
const TARGET_MS = 2;
const PASSWORD = 'Discovery!2026';
const ADMIN = 'ava.morgan@demo.portal'; // site administrator of Northwind Discovery (1)
const log = (message) => console.error(`[audit] ${message}`);

const load = (path) => import(pathToFileURL(join(api, 'dist', path)).href);
const { buildApp } = await load('app.js');
const { loadConfig } = await load('config/portal-config.js');
const { runWithAuditContext } = await load('db/audit-context.js');
const { sql } = createRequire(join(api, 'package.json'))('drizzle-orm');

/** Median, p95 and mean of milliseconds, to the hundredth. */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  const round = (value) => Number(value.toFixed(2));
  return {
    n: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    mean: round(values.reduce((a, b) => a + b, 0) / values.length),
  };
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.PORTAL_DEMO_LIBRARY = 'off';
const app = await buildApp(
  loadConfig({ ...process.env, PORTAL_DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', DATABASE_URL: '' }),
);
await app.listen({ port: PORT, host: '127.0.0.1' });
const baseUrl = `https://localhost:${PORT}`;
const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });

try {
  const token = await signIn(baseUrl, { email: ADMIN, password: PASSWORD });
  const call = async (method, path, body) => {
    const started = performance.now();
    const response = await request(`${baseUrl}/api/${path}`, {
      method,
      dispatcher,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    const ms = performance.now() - started;
    if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${text}`);
    return { ms, json: JSON.parse(text) };
  };
  const roles = await request(`${baseUrl}/api/v2/usergroups/roles`, {
    dispatcher,
    headers: { authorization: `Bearer ${token}` },
  });
  const member = (await roles.body.json()).find((role) => role.code === 'siteMember');
  const group = (
    await call('POST', 'v2/usergroups', { deploymentIndexId: 1, name: 'Bench group', roleId: member.roleId })
  ).json;

  const triggers = async (enabled) => {
    for (const table of ['users', 'user_groups'])
      await app.db.execute(sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${table}_audit`));
  };
  const entries = async () => Number((await app.db.execute(sql`select count(*)::int as n from audit_log`)).rows[0].n);

  const calls = {
    preferences: (i) => call('PUT', 'v2/users/me/preferences', { rowsPerPage: 10 + (i % 90) }),
    renameUserGroup: (i) => call('PUT', `v2/usergroups/${group.userGroupId}`, { name: `Bench group ${i}` }),
  };
  const times = {
    audited: { preferences: [], renameUserGroup: [] },
    without: { preferences: [], renameUserGroup: [] },
  };
  const written = { audited: 0, without: 0 };
  let i = 0;
  // Warm-up: both modes, both calls, not counted.
  for (const enabled of [true, false]) {
    await triggers(enabled);
    for (let n = 0; n < 30; n += 1) for (const run of Object.values(calls)) await run((i += 1));
  }
  for (let block = 0; block < BLOCKS * 2; block += 1) {
    const mode = block % 2 === 0 ? 'audited' : 'without';
    await triggers(mode === 'audited');
    const before = await entries();
    for (let n = 0; n < PER_BLOCK; n += 1)
      for (const [name, run] of Object.entries(calls)) times[mode][name].push((await run((i += 1))).ms);
    written[mode] += (await entries()) - before;
  }
  await triggers(true);
  log(`entries written: audited ${written.audited}, without ${written.without}`);

  // The context hand-off alone, in the database: one UPDATE outside a call, and the same in a call's context (which
  // the client runs as a transaction that sets portal.audit_context first), triggers off so no entry is written.
  await triggers(false);
  const handOff = { plain: [], withContext: [] };
  const context = { requestId: 'bench', ip: '127.0.0.1', method: 'PUT', path: '/bench', userId: 1, email: ADMIN };
  const update = (n) =>
    app.db.execute(
      sql`update user_groups set name = ${`Bench group db ${n}`} where user_group_id = ${group.userGroupId}`,
    );
  for (let n = 0; n < BLOCKS * PER_BLOCK * 2; n += 1) {
    const plain = n % 2 === 0;
    const started = performance.now();
    if (plain) await update(n);
    else await runWithAuditContext(context, () => update(n));
    handOff[plain ? 'plain' : 'withContext'].push(performance.now() - started);
  }
  await triggers(true);

  const summary = {};
  for (const name of Object.keys(calls)) {
    const audited = stats(times.audited[name]);
    const without = stats(times.without[name]);
    summary[name] = {
      audited,
      without,
      medianCostMs: Number((audited.p50 - without.p50).toFixed(2)),
      p95CostMs: Number((audited.p95 - without.p95).toFixed(2)),
    };
  }
  const handOffStats = { plain: stats(handOff.plain), withContext: stats(handOff.withContext) };
  const result = {
    bench: 'audit',
    blocks: BLOCKS,
    perBlock: PER_BLOCK,
    entriesWritten: written,
    calls: summary,
    contextHandOff: {
      ...handOffStats,
      medianCostMs: Number((handOffStats.withContext.p50 - handOffStats.plain.p50).toFixed(2)),
    },
    targetMedianCostMs: TARGET_MS,
    met: Object.values(summary).every(
      (entry) => entry.medianCostMs + Math.max(0, handOffStats.withContext.p50 - handOffStats.plain.p50) < TARGET_MS,
    ),
  };
  writeResult('audit', result);
  console.log(JSON.stringify(result));
} finally {
  await dispatcher.close();
  await app.close();
}
