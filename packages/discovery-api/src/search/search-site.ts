import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { contentVisibleCondition, privateAssetsVisibleTo } from '../assets/asset-visibility.js';
import { assets, metadataFields, metadataSets, searchDocuments } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { dateFilterStart, longestCodesFirst, parseFacetQuery, type FacetSelection } from './facet-query.js';
import { facetsOf, type FacetField, type SearchFacet } from './facet-counts.js';
import { anyWordQuery, queryWordGroups, rankKeyword, type RankedDocument } from './keyword-ranking.js';
import { ensureKeywordIndexes, keywordIndexNames, siteCondition } from './keyword-index.js';
import { fuseRankings, HYBRID_FEEDBACK_DOCUMENTS, semanticPartOfHybrid } from './hybrid-ranking.js';
import type { DateColumn } from './match-index/site-match-index.js';
import type { SearchEngine } from './search-engine.js';
import { rankSemantic, type Passage } from './semantic-ranking.js';
import { sqlRows } from './sql-rows.js';

export type OrderBy = DateColumn;
export type SiteSearchMode = 'keyword' | 'semantic' | 'hybrid';

export interface SiteSearchRequest {
  siteId: number;
  access: SiteAccess;
  /** The words, already normalised by the query rules (no quotes; '' means everything). */
  text: string;
  mode: SiteSearchMode;
  phrase: boolean;
  orderBy: OrderBy | null;
  page: number;
  pageSize: number;
  /** The facet query (spec §5). */
  filters: string | undefined;
  facetValuesCount: number;
}

export interface SiteSearchHit {
  assetId: number;
  score: number;
  /** False for a private asset the user may not open: its content, thumbnail and file are withheld. */
  accessible: boolean;
}

export interface SiteSearchResult {
  hits: SiteSearchHit[];
  totalRecords: number;
  facets: SearchFacet[];
  facetableFields: string[];
  passages: Passage[];
  /** The query's lexemes in order (for highlights). */
  queryLexemes: string[];
  searchId: string;
}

/**
 * Documents semantic search considers (at most): its result window, over which totals and facets are counted
 * too (two pages of 25). Azure AI Search's semantic ranker also works on the best 50; a deeper window costs
 * every search a longer walk of the vector index (at 100k documents: 100 neighbours ~6 ms, 800 ~75 ms).
 */
export const SEMANTIC_WINDOW = 50;

/**
 * One search of a site, as POST v2/search runs it.
 *
 * What matches: with no words, every document of the site; keyword search, documents with any of the words
 * (all of them next to each other for an exact phrase); semantic search, the SEMANTIC_WINDOW documents whose
 * passages are nearest in meaning; hybrid, both. The facet selection narrows every mode (values of one field
 * are alternatives, fields combine). A private asset the user may not open (asset-visibility.ts) is matched
 * by its title only and never by meaning, so neither its text nor its passages can reveal anything; it is
 * listed, marked not accessible.
 *
 * Order: relevance; with no words, or when asked, a date (newest first). Semantic search ignores the order.
 * Totals and facet counts are over everything that matched; a field's own selection does not narrow its own
 * counts (its other values stay selectable, as in the best search products).
 *
 * Ranking runs in the database (BM25, passage vectors); the matched set, totals, facet counts and date order
 * come from the site's match index in memory (match-index/), which holds the same records.
 */
