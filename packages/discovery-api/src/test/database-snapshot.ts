import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sqlRows } from '../db/sql-rows.js';

/**
 * A signed-in call records the caller's sign-in: the time, and the profile claims of the token
 * (upsertSignedInUser). That bookkeeping is not a change the call itself made.
 */
const SIGN_IN_BOOKKEEPING = sql`array['last_login', 'updated', 'subject', 'issuer', 'given_name', 'last_name', 'name', 'picture']::text[]`;

/**
 * A fingerprint of every table of the public schema: its row count and an md5 of its rows in a stable order.
 * Two equal snapshots mean no row was added, removed or changed, which is what a refused call must leave behind
 * (apart from the sign-in bookkeeping of the users table, see above).
 */
export async function databaseSnapshot(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = <Row>(query: SQL) => sqlRows<Row>(app.db, query);
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const row = table === 'users' ? sql`to_jsonb(t) - ${SIGN_IN_BOOKKEEPING}` : sql`to_jsonb(t)`;
    const [first] = await rows<{ rows: string; digest: string | null }>(
      sql`select count(*)::text as rows, md5(string_agg(r::text, '|' order by r::text)) as digest
          from (select ${row} as r from ${sql.identifier(table)} t) rows`,
    );
    snapshot[table] = `${first?.rows} rows ${first?.digest ?? ''}`;
  }
  return snapshot;
}
