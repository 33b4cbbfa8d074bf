import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
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
  const done = ensured.get(db) ?? new Set<string>();
  ensured.set(db, done);
  if (done.has(provider.id)) return;
  const suffix = createHash('sha256').update(provider.id).digest('hex').slice(0, 12);
  await db.execute(
    sql`create index if not exists ${sql.raw(`search_chunks_hnsw_${suffix}`)} on search_chunks using hnsw (${vectorExpression(provider)} vector_cosine_ops) with (m = 16, ef_construction = 64) where provider_id = ${providerLiteral(provider)}`,
  );
  done.add(provider.id);
}
