import { setTimeout } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROCESS_ASSET_QUEUE } from '../assets/queue-asset-processing.js';
import { sqlRows } from '../db/sql-rows.js';
import { isIngestPaused } from './demo-site-context.js';

/**
 * A signed-in call records the caller's sign-in: the time, and the profile claims of the token
 * (upsertSignedInUser). That bookkeeping is not a change the call itself made.
 */
const SIGN_IN_BOOKKEEPING = sql`array['last_login', 'updated', 'subject', 'issuer', 'given_name', 'last_name', 'name', 'picture']::text[]`;

/**
 * A fingerprint of every table of the public schema: its row count and an md5 of its rows in a stable order.
 * Two equal snapshots mean no row was added, removed or changed, which is what a refused call must leave behind
 * (apart from the sign-in bookkeeping of the users table, see above, and the audit log's record of the refusal
 * itself: of the audit log only the changes count, and a refused call must have logged none).
 */
export async function databaseSnapshot(app: FastifyInstance): Promise<Record<string, string>> {
  await ingestIdle(app);
  const rows = <Row>(query: SQL) => sqlRows<Row>(app.db, query);
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  // Rate limit counters are bookkeeping: a refused call is counted (limits/rate-limits.ts), which changes no data.
  for (const { table_name: table } of tables.filter(({ table_name }) => !BOOKKEEPING_TABLES.has(table_name))) {
    const row = table === 'users' ? sql`to_jsonb(t) - ${SIGN_IN_BOOKKEEPING}` : sql`to_jsonb(t)`;
    const only = table === 'audit_log' ? sql`where t.kind = 'change'` : sql``;
    const [first] = await rows<{ rows: string; digest: string | null }>(
      sql`select count(*)::text as rows, md5(string_agg(r::text, '|' order by r::text)) as digest
          from (select ${row} as r from ${sql.identifier(table)} t ${only}) rows`,
    );
    snapshot[table] = `${first?.rows} rows ${first?.digest ?? ''}`;
  }
  return snapshot;
}

const BOOKKEEPING_TABLES = new Set(['rate_limit_hits']);

const IDLE_WAIT_MS = 120_000;

/**
 * Waits until the ingest pipeline has nothing queued or running (on a shared server, assets another test queued are
 * processed in the background), so that a snapshot sees only what the test's own calls change. On a server whose
 * worker is off (sharedQuietSite) nothing runs in the background: the jobs stay where the tests read them.
 */
async function ingestIdle(app: FastifyInstance): Promise<void> {
  if (isIngestPaused(app)) return;
  const states = sql`array['created', 'retry', 'active']`;
  const started = Date.now();
  for (;;) {
    const [pending] = await sqlRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from pgboss.job where name = ${PROCESS_ASSET_QUEUE} and state::text = any(${states}::text[])`,
    );
    if (!pending?.count) return;
    if (Date.now() - started > IDLE_WAIT_MS)
      throw new Error(`The ingest pipeline still had ${pending.count} jobs after ${IDLE_WAIT_MS / 1000} s.`);
    await setTimeout(50);
  }
}
