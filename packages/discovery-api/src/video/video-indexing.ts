import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assets, type Asset } from '../db/schema/index.js';
import { isVideo } from '../media/file-types.js';
import { ASSET_STATUS_ID } from '../assets/asset-status.js';

/** Whether the asset is a video: marked as one, or by its file name or content type. */
export const isVideoAsset = (asset: Asset) =>
  asset.isVideo || isVideo(asset.fileName) || (asset.mimeType ?? '').startsWith('video/');

/** Records that video insights were asked for: the asset is marked as a video. Answers the asset as it is now. */
export async function markAsVideo(db: Database, assetId: number): Promise<Asset> {
  const [asset] = await db
    .update(assets)
    .set({ isVideo: true, updated: new Date() })
    .where(eq(assets.assetId, assetId))
    .returning();
  if (!asset) throw new Error(`Marking asset ${assetId} as a video returned no row.`);
  return asset;
}

/**
 * The video state answered by triggerVideoIndexingUploader. The pipeline notes 'Video insights unavailable: …'
 * in the status ('Indexed (<note>)') or the error when it cannot make video imagery; that note is answered as is.
 */
export function videoState(asset: Asset): string {
  const noted = [asset.status, asset.statusError].find((text) => text && /video insights unavailable/i.test(text));
  if (noted) return noted.replace(/^Indexed \((.*)\)$/, '$1');
  if (asset.statusId === ASSET_STATUS_ID.indexed) return 'Indexed';
  if (asset.statusId === ASSET_STATUS_ID.error) return `Error: ${asset.statusError ?? 'processing failed'}`;
  return 'Requested';
}
