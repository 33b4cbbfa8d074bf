import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';

/**
 * What the database offers search. With pg_textsearch, keyword ranking is BM25 through a per-site index;
 * without it (a plain PostgreSQL server), each API instance ranks by BM25 over the site's match index it holds
 * in memory (memory-ranking.ts): the same documents, ranked without word frequencies or the proximity bonus.
 * With pgvector, semantic search uses an HNSW index; without it, each API instance holds the site's passage
 * vectors in memory (match-index/site-passage-vectors.ts) and scores them exactly (linear in the passages).
 */
export interface SearchCapabilities {
  bm25: boolean;
  vector: boolean;
}

export async function detectSearchCapabilities(db: Database): Promise<SearchCapabilities> {
  const rows = await sqlRows<{ extname: string }>(
    db,
    sql`select extname from pg_extension where extname in ('pg_textsearch', 'vector')`,
  );
  const names = new Set(rows.map((row) => row.extname));
  return { bm25: names.has('pg_textsearch'), vector: names.has('vector') };
}
