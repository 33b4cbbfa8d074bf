import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';
import type { EmbeddingProvider } from './embeddings/index.js';
import type { SearchCapabilities } from './search-capabilities.js';

/**
 * The provider id as an SQL literal. A partial index is only used when the query's predicate is the same
 * literal, so it cannot be a bound parameter; the id comes from configuration and is quoted safely here.
 */
export function providerLiteral(provider: EmbeddingProvider): SQL {
  return sql.raw(`'${provider.id.replaceAll("'", "''")}'`);
}

/** `embedding::vector(<dimension>)`: the expression the HNSW index is built on and queries order by. */
export function vectorExpression(provider: EmbeddingProvider): SQL {
  if (!Number.isSafeInteger(provider.dimension) || provider.dimension <= 0)
    throw new Error(`Bad embedding dimension ${provider.dimension}`);
  return sql.raw(`(embedding::vector(${provider.dimension}))`);
}

const ensured = new WeakMap<Database, Set<string>>();

/** The providers whose HNSW index this process has made sure of (or leaves out for a bulk load), per database. */
function ensuredOf(db: Database): Set<string> {
  const done = ensured.get(db) ?? new Set<string>();
  ensured.set(db, done);
  return done;
}

/** The provider's HNSW index: one per provider, named by a hash of its id. */
function vectorIndexName(provider: EmbeddingProvider): string {
  return `search_chunks_hnsw_${createHash('sha256').update(provider.id).digest('hex').slice(0, 12)}`;
}

/**
 * For a bulk load that has the database to itself (`portal import` into the embedded database): when the load
 * brings at least as many passages as the provider already has, its HNSW index is dropped and left out while the
 * rows go in, and the returned function builds it once over every passage (and must be called, failure or not).
 * Inserting each passage into the graph costs a search of it (Cranfield's 1,400 files: about a third of the whole
 * import's CPU), building once is cheaper. Null when nothing is deferred (no pgvector, or a load smaller than what
 * is there: then the index takes the new passages one by one).
 */
export async function deferVectorIndex(
  db: Database,
  provider: EmbeddingProvider,
  capabilities: SearchCapabilities,
  expectedPassages: number,
): Promise<(() => Promise<void>) | null> {
  if (!capabilities.vector) return null;
  const [row] = await sqlRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from search_chunks where provider_id = ${provider.id}`,
  );
  if (expectedPassages < Number(row?.count ?? 0)) return null;
  const done = ensuredOf(db);
  await db.execute(sql.raw(`drop index if exists ${vectorIndexName(provider)}`));
  done.add(provider.id); // ensureVectorIndex leaves it out until the load ends
  return async () => {
    done.delete(provider.id);
    await ensureVectorIndex(db, provider, capabilities);
  };
}

/**
 * Creates the HNSW index (cosine, m 16, ef_construction 64) for the provider's passages when pgvector is
 * installed: a partial expression index, one per provider, since the dimension follows the provider.
 */
export async function ensureVectorIndex(
  db: Database,
  provider: EmbeddingProvider,
  capabilities: SearchCapabilities,
): Promise<void> {
  if (!capabilities.vector) return;
  const done = ensuredOf(db);
  if (done.has(provider.id)) return;
  await db.execute(
    sql`create index if not exists ${sql.raw(vectorIndexName(provider))} on search_chunks using hnsw (${vectorExpression(provider)} vector_cosine_ops) with (m = 16, ef_construction = 64) where provider_id = ${providerLiteral(provider)}`,
  );
  done.add(provider.id);
}
