import { sql, type SQL } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows.js';
import { anyWordQuery, feedbackTerms, KEYWORD_RANKING, queryWordGroups } from './keyword-query.js';
import { siteCondition } from './keyword-index.js';
import type { PrivateAccess, WeightedGroup } from './match-index/site-match-index.js';
import type { SearchEngine } from './search-engine.js';

export interface MemoryKeywordRanking {
  siteId: number;
  /** The user's words. */
  text: string;
  limit: number;
  /** Who is looking: null ranks every document by its whole text (see SiteMatchIndex.rankWords). */
  access: PrivateAccess;
  /** Conditions on search_documents (alias d): facets, a given filter, an exact phrase, every word. */
  filter?: SQL;
  /** Only these documents (a page listed in another order). */
  only?: readonly number[];
  /** The database's change revision the request read (db/changes.ts). */
  revision?: number;
}

/** A ranked document, and whether the user may open it (false: ranked by its title alone). */
export interface MemoryRankedDocument {
  assetId: number;
  score: number;
  accessible: boolean;
}

/**
 * Keyword ranking for a database without pg_textsearch (Debian's PostgreSQL): BM25 over the site's match index
 * that each API instance holds in memory (match-index/site-match-index.ts, rankWords), with the title boost and,
 * for descriptive queries, the same pseudo-relevance feedback as the BM25 ranking in the database
 * (keyword-ranking.ts, KEYWORD_RANKING). What it cannot do without word positions is the proximity bonus.
 *
 * It replaces ts_rank_cd, which read and scored the tsvector of every matching document in the database: at
 * 100,000 documents a long query cost about 390 ms of CPU per request, here it is a pass over the query words'
 * postings. A filter is read from the database as the documents with any of the words that it lets through (the
 * words' GIN index and the facets' narrow it), never the site's whole list.
 */
export async function rankKeywordInMemory(
  engine: SearchEngine,
  ranking: MemoryKeywordRanking,
): Promise<MemoryRankedDocument[]> {
  const groups = await queryWordGroups(engine, ranking.text);
  if (groups.length === 0 || ranking.limit <= 0 || ranking.only?.length === 0) return [];
  const index = await engine.matchIndexes.forSite(ranking.siteId, ranking.revision);
  let allowed: Uint8Array | undefined;
  if (ranking.filter) {
    const rows = await sqlRows<{ asset_id: number }>(
      engine.db,
      sql`select d.asset_id from search_documents d where ${siteCondition(ranking.siteId)}
          and d.tsv @@ ${anyWordQuery(ranking.text)} and ${ranking.filter}`,
    );
    allowed = index.maskOf(rows.map((row) => row.asset_id));
  }
  if (ranking.only) {
    const only = index.maskOf(ranking.only);
    if (allowed) for (let ordinal = 0; ordinal < only.length; ordinal += 1) if (!allowed[ordinal]) only[ordinal] = 0;
    allowed = only;
  }
  const rank = (weighted: WeightedGroup[], limit: number) =>
    index
      .rankWords({ groups: weighted, access: ranking.access, allowed, titleWeight: KEYWORD_RANKING.titleWeight, limit })
      .map((hit) => ({ assetId: index.assetIdOf(hit.ordinal), score: hit.score, accessible: hit.visible }));

  const original = groups.map((words) => ({ words, weight: 1 }));
  const terms = groups.flat();
  if (terms.length >= KEYWORD_RANKING.feedbackMinTerms) {
    // Feedback only from documents the user may open: their words must not reveal a private asset's text.
    const feedback = rank(original, KEYWORD_RANKING.feedbackDocuments).filter((doc) => doc.accessible);
    const expansion = feedback.length > 0 ? await feedbackTerms(engine, feedback, new Set(terms)) : [];
    if (expansion.length > 0) {
      return rank(
        [
          ...groups.map((words) => ({ words, weight: KEYWORD_RANKING.originalQueryWeight })),
          ...expansion.map((word) => ({ words: [word], weight: 1 })),
        ],
        ranking.limit,
      );
    }
  }
  return rank(original, ranking.limit);
}
