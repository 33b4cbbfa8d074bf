import { and, sql, type SQL } from 'drizzle-orm';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import type { SiteAccess } from '../sites/site-access.js';
import { fieldFacetValues, type FacetValueCount, type FieldFacetRequest } from './field-facets.js';
import { siteCondition } from './keyword-index.js';
import type { SearchEngine } from './search-engine.js';
import type { MatchingPlan, SiteMatching } from './site-matching.js';
import { sqlRows } from '../db/sql-rows.js';
import { wordMatchCondition, wordQuery, type UserHit } from './visible-ranking.js';

/** One clause of an order by fields: a value of search_documents (alias d). */
export interface FieldOrder {
  column: SQL;
  descending: boolean;
}

/** Matching in the database: for a search filtered by any condition (a compiled OData $filter). */
export interface DatabaseMatchingRequest {
  in: 'database';
  /** A condition on search_documents (alias d). */
  where: SQL | undefined;
  orderBy: FieldOrder[] | null;
  /** Keyword matching needs every word, not any. */
  allWords: boolean;
  /** Whether to count the matched documents. */
  count: boolean;
  facets: FieldFacetRequest[];
}

const NEWEST_FIRST: FieldOrder[] = [{ column: sql.raw('d.published_date'), descending: true }];

/**
 * The matched set as a condition on search_documents (alias d), counted, faceted and listed in order by SQL. The
 * words match as in asset-visibility.ts's rule: in the text of a document the user may open, in the title of one
 * they may not.
 */
export function databaseMatching(
  engine: SearchEngine,
  access: SiteAccess,
  request: DatabaseMatchingRequest,
): MatchingPlan<SQL, FieldOrder[]> {
  return {
    nothing: () => ({
      totalRecords: request.count ? 0 : undefined,
      facets: [],
      fieldFacets: new Map(request.facets.map((facet) => [facet.field.name, []])),
    }),
    open: async () => openMatching(engine, access, request),
  };
}

function openMatching(
  engine: SearchEngine,
  access: SiteAccess,
  request: DatabaseMatchingRequest,
): SiteMatching<SQL, FieldOrder[]> {
  const base = and(siteCondition(access.site.deploymentIndexId), request.where) as SQL;
  return {
    conditions: request.where ? [request.where] : [],
    allWords: request.allWords,
    order: request.orderBy,
    newestFirst: NEWEST_FIRST,
    ranksOrderedPage: true,
    everything: () => base,
    withWords: async (words) =>
      and(base, wordMatchCondition(access, wordQuery(words.text, words.phrase, request.allWords))) as SQL,
    ofDocuments: (assetIds) => (assetIds.length === 0 ? sql`false` : sql`d.asset_id in ${assetIds}`),
    union: (matched, more) => sql`(${matched} or ${more})`,
    count: async (matched) => {
      const totalRecords = request.count ? await countMatches(engine, matched) : undefined;
      const fieldFacets = new Map<string, FacetValueCount[]>();
      for (const facet of request.facets)
        fieldFacets.set(facet.field.name, await fieldFacetValues(engine, facet, matched));
      return {
        totalRecords,
        facets: [],
        fieldFacets,
        page: (order, skip, top) => orderedPage(engine, access, matched, order, skip, top),
      };
    },
  };
}

/** ORDER BY for field clauses: nulls first ascending and last descending; the key breaks ties. */
export function orderBySql(clauses: FieldOrder[]): SQL {
  const parts = clauses.map((clause) =>
    clause.descending ? sql`${clause.column} desc nulls last` : sql`${clause.column} asc nulls first`,
  );
  return sql.join([...parts, sql`d.doc_id asc`], sql`, `);
}

async function orderedPage(
  engine: SearchEngine,
  access: SiteAccess,
  matched: SQL,
  order: FieldOrder[],
  skip: number,
  top: number,
): Promise<UserHit[]> {
  if (top === 0) return [];
  const rows = await sqlRows<{ asset_id: number; accessible: boolean }>(
    engine.db,
    sql`select d.asset_id, ${contentVisibleCondition(access)} as accessible from search_documents d where ${matched}
        order by ${orderBySql(order)} limit ${top} offset ${skip}`,
  );
  return rows.map((row) => ({ assetId: row.asset_id, accessible: Boolean(row.accessible) }));
}

async function countMatches(engine: SearchEngine, matched: SQL): Promise<number> {
  const [row] = await sqlRows<{ total: number }>(
    engine.db,
    sql`select count(*)::int as total from search_documents d where ${matched}`,
  );
  return row?.total ?? 0;
}
