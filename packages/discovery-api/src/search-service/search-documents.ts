import { and, sql, type SQL } from 'drizzle-orm';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { normaliseQuery } from '../routes/api/v2/search/search-query-rules.js';
import { ensureKeywordIndexes, keywordIndexNames, siteCondition } from '../search/keyword-index.js';
import { anyWordQuery, queryTerms, rankKeyword, type RankedDocument } from '../search/keyword-ranking.js';
import type { SearchEngine } from '../search/search-engine.js';
import { SEMANTIC_WINDOW } from '../search/search-site.js';
import { rankSemantic } from '../search/semantic-ranking.js';
import { sqlRows } from '../search/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { hitRecords } from './document-record.js';
import { collectionKeyCondition, indexSchemaOf, type IndexSchema } from './index-schema.js';
import { compileFilter } from './odata-filter.js';
import { orderBySql, parseFacet, parseOrderBy, parseSelect, type FacetRequest, type OrderClause } from './query-options.js';
import { invalidParameter } from './search-service-error.js';

/** A search of one index, as the REST API takes it (GET query parameters and POST body give the same). */
export interface DocumentSearch {
  search?: string | null;
  searchMode: 'any' | 'all';
  queryType: 'simple' | 'full' | 'semantic';
  filter?: string | null;
  select?: string | null;
  orderby?: string | null;
  facets: string[];
  top: number;
  skip: number;
  count: boolean;
}

/** Azure's response shape: `@odata.count` when asked, `@search.facets` when asked, and `value`. */
export interface DocumentSearchResult {
  '@odata.count'?: number;
  '@search.facets'?: Record<string, { value: unknown; count: number }[]>;
  value: Record<string, unknown>[];
}

interface Hit {
  assetId: number;
  score: number;
  accessible: boolean;
}

/** With no words the newest documents come first, as in the portal's search. */
const NEWEST_FIRST = (schema: IndexSchema): OrderClause[] => parseOrderBy('published_date desc', schema) as OrderClause[];

/**
 * Searches a site's index the way Azure AI Search would, with the portal's own matching and ranking:
 *
 * - `search` empty or `*`: every document (score 1), newest first unless ordered otherwise.
 * - simple/full: keyword search; searchMode any (a document with any of the words) or all (every word); the
 *   whole text in double quotes is an exact phrase. Ranked by BM25 (title boost, proximity), or by $orderby.
 * - semantic: search by meaning (the portal's semantic search: the SEMANTIC_WINDOW nearest documents);
 *   $orderby cannot be combined with it.
 *
 * The private-asset rule applies exactly as in searchSite: a private asset the user may not open is matched
 * by its title only (never by its text or meaning), and its content and description come back null.
 * $filter narrows every mode; counts and facets are over everything that matched.
 */
export async function searchDocuments(engine: SearchEngine, access: SiteAccess, request: DocumentSearch): Promise<DocumentSearchResult> {
  const siteId = access.site.deploymentIndexId;
  await ensureKeywordIndexes(engine.db, siteId, engine.capabilities); // a site with no document yet has none
  const schema = await indexSchemaOf(engine, siteId);
  const filter = request.filter ? compileFilter(request.filter, schema) : undefined;
  const fields = parseSelect(request.select ?? undefined, schema);
  const order = parseOrderBy(request.orderby ?? undefined, schema);
  const facets = request.facets.map((facet) => parseFacet(facet, schema));
  const query = normaliseQuery({ q: request.search ?? '', queryType: request.queryType === 'semantic' ? 'semantic' : 'full' });
  if (query.mode === 'semantic' && order) throw invalidParameter('Invalid expression: $orderby cannot be combined with queryType semantic (results come in order of meaning).', '$orderby');

  const visible = contentVisibleCondition(access);
  const base = and(siteCondition(siteId), filter) as SQL;
  const wanted = request.skip + request.top;
  let matched: SQL;
  let hits: Hit[];

  if (query.text === '') {
    matched = base;
    hits = (await orderedPage(engine, base, order ?? NEWEST_FIRST(schema), request, visible)).map((hit) => ({ ...hit, score: 1 }));
  } else if ((await queryTerms(engine, query.text)).length === 0) {
    // Only stop words or punctuation: nothing to look for.
    matched = sql`false`;
    hits = [];
  } else if (query.mode === 'semantic') {
    const semantic = await rankSemantic(engine, { siteId, text: query.text, limit: SEMANTIC_WINDOW, filter: and(visible, filter) as SQL });
    matched = semantic.documents.length === 0 ? sql`false` : sql`d.asset_id in ${semantic.documents.map((doc) => doc.assetId)}`;
    hits = semantic.documents.slice(request.skip, wanted).map((doc) => ({ ...doc, accessible: true }));
  } else {
    const words = wordQuery(query.text, query.phrase, request.searchMode);
    const title = sql`to_tsvector('public.portal_en', d.title)`;
    const wordMatch = sql`((${visible} and d.tsv @@ ${words}) or (not ${visible} and ${title} @@ ${words}))`;
    matched = and(base, wordMatch) as SQL;
    const ranking = { siteId, text: query.text, phrase: query.phrase, words, visible, filter, allWords: request.searchMode === 'all' && !query.phrase };
    if (order) {
      const page = await orderedPage(engine, matched, order, request, visible);
      const scores = await rankKeywordAndTitles(engine, { ...ranking, limit: page.length, only: page.map((hit) => hit.assetId) });
      const scoreOf = new Map(scores.map((hit) => [hit.assetId, hit.score]));
      hits = page.map((hit) => ({ ...hit, score: scoreOf.get(hit.assetId) ?? 0 }));
    } else {
      hits = (await rankKeywordAndTitles(engine, { ...ranking, limit: wanted })).slice(request.skip, wanted);
    }
  }

  const records = await hitRecords(engine, schema, fields, hits);
  const scoreOf = new Map(hits.map((hit) => [hit.assetId, hit.score]));
  const result: DocumentSearchResult = { value: [] };
  if (request.count) result['@odata.count'] = await countMatches(engine, matched);
  if (facets.length > 0) {
    result['@search.facets'] = {};
    for (const facet of facets) result['@search.facets'][facet.field.name] = await facetValues(engine, facet, matched);
  }
  result.value = records.map(({ assetId, record }) => ({ '@search.score': scoreOf.get(assetId) ?? 0, ...record }));
  return result;
}

