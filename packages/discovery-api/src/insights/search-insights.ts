import { PAGE_SIZES, type SearchInsightsRequest, type SiteSearchInsights } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sqlRows } from '../db/sql-rows.js';
import { EMPTY_SEARCHED_QUERIES, searchedQueryText } from '../search/searched-query.js';
import type { SiteAccess } from '../sites/site-access.js';
import { isLongPeriod, readInsightSearch } from './insight-search.js';
import { periodSearches } from './site-activity.js';

/** A query is listed to users without analyzeInsights only when at least this many people searched it. */
const MIN_SEARCHERS = 2;
const DAY_MS = 86_400_000;

/**
 * POST v2/deploymentIndexes/{indexId}/insights/searches (spec §3 "Search insights: topSearched, totalRequests"): the
 * searches made on the site's search page in the period, how many found nothing, the `top` queries searched most and
 * the `top` that found nothing most often (each query counted once however it was typed, search/searched-query.ts,
 * and shown as typed most; empty and * searches left out) and the searches per week (Monday, UTC) or month. Queries
 * are what people typed and may name a person or a confidential matter: as the built-in searches dashboard does
 * (bi/builtin-dashboards.ts), users who may analyze the site's insights see every query, everyone else only the
 * queries at least two people searched.
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
  const topQueries = async (condition: SQL) => {
    const rows = await sqlRows<{ query: string; n: number }>(
      app.db,
      sql`select mode() within group (order by q.shown) as query, count(*)::int as n
          from (select ${searchedQueryText(sql`s.query`)} as shown, s.user_id from ${searches} and ${condition}) q
          where q.shown not in (${sql.join(
            EMPTY_SEARCHED_QUERIES.map((empty) => sql`${empty}`),
            sql`, `,
          )})
          group by lower(q.shown)
          ${everyQuery ? sql`` : sql`having count(distinct q.user_id) >= ${MIN_SEARCHERS}`}
          order by n desc, lower(q.shown)
          limit ${top}`,
    );
    return rows.map((row) => ({ query: row.query, count: Number(row.n) }));
  };
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
    topSearched: await topQueries(sql`true`),
    topNoResults: await topQueries(sql`s.result_count = 0`),
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
