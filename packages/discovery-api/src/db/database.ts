import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The drizzle database, whichever driver is behind it (PGlite in-process or a PostgreSQL pool). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Minimal SQL access for libraries that bring their own queries (pg-boss). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
