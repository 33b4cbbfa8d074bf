import { PAGE_SIZES, type SiteEngagementInsights, type SiteInsightsRequest } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { readInsightSearch, type InsightSearch } from './insight-search.js';
import { interactionTotals, periodInteractions, type InteractionKind } from './site-activity.js';

type EngagedAsset = SiteEngagementInsights['topViewed'][number];

/**
 * POST v2/deploymentIndexes/{indexId}/insights/engagement (spec §3: topLiked, topViewed, topDownloaded and totals, as
 * the collection insights; §9: engagement top list 10): the interactions of the period with the site's assets (those
 * the facet query selects, when it selects values). Totals count every interaction; a top list names an asset only to
 * a user who may open it (the private-asset rule of asset-visibility.ts, as bi/builtin-dashboards.ts does): a private
 * asset they may not open is left out of their lists, its title never shown.
 */
export async function engagementInsights(
  app: FastifyInstance,
  access: SiteAccess,
  request: SiteInsightsRequest,
  now = new Date(),
): Promise<SiteEngagementInsights> {
  const top = request.top ?? PAGE_SIZES.engagementTop;
  const search = await readInsightSearch(app.searchEngine, access, request.searchParameters, now);
  return {
    period: search.period,
    totals: await interactionTotals(app.db, access, search),
    topViewed: await topAssets(app, access, search, 'view', top),
    topLiked: await topAssets(app, access, search, 'like', top),
    topDownloaded: await topAssets(app, access, search, 'download', top),
  };
}

async function topAssets(
  app: FastifyInstance,
  access: SiteAccess,
  search: InsightSearch,
  kind: InteractionKind,
  top: number,
): Promise<EngagedAsset[]> {
  // contentVisibleCondition reads the asset as `d` (asset_id, is_private).
  const rows = await sqlRows<{ asset_id: number; doc_id: string; title: string; n: number }>(
    app.db,
    sql`select a.asset_id, a.doc_id, a.title, count(*)::int as n
        from ${periodInteractions(access, search)} and i.kind::text = ${kind}
          and exists (select 1 from (select a.asset_id, a.asset_visibility = 'Private' as is_private) d
                      where ${contentVisibleCondition(access)})
        group by a.asset_id, a.doc_id, a.title
        order by n desc, a.title, a.asset_id
        limit ${top}`,
  );
  return rows.map((row) => ({
    assetId: Number(row.asset_id),
    docId: row.doc_id,
    title: row.title,
    count: Number(row.n),
  }));
}
