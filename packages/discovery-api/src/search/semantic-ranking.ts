import { sql, type SQL } from 'drizzle-orm';
import { HNSW_SESSION_EF_SEARCH } from '../db/open-database.js';
import { siteCondition } from './keyword-index.js';
import type { RankedDocument } from './keyword-ranking.js';
import type { SearchEngine } from './search-engine.js';
import { sqlRows } from '../db/sql-rows.js';
import type { NearPassage, SitePassageVectors } from './match-index/site-passage-vectors.js';
import type { PrivateAccess, SiteMatchIndex } from './match-index/site-match-index.js';
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
  /**
   * Without pgvector, who is looking (asset-visibility.ts): a private asset outside the set has its passages left
   * out in memory, where `filter` would otherwise carry the rule. Null or absent: no such check.
   */
  privateAccess?: PrivateAccess;
  /** The database's change revision the request read (db/changes.ts). */
  revision?: number;
  /**
   * Documents believed relevant (hybrid search: the keyword ranking's best, all visible to the user): the
   * query's vector moves toward the mean of their passages (Rocchio feedback), so meaning search looks where
   * the words already found good documents.
   */
  feedback?: RankedDocument[];
}

/**
 * Passages returned for answers, best first, with their text. Only these texts are read: the ranking itself
 * needs ids and similarities alone (a hybrid request looks at 100 passages).
 */
export const ANSWER_PASSAGES = 10;

/** Rocchio weight of the feedback documents' centroid beside the query (both unit length). */
export const FEEDBACK_WEIGHT = 0.75;

/**
 * Passages looked at per document wanted: several passages of one document often come first. The walk of the
 * HNSW index grows with it (at 100k documents: 200 neighbours ~9 ms, 800 ~75 ms), so it stays small.
 */
const PASSAGES_PER_DOCUMENT = 2;

/**
 * Semantic ranking: the query's embedding against the site's passages (cosine), a document scoring as its
 * best passage. With pgvector the HNSW index is walked with iterative scanning (relaxed order), so a filter
 * on the site or on facets still fills the page; without it the site's passage vectors held in memory are scored exactly.
 * Returns the documents best first and, for answers, the ANSWER_PASSAGES passages that matched best.
 */
export async function rankSemantic(
  engine: SearchEngine,
  options: SemanticRankOptions,
): Promise<{ documents: RankedDocument[]; passages: Passage[] }> {
  const [queryVector] = await engine.embeddings.embed([options.text]);
  if (!queryVector || queryVector.every((value) => value === 0)) return { documents: [], passages: [] };
  // Without pgvector the site's passage vectors are held in memory beside its match index (match-index/), read once
  // for the whole ranking.
  const held = engine.capabilities.vector
    ? null
    : await engine.matchIndexes.passageVectors(options.siteId, options.revision);
  const vector = options.feedback?.length
    ? await towardFeedback(engine, held?.vectors ?? null, queryVector, options.feedback)
    : queryVector;
  const wanted = Math.min(1000, options.limit * PASSAGES_PER_DOCUMENT);
  const nearest = engine.capabilities.vector
    ? await nearestWithIndex(engine, options, vector, wanted)
    : await nearestInMemory(engine, held, options, vector, wanted);
  const best = new Map<number, number>();
  for (const passage of nearest) if (!best.has(passage.assetId)) best.set(passage.assetId, passage.similarity);
  const documents = [...best].map(([assetId, score]) => ({ assetId, score })).slice(0, options.limit);
  return { documents, passages: await withTexts(engine, nearest.slice(0, ANSWER_PASSAGES)) };
}

async function withTexts(engine: SearchEngine, passages: NearPassage[]): Promise<Passage[]> {
  if (passages.length === 0) return [];
  const rows = await sqlRows<{ chunk_id: number; text: string }>(
    engine.db,
    sql`select chunk_id, text from search_chunks where chunk_id = any(${sql.param(passages.map((passage) => passage.chunkId))}::int[])`,
  );
  const texts = new Map(rows.map((row) => [row.chunk_id, row.text]));
  return passages.map((passage) => ({ ...passage, text: texts.get(passage.chunkId) ?? '' }));
}

function documentFilter(options: SemanticRankOptions): SQL {
  return options.filter
    ? sql`and exists (select 1 from search_documents d where d.asset_id = c.asset_id and ${options.filter})`
    : sql``;
}