/** The query's words as a tsquery: the exact phrase, every word (searchMode all) or any word. */
function wordQuery(text: string, phrase: boolean, searchMode: 'any' | 'all'): SQL {
  if (phrase) return sql`phraseto_tsquery('public.portal_en', ${text})`;
  if (searchMode === 'all') return sql`plainto_tsquery('public.portal_en', ${text})`;
  return anyWordQuery(text);
}

async function orderedPage(engine: SearchEngine, condition: SQL, order: OrderClause[], request: DocumentSearch, visible: SQL): Promise<Omit<Hit, 'score'>[]> {
  if (request.top === 0) return [];
  const rows = await sqlRows<{ asset_id: number; accessible: boolean }>(
    engine.db,
    sql`select d.asset_id, ${visible} as accessible from search_documents d where ${condition}
        order by ${orderBySql(order)} limit ${request.top} offset ${request.skip}`,
  );
  return rows.map((row) => ({ assetId: row.asset_id, accessible: Boolean(row.accessible) }));
}

interface RankingInput {
  siteId: number;
  text: string;
  phrase: boolean;
  words: SQL;
  visible: SQL;
  filter: SQL | undefined;
  allWords: boolean;
  limit: number;
  /** Score only these documents (a page ordered by fields). */
  only?: number[];
}

/**
 * Keyword ranking of the documents the user may open (BM25 over their whole text), merged with the private
 * ones they may not, scored by title alone: searchSite's rule, with the request's $filter and search mode.
 */
async function rankKeywordAndTitles(engine: SearchEngine, input: RankingInput): Promise<Hit[]> {
  if (input.limit === 0) return [];
  const only = input.only ? sql`d.asset_id in ${input.only}` : undefined;
  if (input.only && input.only.length === 0) return [];
  const allWords = input.allWords ? sql`d.tsv @@ plainto_tsquery('public.portal_en', ${input.text})` : undefined;
  const ranked = await rankKeyword(engine, { siteId: input.siteId, text: input.text, limit: input.limit, phrase: input.phrase, filter: and(input.visible, input.filter, allWords, only) as SQL });
  const hidden = await rankByTitle(engine, input, and(sql`not ${input.visible}`, input.filter, only) as SQL);
  return [...ranked.map((doc) => ({ ...doc, accessible: true })), ...hidden.map((doc) => ({ ...doc, accessible: false }))]
    .sort((a, b) => b.score - a.score || a.assetId - b.assetId)
    .slice(0, input.limit);
}

async function rankByTitle(engine: SearchEngine, input: RankingInput, condition: SQL): Promise<RankedDocument[]> {
  const title = sql`to_tsvector('public.portal_en', d.title)`;
  const score = engine.capabilities.bm25
    ? sql`-(d.title <@> to_bm25query(${input.text}, ${keywordIndexNames(input.siteId).title}))`
    : sql`ts_rank_cd(${title}, ${input.words}, 32)`;
  const rows = await sqlRows<{ asset_id: number; score: number }>(
    engine.db,
    sql`select d.asset_id, ${score} as score from search_documents d
        where ${siteCondition(input.siteId)} and ${condition} and ${title} @@ ${input.words} order by score desc, d.asset_id limit ${input.limit}`,
  );
  return rows.map((row) => ({ assetId: row.asset_id, score: Number(row.score) }));
}

async function countMatches(engine: SearchEngine, condition: SQL): Promise<number> {
  const [row] = await sqlRows<{ total: number }>(engine.db, sql`select count(*)::int as total from search_documents d where ${condition}`);
  return row?.total ?? 0;
}

/** A facet's values over the matched documents, sorted as asked, at most `count` of them (0: all). */
async function facetValues(engine: SearchEngine, facet: FacetRequest, matched: SQL): Promise<{ value: unknown; count: number }[]> {
  const field = facet.field;
  const rows =
    field.kind === 'collection'
      ? await sqlRows<{ value: string; count: number }>(
          engine.db,
          sql`select substr(f.k, ${field.name.length + 2}) as value, count(*)::int as count
              from search_documents d, unnest(d.facets) as f(k) where ${matched} and ${collectionKeyCondition(field, sql`f.k`)} group by f.k`,
        )
      : await sqlRows<{ value: unknown; count: number }>(
          engine.db,
          sql`select ${field.column} as value, count(*)::int as count from search_documents d where ${matched} and ${field.column} is not null group by 1`,
        );
  const byValue = (a: { value: unknown }, b: { value: unknown }) => String(a.value).localeCompare(String(b.value));
  const sorted = rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  switch (facet.sort) {
    case 'count':
      sorted.sort((a, b) => b.count - a.count || byValue(a, b));
      break;
    case '-count':
      sorted.sort((a, b) => a.count - b.count || byValue(a, b));
      break;
    case 'value':
      sorted.sort(byValue);
      break;
    case '-value':
      sorted.sort((a, b) => byValue(b, a));
      break;
  }
  return facet.count === 0 ? sorted : sorted.slice(0, facet.count);
}
