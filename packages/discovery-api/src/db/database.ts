import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The drizzle database, whichever driver is behind it (PGlite in-process or a PostgreSQL pool). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Minimal SQL access for libraries that bring their own queries (pg-boss). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The handle a `db.transaction` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction of it: for code that runs either alone or inside a caller's transaction. */
export type Db = Database | Transaction;
