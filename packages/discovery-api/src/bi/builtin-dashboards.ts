import {
  ACCESS_MESSAGES,
  BUILTIN_DASHBOARD_NAMES,
  BUILTIN_DASHBOARD_WEEKS,
  type BuiltinDashboard,
  type BuiltinDashboardName,
  type EngagementDashboard,
  type SearchesDashboard,
  type UploadsDashboard,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { openableDashboards } from '../assets/dashboard-access.js';
import { HttpError } from '../http/http-error.js';
import { assets } from '../db/schema/index.js';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import type { Database } from '../db/database.js';
import { documentTypeFromStoragePath } from '../media/file-types.js';
import { sqlRows } from '../db/sql-rows.js';
import { EMPTY_SEARCHED_QUERIES, searchedQueryText } from '../search/searched-query.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * The built-in dashboards (ARCHITECTURE §7): the embedded default's counterpart of Power BI and Tableau, charts of
 * the site's own data over the last 12 weeks (this week and the 11 before it, weeks starting on Monday, UTC).
 * - engagement: views, likes, downloads and shares per week (asset_interactions) and the most viewed assets;
 * - uploads: assets added per week (assets.created) and the site's assets by content type;
 * - searches: searches per week (search_report_events of the search page, not the searches that led to a content
 *   page), how many found nothing, and the queries asked most.
 * Titles of assets are only named to users who may open them (the private-asset rule); queries are what people
 * typed, so users without analyzeInsights see only those asked by at least two people (as search-report.ts does).
 */

export const isBuiltinDashboardName = (name: string): name is BuiltinDashboardName =>
  (BUILTIN_DASHBOARD_NAMES as readonly string[]).includes(name);

/** The address of a built-in dashboard in the portal (an asset's external URL, embedded in 'embed' mode). */
export const builtinDashboardUrl = (publicUrl: string, siteId: number, name: BuiltinDashboardName) =>
  `${publicUrl}/sites/${siteId}/dashboards/builtin/${name}`;

/**
 * Who may read a built-in dashboard's data: the roles that may analyze the site's insights (the role table's
 * site.analyzeInsights: site administrators and analysts, portal administrators), and whoever may open, as a dashboard,
 * an asset of the site that shows it (spec §6: dashboard access requires user-group access; assets/dashboard-access.ts),
 * as the asset embed page does. Everyone else who uses the site gets 403: the charts are the site's activity.
 */
export async function requireBuiltinDashboardAccess(
  db: Database,
  access: SiteAccess,
  name: BuiltinDashboardName,
): Promise<void> {
  if (access.abilities.site.has('analyzeInsights')) return;
  const siteId = access.site.deploymentIndexId;
  const showing = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.deploymentIndexId, siteId),
        sql`${assets.externalUrl} ~ ${`/sites/${siteId}/dashboards/builtin/${name}([?#].*)?$`}`,
      ),
    );
  const { dashboards: granted } = await openableDashboards(db, access, showing);
  if (granted.size === 0) throw new HttpError(403, ACCESS_MESSAGES.builtinDashboardDenied);
}

const TITLES: Record<BuiltinDashboardName, string> = {
  engagement: 'Engagement',
  uploads: 'Uploads',
  searches: 'Searches',
};
const TOP_ASSETS = 5;
const TOP_QUERIES = 10;
const MIN_ASKERS = 2;
const DAY_MS = 86_400_000;