export async function searchSite(engine: SearchEngine, request: SiteSearchRequest): Promise<SiteSearchResult> {
  const revision = request.access.revision ?? (await engine.changes.read());
  const fields = await facetFieldsOf(engine, request.siteId, revision);
  const codes = longestCodesFirst(fields.map((field) => field.code));
  const facetableFields = fields.map((field) => field.code);
  const selection = parseFacetQuery(request.filters, codes);
  const groups = request.text === '' ? [] : await queryWordGroups(engine, request.text);
  const searchId = randomUUID();
  if (request.text !== '' && groups.length === 0) {
    // Only stop words or punctuation: nothing to look for.
    return { hits: [], totalRecords: 0, facets: [], facetableFields, passages: [], queryLexemes: [], searchId };
  }
  const index = await engine.matchIndexes.forSite(request.siteId, revision);
  // A site that has never indexed a document has no keyword index yet; ranking names it (once per process).
  await ensureKeywordIndexes(engine.db, request.siteId, engine.capabilities);
  const privateAccess = await privateAssetsVisibleTo(engine.db, request.access);
  const visible = contentVisibleCondition(request.access);
  const wanted = request.page * request.pageSize;
  const filters = { fields: selection.fields, publishedFrom: dateFilterStart(selection.date)?.getTime() };

  // With no words, or a keyword search ordered by a date, the order is the date's: nothing to rank.
  const byDate = groups.length === 0 ? (request.orderBy ?? 'published_date') : request.mode === 'keyword' ? request.orderBy : null;
  let matched: number[];
  let hits: SiteSearchHit[] = [];
  let passages: Passage[] = [];
  if (groups.length === 0) {
    matched = index.all();
  } else if (request.mode === 'semantic') {
    const semantic = await rankSemantic(engine, { siteId: request.siteId, text: request.text, limit: SEMANTIC_WINDOW, filter: semanticFilter(request, selection, visible) });
    passages = semantic.passages;
    matched = index.ordinalsOf(semantic.documents.map((doc) => doc.assetId));
    hits = semantic.documents.map((doc) => ({ ...doc, accessible: true }));
  } else {
    const words = request.phrase ? index.ordinalsOf(await phraseMatches(engine, request, visible)) : index.matchWords(groups, privateAccess);
    const keyword = byDate ? [] : await rankVisibleAndTitles(engine, request, selection, visible, request.mode === 'hybrid' ? Math.max(wanted, SEMANTIC_WINDOW) : wanted);
    matched = words;
    hits = keyword;
    if (request.mode === 'hybrid') {
      const feedback = keyword.filter((hit) => hit.accessible).slice(0, HYBRID_FEEDBACK_DOCUMENTS);
      const semantic = await rankSemantic(engine, { siteId: request.siteId, text: request.text, limit: SEMANTIC_WINDOW, filter: semanticFilter(request, selection, visible), feedback });
      passages = semantic.passages;
      const meaning = semanticPartOfHybrid(keyword, semantic.documents, request.phrase);
      const accessible = new Map(keyword.map((hit) => [hit.assetId, hit.accessible]));
      hits = fuseRankings([keyword, meaning], Math.max(wanted, SEMANTIC_WINDOW), [1, engine.embeddings.fusionWeight]).map((doc) => ({ ...doc, accessible: accessible.get(doc.assetId) ?? true }));
      if (!request.phrase) matched = index.union(words, index.ordinalsOf(meaning.map((doc) => doc.assetId)));
    }
  }

  const counted = index.count(matched, filters, codes);
  if (byDate) {
    hits = index.newest(counted.passing, byDate, wanted).map((ordinal) => ({ assetId: index.assetIdOf(ordinal), score: 0, accessible: index.visible(ordinal, privateAccess) }));
  }
  return {
    hits: hits.slice((request.page - 1) * request.pageSize, wanted),
    totalRecords: counted.total,
    facets: facetsOf({ fields, selection, counts: counted.facets, valuesPerFacet: request.facetValuesCount }),
    facetableFields,
    passages,
    queryLexemes: groups.flat(),
    searchId,
  };
}

/** What semantic search must check per passage: nothing for a user who sees every document and chose no facet. */
function semanticFilter(request: SiteSearchRequest, selection: FacetSelection, visible: SQL): SQL | undefined {
  const conditions = selectionConditions(selection);
  return request.access.permissions.accessPrivateAsset && conditions.length === 0 ? undefined : (and(visible, ...conditions) as SQL);
}

/** Documents with the exact phrase: in their text when the user may see it, in their title otherwise. */
async function phraseMatches(engine: SearchEngine, request: SiteSearchRequest, visible: SQL): Promise<number[]> {
  const phrase = sql`phraseto_tsquery('public.portal_en', ${request.text})`;
  const rows = await sqlRows<{ asset_id: number }>(
    engine.db,
    sql`select d.asset_id from search_documents d where ${siteCondition(request.siteId)}
        and ((${visible} and d.tsv @@ ${phrase}) or (not ${visible} and to_tsvector('public.portal_en', d.title) @@ ${phrase}))`,
  );
  return rows.map((row) => row.asset_id);
}

/** Keyword ranking of visible documents, merged with private ones the user may not open, scored by title alone. */
async function rankVisibleAndTitles(engine: SearchEngine, request: SiteSearchRequest, selection: FacetSelection, visible: SQL, limit: number): Promise<SiteSearchHit[]> {
  const filters = selectionConditions(selection);
  const ranked = await rankKeyword(engine, { siteId: request.siteId, text: request.text, limit, phrase: request.phrase, filter: and(visible, ...filters) as SQL });
  const hidden = request.access.permissions.accessPrivateAsset ? [] : await rankByTitle(engine, request, and(sql`not ${visible}`, ...filters) as SQL, limit);
  return [...ranked.map((doc) => ({ ...doc, accessible: true })), ...hidden.map((doc) => ({ ...doc, accessible: false }))]
    .sort((a, b) => b.score - a.score || a.assetId - b.assetId)
    .slice(0, limit);
}

