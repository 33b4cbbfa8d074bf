import type { ThumbnailType } from '@portal/contracts';
import { desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { thumbnailUrl } from './thumbnail-url.js';
import { signBlobSas } from '../blob/short-lived-sas.js';
import type { Database } from '../db/database.js';
import { assetPreviews, type Asset, type AssetPreview } from '../db/schema/index.js';

/**
 * How a browser shows an asset's pictures. thumbnailUrl (search results, listDetails, thumbnails,
 * assetsWithDocIds) is the API path GET v2/assets/document/preview/{docId}?type= (assets/thumbnail-url.ts,
 * shared with POST v2/search): it checks on every request that the user may see the asset, and the shell
 * loads it with its authorised-image fetch (bearer header), as it does theme images. So a private asset's
 * picture never reaches a user who may not see it, even from an old or shared link. The portal model's
 * fields that promise a SAS by name (thumbnailSasUrl, fullSizePreviewSasUrl, custom…SasUrl, PDF previews)
 * are 10-minute read SAS URLs (blob/short-lived-sas.ts), signed only for users who may see the content.
 */

const isPicture = (preview: AssetPreview) => (preview.mimeType ?? '').startsWith('image/');
const isPdf = (preview: AssetPreview) => preview.mimeType === 'application/pdf';

/** An asset's previews, newest first, per asset id. */
export async function loadPreviews(db: Database, assetIds: readonly number[]): Promise<Map<number, AssetPreview[]>> {
  const byAsset = new Map<number, AssetPreview[]>();
  if (assetIds.length === 0) return byAsset;
  const rows = await db
    .select()
    .from(assetPreviews)
    .where(inArray(assetPreviews.assetId, [...assetIds]))
    .orderBy(desc(assetPreviews.created), desc(assetPreviews.assetPreviewId));
  for (const row of rows) byAsset.set(row.assetId, [...(byAsset.get(row.assetId) ?? []), row]);
  return byAsset;
}

/**
 * Which preview is which picture. Thumbnail: the asset's default preview (a custom preview chosen as
 * thumbnail) when it is a picture, else the newest picture marked useAsThumbnail (the pipeline's
 * `<docId>/thumbnail.webp`). Preview (full size): the custom default preview when one was uploaded, else
 * the newest picture not marked useAsThumbnail (the pipeline's `<docId>/preview.webp`), else the thumbnail.
 * PDFs are never pictures; the newest PDF preview is the custom PDF preview.
 */
export function choosePictures(
  asset: Pick<Asset, 'defaultPreviewId' | 'customPreviewFileUploaded'>,
  previews: readonly AssetPreview[],
) {
  const pictures = previews.filter(isPicture);
  const custom = pictures.find((preview) => preview.assetPreviewId === asset.defaultPreviewId);
  const thumbnail = custom ?? pictures.find((preview) => preview.useAsThumbnail);
  const fullSize =
    (asset.customPreviewFileUploaded ? custom : undefined) ??
    pictures.find((preview) => !preview.useAsThumbnail) ??
    thumbnail;
  return {
    thumbnail,
    preview: fullSize,
    custom: asset.customPreviewFileUploaded ? custom : undefined,
    pdf: previews.find(isPdf),
  };
}

/** A read SAS URL for one stored preview; null for none. */
export function previewSasUrl(app: FastifyInstance, preview: AssetPreview | undefined): string | null {
  return preview
    ? signBlobSas(app, { containerName: preview.containerName, blobName: preview.blobName, access: 'read' }).sasUrl
    : null;
}

/** The API path of an asset's picture of the given type, or null when it has none. Callers check content visibility first. */
export function pictureUrl(asset: Asset, previews: readonly AssetPreview[], type: ThumbnailType): string | null {
  return choosePictures(asset, previews)[type] ? thumbnailUrl(asset.docId, type) : null;
}