async function nearestWithIndex(
  engine: SearchEngine,
  options: SemanticRankOptions,
  vector: Float32Array,
  limit: number,
): Promise<NearPassage[]> {
  const expression = vectorExpression(engine.embeddings);
  const literal = `[${Array.from(vector).join(',')}]`;
  const target = sql`${literal}::vector(${sql.raw(String(engine.embeddings.dimension))})`;
  const query = sql`select c.asset_id, c.chunk_id, 1 - (${expression} <=> ${target}) as similarity from search_chunks c
      where c.provider_id = ${providerLiteral(engine.embeddings)} and ${siteCondition(options.siteId, 'c')} ${documentFilter(options)}
      order by ${expression} <=> ${target} limit ${limit}`;
  // The connection's own settings walk the index with iterative scanning and HNSW_SESSION_EF_SEARCH candidates
  // (db/open-database.ts); a deeper search raises the candidates for its own transaction only.
  const rows =
    limit <= HNSW_SESSION_EF_SEARCH
      ? await sqlRows<PassageRow>(engine.db, query)
      : await engine.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local hnsw.ef_search = ${Math.min(1000, limit)}`));
          return ((await tx.execute(query)) as unknown as { rows: PassageRow[] }).rows;
        });
  // relaxed_order may return neighbours slightly out of order: sort them exactly.
  return rows.map(toPassage).sort((a, b) => b.similarity - a.similarity);
}

/**
 * Without pgvector: the site's passage vectors held in memory beside its match index (match-index/), scored
 * exactly; a filter is read as the ids of the documents it lets through, the user's private assets are checked in
 * the match index (for a passage that would be kept only).
 */
async function nearestInMemory(
  engine: SearchEngine,
  held: { index: SiteMatchIndex; vectors: SitePassageVectors } | null,
  options: SemanticRankOptions,
  vector: Float32Array,
  limit: number,
): Promise<NearPassage[]> {
  if (!held) return [];
  const { vectors } = held;
  const allowed = options.filter
    ? new Set(
        (
          await sqlRows<{ asset_id: number }>(
            engine.db,
            sql`select d.asset_id from search_documents d where ${siteCondition(options.siteId)} and ${options.filter}`,
          )
        ).map((row) => row.asset_id),
      )
    : undefined;
  const { privateAccess } = options;
  const index = privateAccess ? held.index : undefined;
  if (!allowed && !index) return vectors.nearest(vector, limit);
  return vectors.nearest(
    vector,
    limit,
    (assetId) => (!allowed || allowed.has(assetId)) && (!index || index.assetVisible(assetId, privateAccess ?? null)),
  );
}

/** The query vector plus FEEDBACK_WEIGHT times the centroid of the feedback documents' passages (each document counting once). */
async function towardFeedback(
  engine: SearchEngine,
  held: SitePassageVectors | null,
  query: Float32Array,
  feedback: RankedDocument[],
): Promise<Float32Array> {
  const assetIds = feedback.map((doc) => doc.assetId);
  const rows = held
    ? [...held.vectorsOf(assetIds)].flatMap(([assetId, vectors]) =>
        vectors.map((embedding) => ({ asset_id: assetId, embedding })),
      )
    : await sqlRows<{ asset_id: number; embedding: number[] }>(
        engine.db,
        sql`select asset_id, embedding from search_chunks where provider_id = ${engine.embeddings.id} and asset_id = any(${sql.param(assetIds)}::int[])`,
      );
  const byDocument = new Map<number, Float32Array>();
  for (const row of rows) {
    const sum = byDocument.get(row.asset_id) ?? new Float32Array(query.length);
    byDocument.set(row.asset_id, sum);
    const vector = unit(Float32Array.from(row.embedding));
    for (let index = 0; index < sum.length; index += 1) sum[index] = (sum[index] as number) + (vector[index] ?? 0);
  }
  if (byDocument.size === 0) return query;
  const centroid = new Float32Array(query.length);
  for (const sum of byDocument.values()) {
    const vector = unit(sum);
    for (let index = 0; index < centroid.length; index += 1)
      centroid[index] = (centroid[index] as number) + (vector[index] as number);
  }
  const direction = unit(centroid);
  return unit(unit(query).map((value, index) => value + FEEDBACK_WEIGHT * (direction[index] as number)));
}

function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

interface PassageRow {
  asset_id: number;
  chunk_id: number;
  similarity: number;
}

function toPassage(row: PassageRow): NearPassage {
  return { assetId: row.asset_id, chunkId: row.chunk_id, similarity: Number(row.similarity) };
}
