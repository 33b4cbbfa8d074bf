import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * Refreshes the planner's statistics of the search tables. Without them (PGlite runs no autovacuum, and a
 * server's autovacuum may lag behind a bulk import) the planner believes the tables are tiny, skips the BM25
 * and HNSW indexes and scores every row: a query then takes a second instead of milliseconds.
 */
export async function refreshSearchStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_chunks`);
}

/** Calls refreshSearchStatistics at most once per `intervalMs` after changes, never two at once. */
export function statisticsRefresher(
  db: Database,
  intervalMs = 30_000,
  onError: (error: unknown) => void = () => undefined,
) {
  let timer: NodeJS.Timeout | undefined;
  return {
    changed() {
      if (timer) return;
      timer = setTimeout(() => {
        refreshSearchStatistics(db)
          .catch(onError)
          .finally(() => {
            timer = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}
