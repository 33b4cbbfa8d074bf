import { sql, type SQL } from 'drizzle-orm';
import { keywordIndexNames, siteCondition } from './keyword-index.js';
import type { SearchEngine } from './search-engine.js';
import { sqlRows } from '../db/sql-rows.js';

export interface RankedDocument {
  assetId: number;
  score: number;
}

export interface KeywordRankOptions {
  siteId: number;
  /** The user's words (no quotes: an exact phrase is asked for with `phrase`). */
  text: string;
  /** How many to return, best first. */
  limit: number;
  /** Only documents with all these words in this order (exact phrase), on top of the ranking. */
  phrase?: boolean;
  /** An extra condition on search_documents (alias d): facets, dates, access. */
  filter?: SQL;
}

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

/**
 * Keyword ranking. With pg_textsearch: BM25 over the site's index of title, description, metadata and text;
 * for descriptive queries (four words or more) the query is expanded with the words most shared by its eight
 * best documents (pseudo-relevance feedback, weighted by their scores: long questions describe a topic in
 * other words than its documents do); the best hundred are then re-scored with a title boost and a bonus for
 * consecutive query words found next to each other. Without pg_textsearch: ts_rank_cd over any query word.
 */
export async function rankKeyword(engine: SearchEngine, options: KeywordRankOptions): Promise<RankedDocument[]> {
  const terms = await queryTerms(engine, options.text);
  if (terms.length === 0) return [];
  const conditions = whereClause(options);
  if (!engine.capabilities.bm25) return rankWithTsRank(engine, options, conditions);

  const depth = Math.max(options.limit, KEYWORD_RANKING.rerankDepth);
  let ranked: RankedDocument[] | undefined;
  if (terms.length >= KEYWORD_RANKING.feedbackMinTerms) {
    // The first ranking only chooses the feedback documents, so it asks for those alone (a row pg_textsearch
    // returns is a row it scores again for the select list).
    const feedback = await bm25(engine, options.siteId, options.text, conditions, KEYWORD_RANKING.feedbackDocuments);
    const expansion = feedback.length > 0 ? await feedbackTerms(engine, feedback, new Set(terms)) : [];
    if (expansion.length > 0) {
      const expanded = [...Array<string>(KEYWORD_RANKING.originalQueryWeight).fill(options.text), ...expansion].join(
        ' ',
      );
      ranked = await bm25(engine, options.siteId, expanded, conditions, depth);
    } else if (feedback.length < KEYWORD_RANKING.feedbackDocuments) {
      ranked = feedback; // every match is already there
    }
  }
  ranked ??= await bm25(engine, options.siteId, options.text, conditions, depth);
  const reranked = await rerank(engine, options, ranked.slice(0, KEYWORD_RANKING.rerankDepth), terms);
  return [...reranked, ...ranked.slice(KEYWORD_RANKING.rerankDepth)].slice(0, options.limit);
}

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

function whereClause(options: KeywordRankOptions): SQL {
  const parts = [siteCondition(options.siteId)];
  if (options.phrase) parts.push(sql`d.tsv @@ phraseto_tsquery('public.portal_en', ${options.text})`);
  if (options.filter) parts.push(options.filter);
  return sql.join(parts, sql` and `);
}

async function bm25(
  engine: SearchEngine,
  siteId: number,
  text: string,
  conditions: SQL,
  limit: number,
): Promise<RankedDocument[]> {
  const index = keywordIndexNames(siteId).body;
  const rows = await sqlRows<{ asset_id: number; score: number }>(
    engine.db,
    sql`select d.asset_id, d.body <@> to_bm25query(${text}, ${index}) as score from search_documents d
        where ${conditions} order by d.body <@> to_bm25query(${text}, ${index}) limit ${limit}`,
  );
  // pg_textsearch scores are negative (lower is better) and documents without any query word score 0.
  return rows.filter((row) => row.score < 0).map((row) => ({ assetId: row.asset_id, score: -row.score }));
}

/** The expansion words: stems most shared by the feedback documents, each document counting by its score. */
async function feedbackTerms(
  engine: SearchEngine,
  feedback: RankedDocument[],
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

/** Title boost and proximity bonus for the best documents, computed in the database on those rows only. */
async function rerank(
  engine: SearchEngine,
  options: KeywordRankOptions,
  head: RankedDocument[],
  terms: string[],
): Promise<RankedDocument[]> {
  if (head.length === 0) return head;
  const titleIndex = keywordIndexNames(options.siteId).title;
  const pairs = terms
    .slice(0, KEYWORD_RANKING.proximityMaxTerms)
    .slice(1)
    .map(
      (term, index) =>
        sql`(s.tsv @@ (quote_literal(${terms[index]})::tsquery <-> quote_literal(${term})::tsquery))::int`,
    );
  const proximity = pairs.length > 0 ? sql.join(pairs, sql` + `) : sql`0`;
  // The inner query reads each tsvector once (`|| ''` makes an in-memory copy; `offset 0` keeps the planner from
  // folding it back), where every pair would otherwise fetch the stored value again: ~40% less for 7 pairs.
  const rows = await sqlRows<{ asset_id: number; title_score: number; pairs: number }>(
    engine.db,
    sql`select s.asset_id, s.title_score, ${proximity} as pairs from (
          select d.asset_id, d.title <@> to_bm25query(${options.text}, ${titleIndex}) as title_score${pairs.length > 0 ? sql`, d.tsv || ''::tsvector as tsv` : sql``}
          from search_documents d where ${siteCondition(options.siteId)} and d.asset_id in ${head.map((doc) => doc.assetId)} offset 0) s`,
  );
  const features = new Map(rows.map((row) => [row.asset_id, row]));
  return head
    .map((doc) => {
      const feature = features.get(doc.assetId);
      const title = feature ? -feature.title_score : 0;
      const bonus = feature ? Number(feature.pairs) : 0;
      return {
        assetId: doc.assetId,
        score: doc.score + KEYWORD_RANKING.titleWeight * title + KEYWORD_RANKING.proximityWeight * bonus,
      };
    })
    .sort((a, b) => b.score - a.score || a.assetId - b.assetId);
}

async function rankWithTsRank(
  engine: SearchEngine,
  options: KeywordRankOptions,
  conditions: SQL,
): Promise<RankedDocument[]> {
  const query = anyWordQuery(options.text);
  const rows = await sqlRows<{ asset_id: number; score: number }>(
    engine.db,
    sql`select d.asset_id, ts_rank_cd(d.tsv, ${query}, 32) + 0.5 * ts_rank_cd(to_tsvector('public.portal_en', d.title), ${query}, 32) as score
        from search_documents d where ${conditions} and d.tsv @@ ${query} order by score desc, d.asset_id limit ${options.limit}`,
  );
  return rows.map((row) => ({ assetId: row.asset_id, score: Number(row.score) }));
}