async function rankByTitle(engine: SearchEngine, request: SiteSearchRequest, filter: SQL, limit: number): Promise<RankedDocument[]> {
  const query = request.phrase ? sql`phraseto_tsquery('public.portal_en', ${request.text})` : anyWordQuery(request.text);
  const title = sql`to_tsvector('public.portal_en', d.title)`;
  const score = engine.capabilities.bm25
    ? sql`-(d.title <@> to_bm25query(${request.text}, ${keywordIndexNames(request.siteId).title}))`
    : sql`ts_rank_cd(${title}, ${query}, 32)`;
  const rows = await sqlRows<{ asset_id: number; score: number }>(
    engine.db,
    sql`select d.asset_id, ${score} as score from search_documents d
        where ${siteCondition(request.siteId)} and ${filter} and ${title} @@ ${query} order by score desc, d.asset_id limit ${limit}`,
  );
  return rows.map((row) => ({ assetId: row.asset_id, score: Number(row.score) }));
}

/** The facet selection as conditions on search_documents (alias d), for the rankers' filters. */
export function selectionConditions(selection: FacetSelection): SQL[] {
  const conditions: SQL[] = [];
  for (const [code, values] of selection.fields) {
    const keys = values.map((value) => `${code}_${value}`);
    conditions.push(sql`d.facets && ${sql.param(keys)}::text[]`);
  }
  const start = dateFilterStart(selection.date);
  if (start) conditions.push(sql`d.published_date >= ${start.toISOString()}::timestamptz`);
  return conditions;
}

/**
 * The site's facet fields: the fields of its master metadata set, in their order (content types first if absent).
 * Kept while the database's change revision stands still (given, or read here).
 */
export async function facetFieldsOf(engine: SearchEngine, siteId: number, revision?: number): Promise<FacetField[]> {
  return engine.changes.cached(`facetFields:${siteId}`, revision ?? (await engine.changes.read()), () => readFacetFields(engine, siteId));
}

async function readFacetFields(engine: SearchEngine, siteId: number): Promise<FacetField[]> {
  const rows = await engine.db
    .select({
      code: metadataFields.code,
      name: metadataFields.name,
      groupName: metadataFields.facetGroupName,
      order: metadataFields.order,
      displayInFilter: metadataFields.displayInFilter,
      isMultiple: metadataFields.isMultiple,
    })
    .from(metadataFields)
    .innerJoin(metadataSets, eq(metadataSets.setId, metadataFields.setId))
    .where(and(eq(metadataSets.deploymentIndexId, siteId), eq(metadataSets.isMaster, true)))
    .orderBy(metadataFields.order, metadataFields.fieldId);
  const fields: FacetField[] = rows.map((row) => ({ ...row, groupName: row.groupName ?? 'Content' }));
  // The document type from the storage path is a content type even on a site without a metadata set.
  if (!fields.some((field) => field.code === 'content_types')) {
    fields.unshift({ code: 'content_types', name: 'Content Types', groupName: 'Content', order: 0, displayInFilter: true, isMultiple: true });
  }
  return fields;
}

/** The search record's columns a result shows (not the matched text `body` nor its tsvector, the widest ones). */
const { body: _body, tsv: _tsv, ...SHOWN_COLUMNS } = getTableColumns(searchDocuments);
export type ShownSearchRecord = Omit<typeof searchDocuments.$inferSelect, 'body' | 'tsv'>;

/** The asset's own columns a result shows beside its search record. */
const SHOWN_ASSET_COLUMNS = {
  description: assets.description,
  synopsis: assets.synopsis,
  blobName: assets.blobName,
  storagePath: assets.storagePath,
  externalUrl: assets.externalUrl,
  externalUrlLabel: assets.externalUrlLabel,
  externalUrlAction: assets.externalUrlAction,
  dashboardFilters: assets.dashboardFilters,
  dashboardBookmarks: assets.dashboardBookmarks,
};
export type ShownAsset = { [Key in keyof typeof SHOWN_ASSET_COLUMNS]: (typeof assets.$inferSelect)[Key] };

/** Characters of the text read when no highlight needs the whole of it (the synopsis needs 200). */
const TEXT_START_CHARS = 1000;

/**
 * Search record and asset fields of the page's documents, by asset id. `wholeText` false reads only the start
 * of `content` (enough for a synopsis): the whole text of 25 documents costs ~3 ms at 100k documents, and
 * only highlights and a `select` of content need it.
 */
export async function loadHitRows(engine: SearchEngine, assetIds: number[], wholeText = true) {
  if (assetIds.length === 0) return new Map<number, { document: ShownSearchRecord; asset: ShownAsset }>();
  const columns = wholeText ? SHOWN_COLUMNS : { ...SHOWN_COLUMNS, content: sql<string>`left(${searchDocuments.content}, ${TEXT_START_CHARS})`.as('content') };
  const rows = await engine.db
    .select({ document: columns, asset: SHOWN_ASSET_COLUMNS })
    .from(searchDocuments)
    .innerJoin(assets, eq(assets.assetId, searchDocuments.assetId))
    .where(inArray(searchDocuments.assetId, assetIds));
  return new Map(rows.map((row) => [row.document.assetId, row]));
}
