import type { AssetPreview as AssetPreviewInfo } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { assetPreviews, assets, type Asset, type AssetPreview } from '../db/schema/index.js';

/**
 * An asset's previews (asset_previews), kept in the site's preview container. A preview used as the
 * thumbnail becomes the asset's default preview (DefaultPreviewId) and marks the asset as having a custom
 * preview whose thumbnail is still to be made (customPreviewFileUploaded, hasThumbnailBeenGeneratedForCustomPreview).
 */

/** A preview row as the API answers it (@portal/contracts AssetPreview). */
export const toPreviewInfo = (
  asset: Pick<Asset, 'docId'>,
  preview: AssetPreview,
  defaultPreviewId: number | null,
): AssetPreviewInfo => ({
  assetPreviewId: preview.assetPreviewId,
  assetId: preview.assetId,
  docId: asset.docId,
  containerName: preview.containerName,
  blobName: preview.blobName,
  fileName: preview.fileName,
  mimeType: preview.mimeType,
  useAsThumbnail: preview.useAsThumbnail,
  isDefaultPreview: preview.assetPreviewId === defaultPreviewId,
});

export interface NewPreviewFile {
  containerName: string;
  blobName: string;
  fileName: string;
  mimeType: string;
  useAsThumbnail: boolean;
}

/**
 * Records a stored preview file; the same blob recorded again updates its row instead of adding one.
 * Answers the row and the asset's default preview id afterwards.
 */
async function recordPreview(
  tx: Transaction,
  asset: Asset,
  file: NewPreviewFile,
  userId: number,
): Promise<{ preview: AssetPreview; defaultPreviewId: number | null }> {
  const [existing] = await tx
    .select()
    .from(assetPreviews)
    .where(
      and(
        eq(assetPreviews.assetId, asset.assetId),
        eq(assetPreviews.containerName, file.containerName),
        eq(assetPreviews.blobName, file.blobName),
      ),
    );
  const values = { fileName: file.fileName, mimeType: file.mimeType, useAsThumbnail: file.useAsThumbnail };
  const [preview] = existing
    ? await tx
        .update(assetPreviews)
        .set(values)
        .where(eq(assetPreviews.assetPreviewId, existing.assetPreviewId))
        .returning()
    : await tx
        .insert(assetPreviews)
        .values({ assetId: asset.assetId, containerName: file.containerName, blobName: file.blobName, ...values })
        .returning();
  if (!preview) throw new Error('Recording a preview returned no row.');
  let defaultPreviewId = asset.defaultPreviewId;
  if (file.useAsThumbnail) {
    defaultPreviewId = preview.assetPreviewId;
    await tx
      .update(assets)
      .set({
        defaultPreviewId,
        customPreviewFileUploaded: true,
        hasThumbnailBeenGeneratedForCustomPreview: false,
        updatedByUserId: userId,
        updated: new Date(),
      })
      .where(eq(assets.assetId, asset.assetId));
  }
  return { preview, defaultPreviewId };
}

/**
 * Records a stored preview file in a transaction of its own (recordPreview). With `replaceOthers`, the asset's
 * other previews are removed in the same transaction; their rows are answered as `replaced`, so that the caller
 * can delete their files once it is committed.
 */
export async function addPreview(
  db: Database,
  asset: Asset,
  file: NewPreviewFile,
  userId: number,
  { replaceOthers = false } = {},
): Promise<{ preview: AssetPreview; defaultPreviewId: number | null; replaced: AssetPreview[] }> {
  return db.transaction(async (tx) => {
    const replaced = replaceOthers
      ? await tx
          .delete(assetPreviews)
          .where(and(eq(assetPreviews.assetId, asset.assetId), ne(assetPreviews.blobName, file.blobName)))
          .returning()
      : [];
    const recorded = await recordPreview(tx, asset, file, userId);
    return { ...recorded, replaced };
  });
}

/** The blob names of the asset's previews in the container. */
export async function previewBlobNamesOf(db: Database, assetId: number, containerName: string): Promise<string[]> {
  const rows = await db
    .select({ blobName: assetPreviews.blobName })
    .from(assetPreviews)
    .where(and(eq(assetPreviews.assetId, assetId), eq(assetPreviews.containerName, containerName)));
  return rows.map((row) => row.blobName);
}

/** The names the ingest pipeline gives the imagery it makes in the same folder (process-asset.ts); never given to an uploaded preview. */
export const PIPELINE_IMAGERY_NAMES: readonly string[] = ['thumbnail.webp', 'preview.webp'];

/** The file names of a preview folder that a new preview may not take: those stored, and the pipeline's. */
export const takenPreviewNames = (stored: readonly string[]) => new Set([...PIPELINE_IMAGERY_NAMES, ...stored]);
