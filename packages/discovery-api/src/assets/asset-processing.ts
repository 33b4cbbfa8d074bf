import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assets, type Asset } from '../db/schema/index.js';
import { ASSET_STATUS_ID, PROCESSING_STEP } from './asset-status.js';
import { queueAssetProcessing } from './queue-asset-processing.js';

/** Status text of an asset whose file is in storage but not yet queued (asset status 2). */
export const UPLOADED_STATUS = 'Uploaded';

/**
 * Queues the asset's processing (statusId 3, 'Queued for indexing', pg-boss job 'process-asset'). When the
 * job cannot be sent, the asset is put back to Uploaded with the reason in statusError, so it does not
 * claim to be queued, and the error goes on to the caller (500).
 */
export async function requeueProcessing(app: FastifyInstance, assetId: number): Promise<Asset> {
  try {
    await queueAssetProcessing(app, assetId);
  } catch (error) {
    await app.db
      .update(assets)
      .set({
        statusId: ASSET_STATUS_ID.uploaded,
        status: UPLOADED_STATUS,
        statusError: `The file could not be queued for indexing: ${(error as Error).message}`,
        updated: new Date(),
      })
      .where(eq(assets.assetId, assetId));
    throw error;
  }
  const [asset] = await app.db.select().from(assets).where(eq(assets.assetId, assetId));
  if (!asset) throw new Error(`Asset ${assetId} disappeared while it was queued.`);
  return asset;
}

/** Marks an asset as failed (statusId 5) with the reason, which stays until it is processed again. */
export async function markAssetFailed(app: FastifyInstance, assetId: number, reason: string): Promise<void> {
  await app.db
    .update(assets)
    .set({ statusId: ASSET_STATUS_ID.error, status: PROCESSING_STEP.failed, statusError: reason, updated: new Date() })
    .where(eq(assets.assetId, assetId));
}

/** Whether the asset's file is in storage (uploaded, being indexed, indexed, or failed after upload). */
export const hasStoredFile = (asset: Asset) =>
  asset.storagePath !== null && asset.statusId !== ASSET_STATUS_ID.registered;
