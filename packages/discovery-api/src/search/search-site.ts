import { randomUUID } from 'node:crypto';
import { longestCodesFirst, type SearchAnswer } from '@portal/contracts';
import type { SiteAccess } from '../sites/site-access.js';
import { answersOf } from './answers.js';
import { databaseMatching, type DatabaseMatchingRequest } from './database-matching.js';
import { facetFieldsOf } from './facet-fields.js';
import { fuseHybrid, HYBRID_FEEDBACK_DOCUMENTS } from './hybrid-ranking.js';
import { ensureKeywordIndexes } from './keyword-index.js';
import { queryWordGroups } from './keyword-query.js';
import { memoryMatching, type MemoryMatchingRequest } from './memory-matching.js';
import type { SearchMode } from './rank-site.js';
import { loadResultRows, resultRecord, type RecordOptions, type ResultRecord } from './result-records.js';
import type { SearchEngine } from './search-engine.js';
import type { Passage } from './semantic-ranking.js';
import type { MatchCounts, MatchingPlan, QueryWords, SiteMatching } from './site-matching.js';
import { rankKeywordForUser, rankMeaningForUser, type UserHit } from './visible-ranking.js';

/**
 * Documents semantic search considers (at most): its result window, over which totals and facets are counted
 * too (two pages of 25). Azure AI Search's semantic ranker also works on the best 50; a deeper window costs
 * every search a longer walk of the vector index (at 100k documents: 100 neighbours ~6 ms, 800 ~75 ms).
 */
export const SEMANTIC_WINDOW = 50;

/** One search of a site, by one user. */
export interface SiteSearchRequest {
  access: SiteAccess;
  /** The words, already normalised by the query rules (query-rules.ts: no quotes; '' means everything). */
  text: string;
  mode: SearchMode;
  phrase: boolean;
  /** Where the matched set is found, with what filters it, the order asked for, and the facets wanted. */
  matching: MemoryMatchingRequest | DatabaseMatchingRequest;
  /** The page: documents left out before it, and documents on it. */
  skip: number;
  top: number;
  /** Whether each listed document carries its whole text (`content`). */
  content: boolean;
  /** Whether keyword matches carry highlights, and the search answers (semantic and hybrid). */
  highlights: boolean;
  answers: boolean;
  /** The address browsers reach a listed file at (the record's storage_path); none without it. */
  fileUrl?: RecordOptions['fileUrl'];
}

/** A listed document. */
export interface SearchHit extends UserHit {
  record: ResultRecord;
  /** Fragments of its text around the query's words (<em>-marked, HTML-escaped), for a document the user may open. */
  highlights?: string[];
}

export interface SiteSearchResult extends MatchCounts {
  hits: SearchHit[];
  /** The site's facet field codes. */
  facetableFields: string[];
  answers: SearchAnswer[];
  /** The passages that matched best (semantic and hybrid search), best first. */
  passages: Passage[];
  searchId: string;
}

/**
 * One search of a site: what POST v2/search, the facet graph and the Azure-style search service run.
 *
 * What matches: with no words, every document of the site; keyword search, documents with any of the words
 * (every word when asked; all of them next to each other for an exact phrase); semantic search, the
 * SEMANTIC_WINDOW documents whose passages are nearest in meaning; hybrid, both. The filter narrows every mode.
 * A private asset the user may not open (asset-visibility.ts) is matched by its title only and never by meaning
 * (visible-ranking.ts), and listed with its title, type and dates only (result-records.ts).
 *
 * Order: relevance; with no words, or when asked in keyword search, the order asked for (newest first by
 * default). Semantic and hybrid search come in order of relevance.
 *
 * Ranking runs in the database (BM25, passage vectors); the matched set, totals, facets and listing in order
 * come from the site's match index in memory for the portal's facet query (memory-matching.ts), or from the
 * database for a search filtered by a condition (database-matching.ts).
 */
export async function searchSite(
  engine: SearchEngine,
  request: SiteSearchRequest & { matching: MemoryMatchingRequest },
): Promise<SiteSearchResult & { totalRecords: number }>;
export async function searchSite(engine: SearchEngine, request: SiteSearchRequest): Promise<SiteSearchResult>;
export async function searchSite(engine: SearchEngine, request: SiteSearchRequest): Promise<SiteSearchResult> {
  const siteId = request.access.site.deploymentIndexId;
  const revision = request.access.revision ?? (await engine.changes.read());
  const fields = await facetFieldsOf(engine, siteId, revision);
  const site = { fields, revision };
  const facetableFields = fields.map((field) => field.code);
  return request.matching.in === 'memory'
    ? searchWith(engine, request, facetableFields, memoryMatching(engine, request.access, site, request.matching))
    : searchWith(engine, request, facetableFields, databaseMatching(engine, request.access, request.matching));
}

