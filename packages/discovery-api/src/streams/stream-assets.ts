import type { Asset as PortalAsset } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assets } from '../db/schema/index.js';
import { listedPortalAssets } from '../entities/listed-portal-assets.js';
import type { SiteAccess } from '../sites/site-access.js';

/** A listed document of a stream: its asset, and whether the user may open it (asset-visibility.ts). */
export interface StreamHit {
  assetId: number;
  accessible: boolean;
}

/**
 * The portal model of the listed assets, in their order, as POST v2/insights/assetsWithDocIds and the collection
 * assets answer them (portal-asset.ts): the thumbnail address of an asset that has a picture (a real thumbnail the
 * home page loads), interaction counts, dashboard access and pins; a private asset the user may not open keeps its
 * title and type only (isAccessible false, no thumbnail). An asset deleted since it was listed is left out.
 */
export async function streamAssets(
  app: FastifyInstance,
  access: SiteAccess,
  hits: readonly StreamHit[],
): Promise<PortalAsset[]> {
  if (hits.length === 0) return [];
  const ids = hits.map((hit) => hit.assetId);
  const rows = new Map(
    (await app.db.select().from(assets).where(inArray(assets.assetId, ids))).map((row) => [row.assetId, row]),
  );
  const listed = hits.flatMap((hit) => {
    const asset = rows.get(hit.assetId);
    return asset ? [{ asset, access, isAccessible: hit.accessible }] : [];
  });
  return listedPortalAssets(app, access.user.userId, listed);
}
