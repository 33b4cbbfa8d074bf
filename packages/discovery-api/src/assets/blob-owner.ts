import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetPreviews, assets, assetVersions, type Asset, type DeploymentIndex } from '../db/schema/index.js';

/**
 * The asset a stored file of a site belongs to, or undefined when it belongs to none: in the main
 * container the asset's current file or one of its earlier versions, in the preview container one of its
 * previews. Whoever may read the file is whoever may open that asset (assets/asset-visibility.ts), so a
 * read SAS is signed only through this (routes/api/v2/deployment-indexes/sas-token.ts).
 */
export async function assetOfBlob(
  app: FastifyInstance,
  site: Pick<DeploymentIndex, 'deploymentIndexId' | 'containerName' | 'previewContainerName'>,
  containerName: string,
  blobName: string,
): Promise<Asset | undefined> {
  const ofSite = eq(assets.deploymentIndexId, site.deploymentIndexId);
  if (containerName === site.previewContainerName) {
    const [row] = await app.db
      .select({ asset: assets })
      .from(assetPreviews)
      .innerJoin(assets, eq(assets.assetId, assetPreviews.assetId))
      .where(and(ofSite, eq(assetPreviews.containerName, containerName), eq(assetPreviews.blobName, blobName)))
      .limit(1);
    return row?.asset;
  }
  if (containerName !== site.containerName) return undefined;
  const [current] = await app.db
    .select()
    .from(assets)
    .where(and(ofSite, eq(assets.blobName, blobName)))
    .limit(1);
  if (current) return current;
  // An earlier version keeps the storage path the file had: its URL, whose host may have changed since
  // (the embedded storage listens on a new port at each start), so it is matched by its path.
  const path = new URL(app.blobs.getContainerClient(containerName).getBlobClient(blobName).url).pathname;
  const [version] = await app.db
    .select({ asset: assets })
    .from(assetVersions)
    .innerJoin(assets, eq(assets.assetId, assetVersions.assetId))
    .where(and(ofSite, sql`right(${assetVersions.storagePath}, ${path.length}) = ${path}`))
    .limit(1);
  return version?.asset;
}
