import type { Asset as PortalAsset } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ReadableAsset } from '../assets/asset-access.js';
import { loadAssetFacts } from '../assets/asset-facts.js';
import { loadPreviews } from '../assets/asset-imagery.js';
import { dashboardAccess } from '../assets/dashboard-access.js';
import { loadInteractionInsights } from '../assets/interaction-insights.js';
import { toPortalAsset } from '../assets/portal-asset.js';
import { pinnedCollectionsSeenBy } from './entity-access.js';

/**
 * The portal model (assets/portal-asset.ts) of a list of assets, in its order, for one user: their facts, previews
 * (only of those the user may open), interaction counts, dashboard access and the collections that pin them, each
 * loaded once for the whole list. Lists of assets (collection assets, asset streams, assets by doc id) answer
 * through it; here, beside the pins, because pins are collections' data.
 */
export async function listedPortalAssets(
  app: FastifyInstance,
  userId: number,
  listed: readonly ReadableAsset[],
): Promise<PortalAsset[]> {
  const ids = listed.map((entry) => entry.asset.assetId);
  const facts = await loadAssetFacts(
    app.db,
    listed.map((entry) => entry.asset),
    userId,
  );
  const previews = await loadPreviews(
    app.db,
    listed.filter((entry) => entry.isAccessible).map((entry) => entry.asset.assetId),
  );
  const insights = await loadInteractionInsights(app.db, ids, userId);
  const dashboards = await dashboardAccess(app.db, userId, listed);
  const pinned = await pinnedCollectionsSeenBy(app.db, userId, ids);
  return listed.map(({ asset, access, isAccessible }) =>
    toPortalAsset(app, {
      asset,
      site: access.site,
      facts: facts.get(asset.assetId)!,
      previews: previews.get(asset.assetId) ?? [],
      insight: insights.get(asset.assetId) ?? null,
      isAccessible,
      hasUserGroupAccess: dashboards.has(asset.assetId),
      pinnedCollectionIds: pinned.get(asset.assetId) ?? [],
    }),
  );
}
