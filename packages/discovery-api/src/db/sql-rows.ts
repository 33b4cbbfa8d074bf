import type { SQL } from 'drizzle-orm';
import type { Database } from './database.js';

/** Runs a raw query and returns its rows: both drivers (PGlite, node-postgres) answer execute() with { rows }. */
export async function sqlRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
