import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { selectedAssetsCondition, type InsightSearch } from './insight-search.js';

/**
 * What people did on a site in an insight's period: their interactions with its assets (asset_interactions: views,
 * likes, downloads, shares; only the assets the facet query selects, when it selects values) and the searches of its
 * search page (search_report_events without an asset: those recorded with a content-page view are not searches again,
 * as in bi/builtin-dashboards.ts).
 */

export const INTERACTION_TOTALS = { view: 'views', like: 'likes', download: 'downloads', share: 'shares' } as const;
export type InteractionKind = keyof typeof INTERACTION_TOTALS;
export type InteractionTotals = Record<(typeof INTERACTION_TOTALS)[InteractionKind], number>;

/** The interactions of the period with the site's selected assets (alias i, joined to the assets row a). */
export function periodInteractions(access: SiteAccess, search: InsightSearch): SQL {
  return sql`asset_interactions i join assets a on a.asset_id = i.asset_id
    where a.deployment_index_id = ${access.site.deploymentIndexId}
      and i.created >= ${search.from.toISOString()}::timestamptz and i.created <= ${search.to.toISOString()}::timestamptz
      and ${selectedAssetsCondition(search, 'a')}`;
}

/** The searches of the site's search page in the period. */
export function periodSearches(access: SiteAccess, search: InsightSearch): SQL {
  return sql`search_report_events s
    where s.deployment_index_id = ${access.site.deploymentIndexId} and s.asset_id is null
      and s.created >= ${search.from.toISOString()}::timestamptz and s.created <= ${search.to.toISOString()}::timestamptz`;
}

export async function interactionTotals(
  db: Database,
  access: SiteAccess,
  search: InsightSearch,
): Promise<InteractionTotals> {
  const rows = await sqlRows<{ kind: InteractionKind; n: number }>(
    db,
    sql`select i.kind::text as kind, count(*)::int as n from ${periodInteractions(access, search)} group by i.kind`,
  );
  const totals: InteractionTotals = { views: 0, likes: 0, downloads: 0, shares: 0 };
  for (const row of rows) if (row.kind in INTERACTION_TOTALS) totals[INTERACTION_TOTALS[row.kind]] = Number(row.n);
  return totals;
}

/** The searches of the period, and the people behind those searches or the interactions counted. */
export async function searchesAndActiveUsers(
  db: Database,
  access: SiteAccess,
  search: InsightSearch,
): Promise<{ searches: number; activeUsers: number }> {
  const [searches] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${periodSearches(access, search)}`,
  );
  const [users] = await sqlRows<{ n: number }>(
    db,
    sql`select count(distinct user_id)::int as n from (
          select i.user_id from ${periodInteractions(access, search)}
          union select s.user_id from ${periodSearches(access, search)}) people
        where user_id is not null`,
  );
  return { searches: Number(searches?.n ?? 0), activeUsers: Number(users?.n ?? 0) };
}
