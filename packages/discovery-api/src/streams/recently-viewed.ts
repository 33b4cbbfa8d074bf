import { RECENTLY_VIEWED_MAX, type RecentlyViewed } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { sqlRows } from '../db/sql-rows.js';
import { siteCondition } from '../search/keyword-index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { streamAssets } from './stream-assets.js';

/**
 * GET v2/assetStreams/{indexId}/recentlyViewed: the site's documents the user viewed (the views the content page
 * records, assets/asset-interactions.ts), each once, the last viewed first, at most RECENTLY_VIEWED_MAX — only those
 * still in the site's index that the user may still open (a private asset whose access was taken away since drops
 * out), as the portal asset model the streams answer. Nobody else's views, ever.
 */
export async function recentlyViewed(app: FastifyInstance, access: SiteAccess): Promise<RecentlyViewed> {
  // contentVisibleCondition reads the search record as `d` (its asset_id and is_private).
  const rows = await sqlRows<{ asset_id: number; viewed: Date | string }>(
    app.db,
    sql`select d.asset_id, max(i.created) as viewed
        from asset_interactions i join search_documents d on d.asset_id = i.asset_id
        where i.user_id = ${access.user.userId} and i.kind = 'view'
          and ${siteCondition(access.site.deploymentIndexId)} and ${contentVisibleCondition(access)}
        group by d.asset_id
        order by viewed desc, d.asset_id desc
        limit ${RECENTLY_VIEWED_MAX}`,
  );
  const viewed = new Map(rows.map((row) => [Number(row.asset_id), new Date(row.viewed).toISOString()]));
  const assets = await streamAssets(
    app,
    access,
    rows.map((row) => ({ assetId: Number(row.asset_id), accessible: true })),
  );
  return {
    deploymentIndexId: access.site.deploymentIndexId,
    items: assets.map((asset) => ({ viewed: viewed.get(asset.assetId)!, asset })),
  };
}
