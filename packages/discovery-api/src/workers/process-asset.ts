import type { BlobServiceClient } from '@azure/storage-blob';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { assetPreviews, assets, deploymentIndexes } from '../db/schema/index.js';
import { indexSearchRecord } from '../search/index-search-record.js';
import type { SearchEngine } from '../search/search-engine.js';
import { storedFileProperties } from '../blob/served-file-headers.js';
import { detectFileType, extractText } from '../media/extract/index.js';
import { makeImagery, type RenderedImage } from '../media/imagery/make-imagery.js';
import { ASSET_STATUS_ID, PROCESSING_STEP } from '../assets/asset-status.js';
import { searchRecordOfAsset } from '../search/search-record-of-asset.js';
import { notifyProcessingFailed } from './notify-processing-failed.js';
import { AssetProcessingError, failureReason, isLastingFailure } from './processing-failure.js';

export interface PipelineDependencies {
  engine: SearchEngine;
  blobs: BlobServiceClient;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The largest file the pipeline reads into memory (1 GB); larger files are indexed by their metadata only. */
export const MAX_PROCESSED_BYTES = 1024 * 1024 * 1024;

/** A try of a processing run. */
export interface ProcessingTry {
  /** How many more times the job queue will try after this one (0, the default, when called outside the queue). */
  triesLeft?: number;
}

/**
 * The file's bytes, given by a caller that has just stored them itself, with the headers of their detected type
 * (storedFileProperties): the command line's import (cli/import-folder.ts). The file is then not read back from
 * storage, and no step is written to the asset's status on the way (an import prints its own progress, file by file):
 * three storage calls and four statements fewer per file. What gets indexed is the same.
 */
export interface StoredFile {
  bytes: Uint8Array;
}

/**
 * This try failed and the job queue will try again: the asset says so ('Trying again after an error', the reason in
 * statusError) and no one is told yet. The queue's worker throws it on, so that the queue retries.
 */
export class ProcessingWillBeRetried extends Error {}

/**
 * Processes one asset whose file is in the site's main container: detects the real file type, extracts the
 * text, makes the thumbnail and preview (stored in the site's preview container), splits and embeds the
 * passages and writes the search record. Each step is written to the asset's `status` as it starts, so the
 * uploader can show it; nothing already searchable is lost on failure (the record is replaced in one transaction).
 *
 * A failure ends the run unless the job queue has tries left and another try may mend it (processing-failure.ts:
 * an unreadable file or a missing one ends it at once), in which case ProcessingWillBeRetried is thrown. A run that
 * ends in error sets statusId Error with the reason in plain words in `statusError` (the details go to the log),
 * tells the uploader once (notify-processing-failed.ts), and throws the failure again.
 */
export async function processAsset(
  deps: PipelineDependencies,
  assetId: number,
  run: ProcessingTry = {},
  given?: StoredFile,
): Promise<{ passages: number; note?: string }> {
  const { db } = deps.engine;
  const setStep = async (step: string) => {
    if (given) return;
    await db
      .update(assets)
      .set({ statusId: ASSET_STATUS_ID.indexing, status: step, statusError: null })
      .where(eq(assets.assetId, assetId));
  };
  try {
    const [row] = await db
      .select({ asset: assets, site: deploymentIndexes })
      .from(assets)
      .innerJoin(deploymentIndexes, eq(deploymentIndexes.deploymentIndexId, assets.deploymentIndexId))
      .where(eq(assets.assetId, assetId));
    if (!row) throw new AssetProcessingError(`Asset ${assetId} does not exist.`);
    const { asset, site } = row;
    if (!asset.blobName) throw new AssetProcessingError(`${asset.originalFileName} has no file in storage yet.`);

    await setStep(PROCESSING_STEP.detecting);
    const blob = deps.blobs.getContainerClient(site.containerName).getBlobClient(asset.blobName);
    const properties = given
      ? undefined
      : await blob.getProperties().catch((error: unknown) => {
          const status = (error as { statusCode?: number }).statusCode;
          // A missing file stays missing; storage that did not answer may answer the next try (its details go to the log).
          if (status === 404)
            throw new AssetProcessingError(
              `${asset.originalFileName} is not in storage (${site.containerName}/${asset.blobName}): no such file.`,
            );
          throw new AssetProcessingError(
            `${asset.originalFileName} could not be read from storage (${status ? `it answered ${status}` : 'it did not answer'}).`,
            false,
            { cause: error },
          );
        });
    const size = given ? given.bytes.length : (properties?.contentLength ?? 0);
    const fileName = asset.originalFileName || asset.fileName;
    let content = '';
    let note: string | undefined;
    if (size > MAX_PROCESSED_BYTES) {
      note = `${fileName} is larger than 1 GB: indexed by its title and metadata only.`;
    } else {
      const bytes = given ? given.bytes : await blob.downloadToBuffer();
      const type = await detectFileType(bytes, fileName);
      // The file is served with the type its bytes show, as an attachment unless that type is safe to show
      // inline (blob/served-file-headers.ts): never the type claimed at upload.
      if (properties)
        await blob.setHTTPHeaders({
          ...storedFileProperties(type.mimeType, fileName),
          blobContentMD5: properties.contentMD5,
        });
      await db
        .update(assets)
        .set({ fileExtension: type.extension, mimeType: type.mimeType, fileSize: bytes.length })
        .where(eq(assets.assetId, assetId));

      await setStep(PROCESSING_STEP.extracting);
      content = (await extractText(bytes, { fileName, mimeType: type.mimeType })).text;

      await setStep(PROCESSING_STEP.imagery);
      const imagery = await makeImagery(bytes, { fileName, extension: type.extension, typeClass: type.typeClass });
      note = imagery.note;
      const previewRows = await uploadImagery(
        deps.blobs,
        { assetId, docId: asset.docId, previewContainer: site.previewContainerName },
        imagery.thumbnail,
        imagery.preview,
      );
      await db.transaction((tx) => writeImageryRows(tx, previewRows));
    }

    await setStep(PROCESSING_STEP.embedding);
    const [fresh] = await db.select().from(assets).where(eq(assets.assetId, assetId));
    const record = await searchRecordOfAsset(db, fresh ?? asset, content);
    const { passages } = await indexSearchRecord(deps.engine, record);

    await db
      .update(assets)
      .set({
        statusId: ASSET_STATUS_ID.indexed,
        status: note ? `${PROCESSING_STEP.indexed} (${note})` : PROCESSING_STEP.indexed,
        statusError: null,
      })
      .where(eq(assets.assetId, assetId));
    return { passages, ...(note ? { note } : {}) };
  } catch (error) {
    const reason = failureReason(error);
    const retried = (run.triesLeft ?? 0) > 0 && !isLastingFailure(error);
    deps.log.warn({ assetId, err: error, retried }, 'Asset processing failed');
    await db
      .update(assets)
      .set({
        statusId: retried ? ASSET_STATUS_ID.indexing : ASSET_STATUS_ID.error,
        status: retried ? PROCESSING_STEP.retrying : PROCESSING_STEP.failed,
        statusError: reason,
        updated: new Date(),
      })
      .where(eq(assets.assetId, assetId));
    if (retried) throw new ProcessingWillBeRetried(reason, { cause: error });
    await notifyProcessingFailed(db, assetId, reason).catch((notifyError: unknown) =>
      deps.log.error({ assetId, err: notifyError }, 'The uploader could not be told that processing failed'),
    );
    throw error;
  }
}

/** An asset's stored thumbnail or preview, as its asset_previews row says. */
export type PreviewRow = typeof assetPreviews.$inferInsert;

/**
 * Stores the thumbnail and preview as `<docId>/thumbnail.webp` and `<docId>/preview.webp` in the preview container
 * (made first when missing, unless the caller has just made it: `containerMade`); answers their rows, for
 * writeImageryRows.
 */
export async function uploadImagery(
  blobs: BlobServiceClient,
  target: { assetId: number; docId: string; previewContainer: string; containerMade?: boolean },
  thumbnail: RenderedImage,
  preview: RenderedImage | undefined,
): Promise<PreviewRow[]> {
  const container = blobs.getContainerClient(target.previewContainer);
  if (!target.containerMade) await container.createIfNotExists();
  const images = [
    { fileName: 'thumbnail.webp', image: thumbnail, useAsThumbnail: true },
    ...(preview ? [{ fileName: 'preview.webp', image: preview, useAsThumbnail: false }] : []),
  ];
  const rows: PreviewRow[] = [];
  for (const { fileName, image, useAsThumbnail } of images) {
    const blobName = `${target.docId}/${fileName}`;
    await container
      .getBlockBlobClient(blobName)
      .uploadData(image.bytes, { blobHTTPHeaders: { blobContentType: image.mimeType } });
    rows.push({
      assetId: target.assetId,
      containerName: target.previewContainer,
      blobName,
      fileName,
      mimeType: image.mimeType,
      useAsThumbnail,
    });
  }
  return rows;
}

/** Replaces the asset_previews rows of the same blobs with `rows`, inside the caller's transaction. */
export async function writeImageryRows(tx: Db, rows: PreviewRow[]): Promise<void> {
  for (const row of rows)
    await tx
      .delete(assetPreviews)
      .where(
        and(
          eq(assetPreviews.assetId, row.assetId),
          eq(assetPreviews.containerName, row.containerName),
          eq(assetPreviews.blobName, row.blobName),
        ),
      );
  if (rows.length > 0) await tx.insert(assetPreviews).values(rows);
}
