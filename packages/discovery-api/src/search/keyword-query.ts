import { sql, type SQL } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows.js';
import type { SearchEngine } from './search-engine.js';

/**
 * What both keyword rankers share (BM25 in the database with pg_textsearch, keyword-ranking.ts; BM25 over the match
 * index in memory without it, memory-ranking.ts): the query's words as the database reads them, the ranking's
 * features, and the expansion words of pseudo-relevance feedback.
 */

/** Ranking features, chosen on the Cranfield yardstick and kept general (see bench/search-quality). */
export const KEYWORD_RANKING = {
  /** Documents re-scored with the title and proximity features. */
  rerankDepth: 100,
  /** Weight of the title's own BM25 score added to the body's (title boost). */
  titleWeight: 0.3,
  /** Added per pair of consecutive query words that appears as a phrase in the document. */
  proximityWeight: 0.7,
  /**
   * Query words whose consecutive pairs are looked for (the first ones). Each pair is a term of one SQL sum, and
   * PostgreSQL reads a sum of some 350 terms past its stack depth, where PGlite stops answering altogether: a query
   * of 1,000 characters of one-letter words has 500.
   */
  proximityMaxTerms: 32,
  /** Pseudo-relevance feedback (RM3-like): only for descriptive queries of at least this many words. */
  feedbackMinTerms: 4,
  feedbackDocuments: 8,
  /**
   * Expansion words added. Each one costs the expanded BM25 query a posting list (at 100k documents the hybrid
   * request's p50/p95 over 48 warm requests: 20 words 70/96 ms, 15 words 64/78, 10 words 62/72), while Cranfield
   * barely moves (keyword nDCG@10 / MAP / P@10 / MRR: 20 words 0.383/0.343/0.258/0.562, 15 words
   * 0.377/0.336/0.257/0.555, 10 words 0.378/0.337/0.255/0.564).
   */
  feedbackTerms: 10,
  /** The original query counts this many times in the expanded query. */
  originalQueryWeight: 2,
} as const;

/** The query's lexemes in order (English stems after accent removal, stop words dropped). */
export async function queryTerms(engine: SearchEngine, text: string): Promise<string[]> {
  return (await queryWordGroups(engine, text)).flat();
}

/**
 * The query's lexemes grouped as keyword matching uses them: a document matches with any group, and a group is
 * one word or the parts of a compound ('e-mail' → e-mail, e, mail), all of which it must hold. This is
 * plainto_tsquery with its `&` read as `|` (anyWordQuery), the parts of a compound found anywhere in the document.
 */
export async function queryWordGroups(engine: SearchEngine, text: string): Promise<string[][]> {
  const known = wordGroupsOfText.get(text);
  if (known) return known;
  const [row] = await sqlRows<{ query: string }>(
    engine.db,
    sql`select plainto_tsquery('public.portal_en', ${text})::text as query`,
  );
  const lexemes = (part: string) =>
    [...part.matchAll(/'((?:[^']|'')+)'/g)].map((match) => (match[1] as string).replaceAll("''", "'"));
  const groups = (row?.query ?? '')
    .split(' & ')
    .map(lexemes)
    .filter((group) => group.length > 0);
  if (wordGroupsOfText.size >= REMEMBERED_QUERIES)
    wordGroupsOfText.delete(wordGroupsOfText.keys().next().value as string);
  wordGroupsOfText.set(text, groups);
  return groups;
}

/** Queries whose lexemes are remembered (the search configuration is fixed by the migrations), oldest forgotten first. */
const REMEMBERED_QUERIES = 10_000;
const wordGroupsOfText = new Map<string, string[][]>();

/** Any of the query's words, as a tsquery (the matched set for totals and facets). */
export function anyWordQuery(text: string): SQL {
  return sql`coalesce(nullif(replace(plainto_tsquery('public.portal_en', ${text})::text, ' & ', ' | '), '')::tsquery, ''::tsquery)`;
}

/** The expansion words: stems most shared by the feedback documents, each document counting by its score. */
export async function feedbackTerms(
  engine: SearchEngine,
  feedback: readonly { assetId: number; score: number }[],
  queryWords: Set<string>,
): Promise<string[]> {
  const rows = await sqlRows<{ asset_id: number; lexemes: string[] }>(
    engine.db,
    sql`select asset_id, tsvector_to_array(tsv) as lexemes from search_documents where asset_id in ${feedback.map((doc) => doc.assetId)}`,
  );
  const weightOf = new Map(feedback.map((doc) => [doc.assetId, doc.score]));
  const weights = new Map<string, number>();
  for (const row of rows) {
    const weight = weightOf.get(row.asset_id) ?? 0;
    for (const lexeme of row.lexemes) {
      if (queryWords.has(lexeme) || /^\d/.test(lexeme) || lexeme.length < 3) continue;
      weights.set(lexeme, (weights.get(lexeme) ?? 0) + weight);
    }
  }
  return [...weights]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, KEYWORD_RANKING.feedbackTerms)
    .map(([lexeme]) => lexeme);
}
