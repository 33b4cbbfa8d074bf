import { longestCodesFirst } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { privateAssetsVisibleTo } from '../assets/asset-visibility.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { facetsOf, type FacetField } from './facet-counts.js';
import {
  dateFilterStart,
  FacetQueryError,
  parseFacetQuery,
  selectionConditions,
  type FacetSelection,
} from './facet-query.js';
import { siteCondition } from './keyword-index.js';
import type { DateColumn } from './match-index/site-match-index.js';
import type { SearchEngine } from './search-engine.js';
import type { MatchingPlan, SiteMatching } from './site-matching.js';
import { sqlRows } from '../db/sql-rows.js';
import { wordMatchCondition } from './visible-ranking.js';

/** Matching in the site's match index: for a search filtered by the portal's facet query. */
export interface MemoryMatchingRequest {
  in: 'memory';
  /** The facet query (spec §5); 400 when an item names no facet of the site. */
  facetQuery: string | undefined;
  /** A date to list by, newest first (null: relevance). */
  orderBy: DateColumn | null;
  /** Values listed per facet (most frequent first). */
  valuesPerFacet: number;
}

/**
 * The matched set as ordinals of the site's match index (match-index/), which holds the same records as the
 * database: totals, facet counts and date order over tens of thousands of matches without reading their rows.
 * Totals and facet counts are over everything that matched; a field's own selection does not narrow its own
 * counts (its other values stay selectable, as in the best search products).
 */
export function memoryMatching(
  engine: SearchEngine,
  access: SiteAccess,
  site: { fields: FacetField[]; revision: number },
  request: MemoryMatchingRequest,
): MatchingPlan<number[], DateColumn> {
  const codes = longestCodesFirst(site.fields.map((field) => field.code));
  const selection = parseSelection(request.facetQuery, codes);
  return {
    nothing: () => ({ totalRecords: 0, facets: [], fieldFacets: new Map() }),
    open: async () => openMatching({ engine, access, site, request, codes, selection }),
  };
}

interface MatchingContext {
  engine: SearchEngine;
  access: SiteAccess;
  site: { fields: FacetField[]; revision: number };
  request: MemoryMatchingRequest;
  codes: string[];
  selection: FacetSelection;
}

async function openMatching({
  engine,
  access,
  site,
  request,
  codes,
  selection,
}: MatchingContext): Promise<SiteMatching<number[], DateColumn>> {
  const index = await engine.matchIndexes.forSite(access.site.deploymentIndexId, site.revision);
  const privateAccess = await privateAssetsVisibleTo(engine.db, access);
  const filters = { fields: selection.fields, publishedFrom: dateFilterStart(selection.date)?.getTime() };
  return {
    conditions: selectionConditions(selection),
    allWords: false,
    order: request.orderBy,
    newestFirst: 'published_date',
    ranksOrderedPage: false,
    everything: () => index.all(),
    withWords: async (words) =>
      words.phrase
        ? index.ordinalsOf(await phraseMatches(engine, access, words.text))
        : index.matchWords(words.groups, privateAccess),
    ofDocuments: (assetIds) => index.ordinalsOf(assetIds),
    union: (matched, more) => index.union(matched, more),
    count: async (matched) => {
      const counted = index.count(matched, filters, codes);
      return {
        totalRecords: counted.total,
        facets: facetsOf({
          fields: site.fields,
          selection,
          counts: counted.facets,
          valuesPerFacet: request.valuesPerFacet,
        }),
        fieldFacets: new Map(),
        page: async (column, skip, top) =>
          index
            .newest(counted.passing, column, skip + top)
            .slice(skip)
            .map((ordinal) => ({
              assetId: index.assetIdOf(ordinal),
              accessible: index.visible(ordinal, privateAccess),
            })),
      };
    },
  };
}

function parseSelection(facetQuery: string | undefined, codes: string[]): FacetSelection {
  try {
    return parseFacetQuery(facetQuery, codes);
  } catch (error) {
    if (error instanceof FacetQueryError) throw new HttpError(400, `The request is not valid: ${error.message}`);
    throw error;
  }
}

/** Documents with the exact phrase (the match index holds no word positions). */
async function phraseMatches(engine: SearchEngine, access: SiteAccess, text: string): Promise<number[]> {
  const phrase = sql`phraseto_tsquery('public.portal_en', ${text})`;
  const rows = await sqlRows<{ asset_id: number }>(
    engine.db,
    sql`select d.asset_id from search_documents d where ${siteCondition(access.site.deploymentIndexId)} and ${wordMatchCondition(access, phrase)}`,
  );
  return rows.map((row) => row.asset_id);
}
