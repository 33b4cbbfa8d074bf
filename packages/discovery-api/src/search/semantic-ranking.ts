import { sql, type SQL } from 'drizzle-orm';
import { siteCondition } from './keyword-index.js';
import type { RankedDocument } from './keyword-ranking.js';
import type { SearchEngine } from './search-engine.js';
import { sqlRows } from './sql-rows.js';
import { providerLiteral, vectorExpression } from './vector-index.js';

export interface Passage {
  assetId: number;
  chunkId: number;
  text: string;
  similarity: number;
}

export interface SemanticRankOptions {
  siteId: number;
  text: string;
  limit: number;
  /** An extra condition on search_documents (alias d). */
  filter?: SQL;
}

/**
 * Passages looked at per document wanted: several passages of one document often come first. The walk of the
 * HNSW index grows with it (at 100k documents: 200 neighbours ~9 ms, 800 ~75 ms), so it stays small.
 */
const PASSAGES_PER_DOCUMENT = 2;

/**
 * Semantic ranking: the query's embedding against the site's passages (cosine), a document scoring as its
 * best passage. With pgvector the HNSW index is walked with iterative scanning (relaxed order), so a filter
 * on the site or on facets still fills the page; without it the site's passages are scored exactly here.
 * Returns the documents best first and, for answers, the passages that matched best.
 */
export async function rankSemantic(engine: SearchEngine, options: SemanticRankOptions): Promise<{ documents: RankedDocument[]; passages: Passage[] }> {
  const [vector] = await engine.embeddings.embed([options.text]);
  if (!vector || vector.every((value) => value === 0)) return { documents: [], passages: [] };
  const wanted = Math.min(1000, options.limit * PASSAGES_PER_DOCUMENT);
  const passages = engine.capabilities.vector ? await nearestWithIndex(engine, options, vector, wanted) : await nearestExactly(engine, options, vector, wanted);
  const best = new Map<number, number>();
  for (const passage of passages) if (!best.has(passage.assetId)) best.set(passage.assetId, passage.similarity);
  const documents = [...best].map(([assetId, score]) => ({ assetId, score })).slice(0, options.limit);
  return { documents, passages };
}

function documentFilter(options: SemanticRankOptions): SQL {
  return options.filter ? sql`and exists (select 1 from search_documents d where d.asset_id = c.asset_id and ${options.filter})` : sql``;
}

async function nearestWithIndex(engine: SearchEngine, options: SemanticRankOptions, vector: Float32Array, limit: number): Promise<Passage[]> {
  const expression = vectorExpression(engine.embeddings);
  const literal = `[${Array.from(vector).join(',')}]`;
  const target = sql`${literal}::vector(${sql.raw(String(engine.embeddings.dimension))})`;
  return engine.db.transaction(async (tx) => {
    await tx.execute(sql`set local hnsw.iterative_scan = relaxed_order`);
    await tx.execute(sql.raw(`set local hnsw.ef_search = ${Math.max(100, Math.min(1000, limit))}`));
    const rows = (
      (await tx.execute(
        sql`select c.asset_id, c.chunk_id, c.text, 1 - (${expression} <=> ${target}) as similarity from search_chunks c
            where c.provider_id = ${providerLiteral(engine.embeddings)} and ${siteCondition(options.siteId, 'c')} ${documentFilter(options)}
            order by ${expression} <=> ${target} limit ${limit}`,
      )) as unknown as { rows: { asset_id: number; chunk_id: number; text: string; similarity: number }[] }
    ).rows;
    // relaxed_order may return neighbours slightly out of order: sort them exactly.
    return rows.map(toPassage).sort((a, b) => b.similarity - a.similarity);
  });
}

async function nearestExactly(engine: SearchEngine, options: SemanticRankOptions, vector: Float32Array, limit: number): Promise<Passage[]> {
  const rows = await sqlRows<{ asset_id: number; chunk_id: number; text: string; embedding: number[] }>(
    engine.db,
    sql`select c.asset_id, c.chunk_id, c.text, c.embedding from search_chunks c
        where c.provider_id = ${engine.embeddings.id} and ${siteCondition(options.siteId, 'c')} ${documentFilter(options)}`,
  );
  return rows
    .map((row) => ({ asset_id: row.asset_id, chunk_id: row.chunk_id, text: row.text, similarity: dot(vector, row.embedding) }))
    .map(toPassage)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit);
}

function toPassage(row: { asset_id: number; chunk_id: number; text: string; similarity: number }): Passage {
  return { assetId: row.asset_id, chunkId: row.chunk_id, text: row.text, similarity: Number(row.similarity) };
}

function dot(a: Float32Array, b: number[]): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index] as number) * (b[index] ?? 0);
  return sum;
}
