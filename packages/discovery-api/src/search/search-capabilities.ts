import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';

/**
 * What the database offers search. With pg_textsearch, keyword ranking is BM25 through a per-site index;
 * without it (a plain PostgreSQL server), ranking falls back to ts_rank_cd over the tsvector (cover density:
 * rewards terms that occur close together), which ranks worse but finds the same documents.
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
