import { sql, type SQL } from 'drizzle-orm';
import { keywordIndexNames, siteCondition } from './keyword-index.js';
import type { SearchEngine } from './search-engine.js';
import { sqlRows } from '../db/sql-rows.js';
import { feedbackTerms, KEYWORD_RANKING, queryTerms } from './keyword-query.js';
import { rankKeywordInMemory } from './memory-ranking.js';

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

/**
 * Keyword ranking. With pg_textsearch: BM25 over the site's index of title, description, metadata and text;
 * for descriptive queries (four words or more) the query is expanded with the words most shared by its eight
 * best documents (pseudo-relevance feedback, weighted by their scores: long questions describe a topic in
 * other words than its documents do); the best hundred are then re-scored with a title boost and a bonus for
 * consecutive query words found next to each other. Without pg_textsearch: BM25 over the site's match index in
 * memory (memory-ranking.ts).
 */
export async function rankKeyword(engine: SearchEngine, options: KeywordRankOptions): Promise<RankedDocument[]> {
  const terms = await queryTerms(engine, options.text);
  if (terms.length === 0) return [];
  if (!engine.capabilities.bm25) {
    const filter = options.phrase || options.filter ? whereClause(options) : undefined;
    const ranked = await rankKeywordInMemory(engine, { ...options, access: null, filter });
    return ranked.map(({ assetId, score }) => ({ assetId, score }));
  }
  const conditions = whereClause(options);

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
