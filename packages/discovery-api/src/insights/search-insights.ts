import { PAGE_SIZES, type SearchInsightsRequest, type SiteSearchInsights } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { isLongPeriod, readInsightSearch } from './insight-search.js';
import { periodSearches } from './site-activity.js';

/** A query is listed to users without analyzeInsights only when at least this many people searched it. */
const MIN_SEARCHERS = 2;
const DAY_MS = 86_400_000;

/**
 * POST v2/deploymentIndexes/{indexId}/insights/searches (spec §3 "Search insights: topSearched, totalRequests"): the
 * searches made on the site's search page in the period, how many found nothing, the `top` queries searched most
 * (case and surrounding spaces ignored, shown as most often typed; empty and * searches left out) and the searches per
 * week (Monday, UTC) or month. Queries are what people typed and may name a person or a confidential matter: as the
 * built-in searches dashboard does (bi/builtin-dashboards.ts), users who may analyze the site's insights see every
 * query, everyone else only the queries at least two people searched.
 */
export async function searchInsights(
  app: FastifyInstance,
  access: SiteAccess,
  request: SearchInsightsRequest,
  now = new Date(),
): Promise<SiteSearchInsights> {
  const top = request.top ?? PAGE_SIZES.engagementTop;
  const search = await readInsightSearch(app.searchEngine, access, request.searchParameters, now);
  const interval = request.interval ?? (isLongPeriod(search.selection.date) ? 'month' : 'week');
  const searches = periodSearches(access, search);
  const [totals] = await sqlRows<{ searches: number; no_results: number }>(
    app.db,
    sql`select count(*)::int as searches, (count(*) filter (where s.result_count = 0))::int as no_results from ${searches}`,
  );
  const everyQuery = access.permissions.analyzeInsights;
  const topRows = await sqlRows<{ query: string; n: number }>(
    app.db,
    sql`select mode() within group (order by trim(s.query)) as query, count(*)::int as n from ${searches}
          and trim(s.query) not in ('', '*')
        group by lower(trim(s.query))
        ${everyQuery ? sql`` : sql`having count(distinct s.user_id) >= ${MIN_SEARCHERS}`}
        order by n desc, lower(trim(s.query))
        limit ${top}`,
  );
  const unit = sql.raw(`'${interval}'`);
  const seriesRows = await sqlRows<{ start: string; searches: number; no_results: number }>(
    app.db,
    sql`select to_char(date_trunc(${unit}, s.created at time zone 'UTC'), 'YYYY-MM-DD') as start,
               count(*)::int as searches, (count(*) filter (where s.result_count = 0))::int as no_results
        from ${searches} group by 1`,
  );
  const byStart = new Map(seriesRows.map((row) => [row.start, row]));
  return {
    period: search.period,
    totalRequests: Number(totals?.searches ?? 0),
    noResults: Number(totals?.no_results ?? 0),
    topSearched: topRows.map((row) => ({ query: row.query, count: Number(row.n) })),
    queriesOfOnePersonShown: everyQuery,
    interval,
    series: intervalStarts(search.from, search.to, interval).map((start) => ({
      start,
      searches: Number(byStart.get(start)?.searches ?? 0),
      noResults: Number(byStart.get(start)?.no_results ?? 0),
    })),
  };
}

/** The starts (YYYY-MM-DD, UTC) of every week (from Monday) or month the period touches, oldest first. */
export function intervalStarts(from: Date, to: Date, interval: 'week' | 'month'): string[] {
  const day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const cursor =
    interval === 'week'
      ? new Date(day - ((from.getUTCDay() + 6) % 7) * DAY_MS)
      : new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  const starts: string[] = [];
  while (cursor <= to) {
    starts.push(cursor.toISOString().slice(0, 10));
    if (interval === 'week') cursor.setTime(cursor.getTime() + 7 * DAY_MS);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return starts;
}