async function searchWith<Matched, Order>(
  engine: SearchEngine,
  request: SiteSearchRequest,
  facetableFields: string[],
  plan: MatchingPlan<Matched, Order>,
): Promise<SiteSearchResult> {
  const groups = request.text === '' ? [] : await queryWordGroups(engine, request.text);
  const searchId = randomUUID();
  if (request.text !== '' && groups.length === 0) {
    // Only stop words or punctuation: nothing to look for.
    return { hits: [], ...plan.nothing(), facetableFields, answers: [], passages: [], searchId };
  }
  const matching = await plan.open();
  // A site that has never indexed a document has no keyword index yet; ranking names it (once per process).
  await ensureKeywordIndexes(engine.db, request.access.site.deploymentIndexId, engine.capabilities);
  const words: QueryWords = { text: request.text, groups, phrase: request.phrase };
  const order =
    groups.length === 0 ? (matching.order ?? matching.newestFirst) : request.mode === 'keyword' ? matching.order : null;
  const { matched, ranked, passages } = await matchAndRank(engine, request, matching, words, order !== null);

  const counted = await matching.count(matched);
  const { page, ...counts } = counted;
  let hits: UserHit[] = ranked.slice(request.skip, request.skip + request.top);
  if (order !== null) {
    hits = await page(order, request.skip, request.top);
    if (groups.length > 0 && matching.ranksOrderedPage) hits = await withScores(engine, request, matching, hits);
  }

  const listed = await recordsAndHighlights(engine, request, hits, {
    codes: longestCodesFirst(facetableFields),
    lexemes: groups.flat(),
  });
  const docIdOf = new Map(listed.map((hit) => [hit.assetId, hit.record.fields.doc_id]));
  return {
    hits: listed,
    ...counts,
    facetableFields,
    answers: request.answers ? answersOf(passages, docIdOf, request.text) : [],
    passages,
    searchId,
  };
}

/**
 * The listed documents with their records (those whose record has gone in the meantime left out) and, for keyword
 * matches the user may open, the highlights of their text.
 */
async function recordsAndHighlights(
  engine: SearchEngine,
  request: SiteSearchRequest,
  hits: UserHit[],
  query: { codes: string[]; lexemes: string[] },
): Promise<SearchHit[]> {
  const highlighted = request.highlights && request.text !== '' && request.mode !== 'semantic';
  const rows = await loadResultRows(
    engine,
    hits.map((hit) => hit.assetId),
    highlighted || request.content,
  );
  const options = { codes: query.codes, content: request.content, fileUrl: request.fileUrl };
  const listed = hits.flatMap((hit) => {
    const row = rows.get(hit.assetId);
    return row
      ? [{ hit: { ...hit, record: resultRecord(row, hit.accessible, options) }, text: row.document.content }]
      : [];
  });
  if (!highlighted) return listed.map(({ hit }) => hit);
  const texts = new Map(
    listed.flatMap(({ hit, text }) => (hit.accessible && text ? [[hit.assetId, text] as const] : [])),
  );
  const highlights = await engine.highlighter.fragments(texts, query.lexemes, request.phrase);
  return listed.map(({ hit }) =>
    highlights.has(hit.assetId) ? { ...hit, highlights: highlights.get(hit.assetId) } : hit,
  );
}

/** The matched set, and the ranking of what matched (none when the documents are listed in another order). */
async function matchAndRank<Matched, Order>(
  engine: SearchEngine,
  request: SiteSearchRequest,
  matching: SiteMatching<Matched, Order>,
  words: QueryWords,
  ordered: boolean,
): Promise<{ matched: Matched; ranked: UserHit[]; passages: Passage[] }> {
  const { access, text, phrase } = request;
  const conditions = matching.conditions;
  if (words.groups.length === 0) return { matched: matching.everything(), ranked: [], passages: [] };
  if (request.mode === 'semantic') {
    const semantic = await rankMeaningForUser(engine, { access, text, limit: SEMANTIC_WINDOW, conditions });
    const ranked = semantic.documents.map((doc) => ({ ...doc, accessible: true }));
    return {
      matched: matching.ofDocuments(semantic.documents.map((doc) => doc.assetId)),
      ranked,
      passages: semantic.passages,
    };
  }
  const wanted = request.skip + request.top;
  const matched = await matching.withWords(words);
  const limit = request.mode === 'hybrid' ? Math.max(wanted, SEMANTIC_WINDOW) : wanted;
  const keyword = ordered
    ? []
    : await rankKeywordForUser(engine, { access, text, phrase, allWords: matching.allWords, conditions, limit });
  if (request.mode === 'keyword') return { matched, ranked: keyword, passages: [] };

  const feedback = keyword.filter((hit) => hit.accessible).slice(0, HYBRID_FEEDBACK_DOCUMENTS);
  const semantic = await rankMeaningForUser(engine, { access, text, limit: SEMANTIC_WINDOW, conditions, feedback });
  const fused = fuseHybrid(keyword, semantic.documents, {
    phrase,
    limit,
    meaningWeight: engine.embeddings.fusionWeight,
  });
  const accessible = new Map(keyword.map((hit) => [hit.assetId, hit.accessible]));
  return {
    matched: phrase ? matched : matching.union(matched, matching.ofDocuments(fused.meaning.map((doc) => doc.assetId))),
    ranked: fused.documents.map((doc) => ({ ...doc, accessible: accessible.get(doc.assetId) ?? true })),
    passages: semantic.passages,
  };
}

/** A page listed in another order than relevance, each document with its relevance score (0 when it has none). */
async function withScores<Matched, Order>(
  engine: SearchEngine,
  request: SiteSearchRequest,
  matching: SiteMatching<Matched, Order>,
  hits: UserHit[],
): Promise<UserHit[]> {
  const { access, text, phrase } = request;
  const only = hits.map((hit) => hit.assetId);
  const scores = await rankKeywordForUser(engine, {
    access,
    text,
    phrase,
    allWords: matching.allWords,
    conditions: matching.conditions,
    limit: hits.length,
    only,
  });
  const scoreOf = new Map(scores.map((hit) => [hit.assetId, hit.score]));
  return hits.map((hit) => ({ ...hit, score: scoreOf.get(hit.assetId) ?? 0 }));
}
