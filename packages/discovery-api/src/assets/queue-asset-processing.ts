import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assets } from '../db/schema/index.js';
import { ASSET_STATUS_ID, PROCESSING_STEP } from './asset-status.js';

/** The pg-boss queue of the ingest pipeline; the worker is registered by the search plugin. */
export const PROCESS_ASSET_QUEUE = 'process-asset';

export interface ProcessAssetJob {
  assetId: number;
}

/** Retries of a failed step: three more tries, 10 s, 20 s, 40 s apart. */
export const PROCESS_ASSET_RETRIES = { retryLimit: 3, retryDelay: 10, retryBackoff: true } as const;

/**
 * Queues the processing (type detection, text, imagery, passages, embeddings, index) of an asset whose file
 * is in blob storage, and marks it 'Indexing' / 'Queued for indexing' at once so the uploader can show it.
 * A second call for an asset already waiting in the queue adds nothing (pg-boss singleton key).
 */
export async function queueAssetProcessing(app: FastifyInstance, assetId: number): Promise<void> {
  await app.db
    .update(assets)
    .set({ statusId: ASSET_STATUS_ID.indexing, status: PROCESSING_STEP.queued, statusError: null, updated: new Date() })
    .where(eq(assets.assetId, assetId));
  // A job whose worker died is run again once it expires (config jobExpireSeconds), as one of its retries.
  await app.jobs.send(PROCESS_ASSET_QUEUE, { assetId } satisfies ProcessAssetJob, {
    ...PROCESS_ASSET_RETRIES,
    expireInSeconds: app.config.jobExpireSeconds,
    singletonKey: String(assetId),
  });
}
