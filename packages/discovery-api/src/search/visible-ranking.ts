import { and, sql, type SQL } from 'drizzle-orm';
import { contentVisibleCondition, privateAssetsVisibleTo } from '../assets/asset-visibility.js';
import type { SiteAccess } from '../sites/site-access.js';
import { keywordIndexNames, siteCondition } from './keyword-index.js';
import { anyWordQuery } from './keyword-query.js';
import { rankKeyword, type RankedDocument } from './keyword-ranking.js';
import { rankKeywordInMemory } from './memory-ranking.js';
import type { SearchEngine } from './search-engine.js';
import { rankSemantic, type Passage } from './semantic-ranking.js';
import { sqlRows } from '../db/sql-rows.js';

/**
 * A ranked or listed document, with whether the user may see its content. Matching and ranking follow the rule of
 * asset-visibility.ts: a private asset the user may not open is matched by its title only and never by meaning,
 * so neither its text nor its passages can reveal anything.
 */
export interface UserHit {
  assetId: number;
  /** Relevance; undefined for a document listed without ranking (no words, or in date order). */
  score?: number;
  /** False for a private asset the user may not open: its content, thumbnail and file are withheld. */
  accessible: boolean;
}

/** A ranked document, with whether the user may see its content. */
export type RankedUserHit = RankedDocument & UserHit;

/** The query's words as a tsquery: the exact phrase, every word (Azure's searchMode all) or any word. */
export function wordQuery(text: string, phrase: boolean, allWords: boolean): SQL {
  if (phrase) return sql`phraseto_tsquery('public.portal_en', ${text})`;
  if (allWords) return sql`plainto_tsquery('public.portal_en', ${text})`;
  return anyWordQuery(text);
}

/** Documents (alias d) with the words: in their text when the user may see it, in their title otherwise. */
export function wordMatchCondition(access: SiteAccess, words: SQL): SQL {
  const visible = contentVisibleCondition(access);
  return sql`((${visible} and d.tsv @@ ${words}) or (not ${visible} and to_tsvector('public.portal_en', d.title) @@ ${words}))`;
}

export interface UserKeywordRanking {
  access: SiteAccess;
  text: string;
  phrase: boolean;
  /** Every word needed (Azure's searchMode all); otherwise any word. */
  allWords: boolean;
  /** Conditions on search_documents (alias d): the facet selection, or a given filter. */
  conditions: SQL[];
  limit: number;
  /** Score only these documents (a page listed in another order). */
  only?: number[];
}

/**
 * Keyword ranking of the documents the user may open (BM25 over their whole text, keyword-ranking.ts), merged with
 * the private ones they may not, scored by title alone. Without pg_textsearch both are ranked in one pass over the
 * site's match index in memory (memory-ranking.ts), the user's private assets known by id.
 */
export async function rankKeywordForUser(engine: SearchEngine, ranking: UserKeywordRanking): Promise<RankedUserHit[]> {
  if (ranking.limit === 0 || ranking.only?.length === 0) return [];
  const { access, text, phrase, limit } = ranking;
  const siteId = access.site.deploymentIndexId;
  if (!engine.capabilities.bm25) {
    const words = phrase || ranking.allWords ? wordMatchCondition(access, wordQuery(text, phrase, true)) : undefined;
    const filter = and(...ranking.conditions, words);
    return rankKeywordInMemory(engine, {
      siteId,
      text,
      limit,
      access: await privateAssetsVisibleTo(engine.db, access),
      filter,
      only: ranking.only,
      revision: access.revision,
    });
  }
  const visible = contentVisibleCondition(access);
  const only = ranking.only ? sql`d.asset_id in ${ranking.only}` : undefined;
  const allWords = ranking.allWords && !phrase ? sql`d.tsv @@ plainto_tsquery('public.portal_en', ${text})` : undefined;
  const ranked = await rankKeyword(engine, {
    siteId,
    text,
    limit,
    phrase,
    filter: and(visible, ...ranking.conditions, allWords, only),
  });
  const words = wordQuery(text, phrase, ranking.allWords);
  const hidden = access.permissions.accessPrivateAsset
    ? []
    : await rankByTitle(engine, {
        siteId,
        text,
        words,
        filter: and(sql`not ${visible}`, ...ranking.conditions, only) as SQL,
        limit,
      });
  return [
    ...ranked.map((doc) => ({ ...doc, accessible: true })),
    ...hidden.map((doc) => ({ ...doc, accessible: false })),
  ]
    .sort((a, b) => b.score - a.score || a.assetId - b.assetId)
    .slice(0, limit);
}

/** Documents ranked by their title alone (BM25 over the title with pg_textsearch; only used with it). */
async function rankByTitle(
  engine: SearchEngine,
  input: { siteId: number; text: string; words: SQL; filter: SQL; limit: number },
): Promise<RankedDocument[]> {
  const title = sql`to_tsvector('public.portal_en', d.title)`;
  const score = sql`-(d.title <@> to_bm25query(${input.text}, ${keywordIndexNames(input.siteId).title}))`;
  const rows = await sqlRows<{ asset_id: number; score: number }>(
    engine.db,
    sql`select d.asset_id, ${score} as score from search_documents d
        where ${siteCondition(input.siteId)} and ${input.filter} and ${title} @@ ${input.words} order by score desc, d.asset_id limit ${input.limit}`,
  );
  return rows.map((row) => ({ assetId: row.asset_id, score: Number(row.score) }));
}

export interface UserMeaningRanking {
  access: SiteAccess;
  text: string;
  limit: number;
  conditions: SQL[];
  /** Hybrid search: keyword results the user may open, whose passages steer the query (semantic-ranking.ts). */
  feedback?: RankedDocument[];
}

/**
 * Semantic ranking over the passages of documents the user may open. Nothing is checked per passage for a user
 * who sees every document and chose no filter.
 */
export async function rankMeaningForUser(
  engine: SearchEngine,
  ranking: UserMeaningRanking,
): Promise<{ documents: RankedDocument[]; passages: Passage[] }> {
  const { access, conditions } = ranking;
  const options = {
    siteId: access.site.deploymentIndexId,
    text: ranking.text,
    limit: ranking.limit,
    feedback: ranking.feedback,
    revision: access.revision,
  };
  // Without pgvector the passages are scored in memory, where the user's private assets are checked by id.
  if (!engine.capabilities.vector)
    return rankSemantic(engine, {
      ...options,
      filter: conditions.length > 0 ? and(...conditions) : undefined,
      privateAccess: await privateAssetsVisibleTo(engine.db, access),
    });
  const filter =
    access.permissions.accessPrivateAsset && conditions.length === 0
      ? undefined
      : and(contentVisibleCondition(access), ...conditions);
  return rankSemantic(engine, { ...options, filter });
}