/** The Mondays (UTC, YYYY-MM-DD) of the charted weeks, oldest first. */
export function chartedWeeks(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: BUILTIN_DASHBOARD_WEEKS }, (_, i) =>
    new Date(monday - (BUILTIN_DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The week (its Monday, UTC) of a timestamp column, as SQL. */
const weekOf = (column: string) => sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);

export async function builtinDashboard(
  db: Database,
  access: SiteAccess,
  name: BuiltinDashboardName,
  now = new Date(),
): Promise<BuiltinDashboard> {
  const weeks = chartedWeeks(now);
  const window = { weeks, from: `${weeks[0]}T00:00:00Z` };
  const head = {
    title: TITLES[name],
    siteName: access.site.name,
    generatedAt: now.toISOString(),
  };
  if (name === 'engagement') return { name, ...head, ...(await engagement(db, access, window)) };
  if (name === 'uploads') return { name, ...head, ...(await uploads(db, access, window)) };
  return { name, ...head, ...(await searches(db, access, window)) };
}

interface Window {
  weeks: string[];
  /** The start of the first week, ISO. */
  from: string;
}

type Figures<T> = Omit<T, 'name' | 'title' | 'siteName' | 'generatedAt'>;

/** One entry per week with every figure at 0, filled from rows of (week, figure, count). */
function weeklySeries<Key extends string>(
  weeks: string[],
  keys: readonly Key[],
  rows: { week: string; key: string; n: number }[],
): ({ week: string } & Record<Key, number>)[] {
  const byWeek = new Map<string, Record<string, number>>(
    weeks.map((week) => [week, Object.fromEntries(keys.map((key) => [key, 0]))]),
  );
  for (const row of rows) {
    const entry = byWeek.get(row.week);
    if (entry && (keys as readonly string[]).includes(row.key)) entry[row.key] = Number(row.n);
  }
  return weeks.map((week) => ({ week, ...byWeek.get(week) }) as { week: string } & Record<Key, number>);
}

function totalsOf<Key extends string>(series: Record<Key, number>[], keys: readonly Key[]): Record<Key, number> {
  return Object.fromEntries(keys.map((key) => [key, series.reduce((sum, entry) => sum + entry[key], 0)])) as Record<
    Key,
    number
  >;
}

const ENGAGEMENT_KEYS = ['views', 'likes', 'downloads', 'shares'] as const;
const KIND_KEYS: Record<string, (typeof ENGAGEMENT_KEYS)[number]> = {
  view: 'views',
  like: 'likes',
  download: 'downloads',
  share: 'shares',
};

async function engagement(db: Database, access: SiteAccess, window: Window): Promise<Figures<EngagementDashboard>> {
  const siteId = access.site.deploymentIndexId;
  const rows = await sqlRows<{ week: string; kind: string; n: number }>(
    db,
    sql`select ${weekOf('i.created')} as week, i.kind::text as kind, count(*)::int as n
        from asset_interactions i join assets a on a.asset_id = i.asset_id
        where a.deployment_index_id = ${siteId} and i.created >= ${window.from}::timestamptz
        group by 1, 2`,
  );
  const series = weeklySeries(
    window.weeks,
    ENGAGEMENT_KEYS,
    rows.map((row) => ({ week: row.week, key: KIND_KEYS[row.kind] ?? row.kind, n: row.n })),
  );
  const top = await sqlRows<{ doc_id: string; title: string; views: number }>(
    db,
    sql`select d.doc_id, d.title, count(*)::int as views
        from asset_interactions i
        join (select asset_id, doc_id, title, asset_visibility = 'Private' as is_private
              from assets where deployment_index_id = ${siteId}) d on d.asset_id = i.asset_id
        where i.kind = 'view' and i.created >= ${window.from}::timestamptz and ${contentVisibleCondition(access)}
        group by d.asset_id, d.doc_id, d.title
        order by views desc, d.title, d.asset_id
        limit ${TOP_ASSETS}`,
  );
  return {
    series,
    totals: totalsOf(series, ENGAGEMENT_KEYS),
    top: top.map((row) => ({ docId: row.doc_id, title: row.title, views: Number(row.views) })),
  };
}

async function uploads(db: Database, access: SiteAccess, window: Window): Promise<Figures<UploadsDashboard>> {
  const siteId = access.site.deploymentIndexId;
  const rows = await sqlRows<{ week: string; n: number }>(
    db,
    sql`select ${weekOf('created')} as week, count(*)::int as n from assets
        where deployment_index_id = ${siteId} and created >= ${window.from}::timestamptz group by 1`,
  );
  const series = weeklySeries(
    window.weeks,
    ['uploads'] as const,
    rows.map((row) => ({ ...row, key: 'uploads' })),
  );
  const [total] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from assets where deployment_index_id = ${siteId}`,
  );
  // Content types as search has them (documents/search-document.ts contentTypesOf): the chosen content_types
  // values, else the document type of the file's first folder.
  const chosen = await sqlRows<{ content_type: string; n: number }>(
    db,
    sql`select v.value as content_type, count(distinct a.asset_id)::int as n
        from assets a
        join asset_field_values af on af.asset_id = a.asset_id
        join metadata_field_values v on v.field_value_id = af.field_value_id and not v.soft_deleted
        join metadata_fields f on f.field_id = v.field_id and f.code = 'content_types'
        where a.deployment_index_id = ${siteId}
        group by v.value`,
  );
  const byFolder = await sqlRows<{ folder: string; n: number }>(
    db,
    sql`select split_part(a.blob_name, '/', 1) as folder, count(*)::int as n
        from assets a
        where a.deployment_index_id = ${siteId} and position('/' in coalesce(a.blob_name, '')) > 0
          and not exists (
            select 1 from asset_field_values af
            join metadata_field_values v on v.field_value_id = af.field_value_id and not v.soft_deleted
            join metadata_fields f on f.field_id = v.field_id and f.code = 'content_types'
            where af.asset_id = a.asset_id)
        group by 1`,
  );
  const counts = new Map<string, number>();
  const add = (contentType: string | undefined, n: number) => {
    if (contentType) counts.set(contentType, (counts.get(contentType) ?? 0) + Number(n));
  };
  for (const row of chosen) add(row.content_type, row.n);
  for (const row of byFolder) add(documentTypeFromStoragePath(`${row.folder}/file`), row.n);
  return {
    series,
    totals: { uploads: totalsOf(series, ['uploads'] as const).uploads, assets: Number(total?.n ?? 0) },
    top: [...counts]
      .map(([contentType, count]) => ({ contentType, count }))
      .sort((a, b) => b.count - a.count || a.contentType.localeCompare(b.contentType, 'en')),
  };
}

async function searches(db: Database, access: SiteAccess, window: Window): Promise<Figures<SearchesDashboard>> {
  const siteId = access.site.deploymentIndexId;
  // The search page's searches; those recorded with a content-page view (asset_id set) are not searches again.
  const ofSite = sql`deployment_index_id = ${siteId} and asset_id is null and created >= ${window.from}::timestamptz`;
  const rows = await sqlRows<{ week: string; searches: number; no_results: number }>(
    db,
    sql`select ${weekOf('created')} as week, count(*)::int as searches,
               (count(*) filter (where result_count = 0))::int as no_results
        from search_report_events where ${ofSite} group by 1`,
  );
  const series = weeklySeries(
    window.weeks,
    ['searches', 'noResults'] as const,
    rows.flatMap((row) => [
      { week: row.week, key: 'searches', n: row.searches },
      { week: row.week, key: 'noResults', n: row.no_results },
    ]),
  );
  const totals = totalsOf(series, ['searches', 'noResults'] as const);
  const siteWide = access.permissions.analyzeInsights;
  const top = await sqlRows<{ query: string; n: number }>(
    db,
    // One query however it was typed (search/searched-query.ts), shown as it was typed most.
    sql`select mode() within group (order by q.shown) as query, count(*)::int as n
        from (select ${searchedQueryText(sql`query`)} as shown, user_id from search_report_events where ${ofSite}) q
        where q.shown not in (${sql.join(
          EMPTY_SEARCHED_QUERIES.map((empty) => sql`${empty}`),
          sql`, `,
        )})
        group by lower(q.shown)
        ${siteWide ? sql`` : sql`having count(distinct q.user_id) >= ${MIN_ASKERS}`}
        order by n desc, lower(q.shown)
        limit ${TOP_QUERIES}`,
  );
  return {
    series,
    totals,
    noResultsShare: totals.searches === 0 ? null : totals.noResults / totals.searches,
    top: top.map((row) => ({ query: row.query, count: Number(row.n) })),
  };
}
