import type { MarkUploadedResult } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assets, type Asset } from '../db/schema/index.js';
import { ASSET_STATUS_ID } from '../assets/asset-status.js';
import { markAssetFailed, requeueProcessing, UPLOADED_STATUS } from '../assets/asset-processing.js';
import { blobUrl, storedBlob, type StoredBlob } from '../assets/stored-files.js';

/** The answer of markAsUploaded (@portal/contracts MarkUploadedResult) for an asset as it is now. */
export const toMarkResult = (
  asset: Asset,
  uniqueId: string | null,
  error: string | null = null,
): MarkUploadedResult => ({
  HasError: error !== null,
  Error: error,
  AssetId: asset.assetId,
  DocId: asset.docId,
  UniqueId: uniqueId,
  BlobName: asset.blobName,
  StoragePath: asset.storagePath,
  MimeType: asset.mimeType,
  filesize: asset.fileSize,
  IsVideo: asset.isVideo,
  StatusId: asset.statusId,
  Status: asset.status,
});

/** The stored file when it is the registered one, else why not. */
async function checkStoredFile(
  app: FastifyInstance,
  containerName: string,
  asset: Asset & { blobName: string },
): Promise<{ blob: StoredBlob } | { problem: string }> {
  const blob = await storedBlob(app, containerName, asset.blobName);
  const problem = (text: string) => ({ problem: text });
  if (!blob)
    return problem(
      `The file '${asset.blobName}' is not in the site's storage (container '${containerName}'): upload it before marking it as uploaded.`,
    );
  if (asset.fileSize !== null && blob.size !== asset.fileSize) {
    return problem(
      `The stored file '${asset.blobName}' is ${blob.size} bytes, but ${asset.fileSize} bytes were registered.`,
    );
  }
  if (asset.mimeType !== null && blob.contentType !== asset.mimeType) {
    return problem(
      `The stored file '${asset.blobName}' has the content type '${blob.contentType}', but '${asset.mimeType}' was registered.`,
    );
  }
  return { blob };
}

/**
 * markAsUploaded (spec §4 step 5): checks that the registered file is in the site's main container with the
 * registered size and content type. When it is not, the asset gets status Error (5) with the reason, and
 * the answer says why (ok false). When it is, the storage path (its address without a query string), size
 * and content type are recorded with status Uploaded (2), then processing is queued (3, 'Queued for
 * indexing'), whose status text is answered for the uploader's 'Indexing...'.
 * An asset already being indexed or indexed is answered as it is, so a retried call changes nothing.
 */
export async function markAssetUploaded(
  app: FastifyInstance,
  asset: Asset & { blobName: string },
  containerName: string,
  userId: number,
): Promise<{ ok: boolean; asset: Asset; problem?: string }> {
  if (asset.statusId === ASSET_STATUS_ID.indexing || asset.statusId === ASSET_STATUS_ID.indexed)
    return { ok: true, asset };
  const checked = await checkStoredFile(app, containerName, asset);
  if ('problem' in checked) {
    await markAssetFailed(app, asset.assetId, checked.problem);
    const [failed] = await app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
    return { ok: false, asset: failed ?? asset, problem: checked.problem };
  }
  await app.db
    .update(assets)
    .set({
      statusId: ASSET_STATUS_ID.uploaded,
      status: UPLOADED_STATUS,
      statusError: null,
      storagePath: blobUrl(app, containerName, asset.blobName),
      blobName: asset.blobName,
      fileSize: checked.blob.size,
      mimeType: checked.blob.contentType,
      updatedByUserId: userId,
      updated: new Date(),
    })
    .where(eq(assets.assetId, asset.assetId));
  return { ok: true, asset: await requeueProcessing(app, asset.assetId) };
}
