import {
  DATE_FILTER_FIELD,
  DATE_FILTERS,
  DEFAULT_INSIGHT_DATE_FILTER,
  escapeFacetValue,
  facetItem,
  longestCodesFirst,
  type DateFilterLabel,
  type Facet,
  type InsightPeriod,
  type InsightSearchParameters,
} from '@portal/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import { HttpError } from '../http/http-error.js';
import type { FacetField } from '../search/facet-counts.js';
import { facetFieldsOf } from '../search/facet-fields.js';
import {
  dateFilterStart,
  FacetQueryError,
  parseFacetQuery,
  selectionConditions,
  type FacetSelection,
} from '../search/facet-query.js';
import { normaliseQuery, type NormalisedQuery } from '../search/query-rules.js';
import type { SearchEngine } from '../search/search-engine.js';
import { searchSite } from '../search/search-site.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * The search a site insight counts over (POST v2/dashboards/{indexId} and POST v2/deploymentIndexes/{indexId}/insights…):
 * POST v2/search's words and facet query, read with the search's own rules (query-rules.ts, facet-query.ts: 400 for
 * an unknown facet or date filter, or a semantic search without words). The date filter of the facet query is the
 * period; without one, the last 3 months (spec §9: "default filter published_date for the last 3 months"). Insights
 * never record a search: they are not searches someone typed.
 */
export interface InsightSearch {
  query: NormalisedQuery;
  /** The facet query as the search runs it: the one given, with the default date filter added when it had none. */
  facetQuery: string;
  /** The field selections, and the date filter applied. */
  selection: FacetSelection & { date: DateFilterLabel };
  period: InsightPeriod;
  /** The period's start and end. */
  from: Date;
  to: Date;
  /** The site's facet fields. */
  fields: FacetField[];
}

export async function readInsightSearch(
  engine: SearchEngine,
  access: SiteAccess,
  parameters: InsightSearchParameters | undefined,
  now = new Date(),
): Promise<InsightSearch> {
  const query = normaliseQuery(parameters ?? {});
  const fields = await facetFieldsOf(engine, access.site.deploymentIndexId, access.revision);
  const given = parameters?.filters ?? '';
  let parsed: FacetSelection;
  try {
    parsed = parseFacetQuery(given, longestCodesFirst(fields.map((field) => field.code)));
  } catch (error) {
    if (error instanceof FacetQueryError)
      throw new HttpError(400, `The request is not valid: searchParameters/${error.message}`);
    throw error;
  }
  const date = parsed.date ?? DEFAULT_INSIGHT_DATE_FILTER;
  const defaultItem = escapeFacetValue(facetItem(DATE_FILTER_FIELD, date));
  const facetQuery = parsed.date ? given : [given, defaultItem].filter((part) => part.trim() !== '').join(',');
  const from = dateFilterStart(date, now) as Date;
  return {
    query,
    facetQuery,
    selection: { ...parsed, date },
    period: { dateFilter: date, from: from.toISOString(), to: now.toISOString() },
    from,
    to: now,
    fields,
  };
}

/** Whether a date filter spans more than 6 months (charts of it step by month rather than by week). */
export function isLongPeriod(label: DateFilterLabel): boolean {
  const filter = DATE_FILTERS.find((candidate) => candidate.label === label);
  return !!filter && 'months' in filter && filter.months > 6;
}

/**
 * The documents the search matches in the period, counted as POST v2/search counts them (the site's match index, the
 * private-asset rule of asset-visibility.ts): the total and every facet of the site with its `valuesPerFacet` most
 * frequent values (a field's own selection does not narrow its own counts).
 */
export async function countInsightSearch(
  engine: SearchEngine,
  access: SiteAccess,
  search: InsightSearch,
  valuesPerFacet: number,
): Promise<{ totalRecords: number; facets: Facet[] }> {
  const result = await searchSite(engine, {
    access,
    text: search.query.text,
    mode: search.query.mode,
    phrase: search.query.phrase,
    matching: { in: 'memory', facetQuery: search.facetQuery, orderBy: null, valuesPerFacet },
    skip: 0,
    top: 0,
    content: false,
    highlights: false,
    answers: false,
  });
  return { totalRecords: result.totalRecords, facets: result.facets };
}

/**
 * The documents the search matches in the period per month of publication (YYYY-MM, UTC): the same search run on the
 * database (database-matching.ts), its documents counted by a month field.
 */
export async function documentsPerMonth(
  engine: SearchEngine,
  access: SiteAccess,
  search: InsightSearch,
): Promise<Map<string, number>> {
  const month = sql`to_char(date_trunc('month', d.published_date at time zone 'UTC'), 'YYYY-MM')`;
  const conditions = selectionConditions(search.selection);
  const result = await searchSite(engine, {
    access,
    text: search.query.text,
    mode: search.query.mode,
    phrase: search.query.phrase,
    matching: {
      in: 'database',
      where: conditions.length > 0 ? (and(...conditions) as SQL) : undefined,
      orderBy: null,
      allWords: false,
      count: false,
      facets: [{ field: { kind: 'scalar', name: 'month', column: month }, count: 0, sort: 'value' }],
    },
    skip: 0,
    top: 0,
    content: false,
    highlights: false,
    answers: false,
  });
  return new Map((result.fieldFacets.get('month') ?? []).map((entry) => [String(entry.value), entry.count]));
}

/** Every month (YYYY-MM, UTC) from the one of `from` to the one of `to`, oldest first. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (cursor <= to) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * The assets the facet query's field selections keep, as a condition on an assets row (alias `alias`): those whose
 * search record has one of the selected values of every selected field; every asset without a selection. The activity
 * figures (views, likes, downloads, shares) are of these assets; the date filter is their period instead.
 */
export function selectedAssetsCondition(search: InsightSearch, alias = 'a'): SQL {
  const conditions = selectionConditions({ fields: search.selection.fields });
  if (conditions.length === 0) return sql`true`;
  return sql`exists (select 1 from search_documents d where d.asset_id = ${sql.raw(alias)}.asset_id and ${and(...conditions)})`;
}
