import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import mime from 'mime-types';
import { toPublicBlobUrl } from '../blob/blob-account.js';
import type { Asset, DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

/** An asset's file is its blob (blobName) in the site's main container. */

/** A binary response body for OpenAPI (`content` of one media type); the handler sends a stream. */
export const binaryResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' }) } },
});

/**
 * The file's URL as browsers reach it, without a token ('' when the asset has no stored file yet). Made from
 * the blob's name, never the stored path, which may hold storage's internal address.
 */
export function fileUrlOf(
  app: FastifyInstance,
  site: Pick<DeploymentIndex, 'containerName'>,
  asset: Pick<Asset, 'blobName'>,
): string {
  if (!asset.blobName) return '';
  return toPublicBlobUrl(
    app.blobAccount,
    app.blobs.getContainerClient(site.containerName).getBlobClient(asset.blobName).url,
  );
}

/** The name a download is saved under: the original file name, else the file name's last segment. */
export const downloadName = (asset: Pick<Asset, 'originalFileName' | 'fileName'>) =>
  (asset.originalFileName || asset.fileName).split(/[/\\]/).pop() || 'download';

/** The type the file is served with: the type detected at processing, else the stored blob's, else its extension's. */
export function downloadContentType(
  asset: Pick<Asset, 'mimeType' | 'originalFileName' | 'fileName'>,
  storedType: string | undefined,
): string {
  const stored = storedType && storedType !== 'application/octet-stream' ? storedType : undefined;
  return asset.mimeType ?? stored ?? (mime.lookup(downloadName(asset)) || 'application/octet-stream');
}

const notStored = (asset: Pick<Asset, 'originalFileName' | 'fileName'>) =>
  new HttpError(404, `The file of '${downloadName(asset)}' is not in storage.`);

/** The stored file's size and type, 404 when it has none. */
export async function storedFile(
  app: FastifyInstance,
  site: Pick<DeploymentIndex, 'containerName'>,
  asset: Asset,
): Promise<{ blobName: string; size: number; contentType: string }> {
  if (!asset.blobName) throw notStored(asset);
  const properties = await app.blobs
    .getContainerClient(site.containerName)
    .getBlobClient(asset.blobName)
    .getProperties()
    .catch((error: unknown) => {
      if ((error as { statusCode?: number }).statusCode === 404) throw notStored(asset);
      throw error;
    });
  return {
    blobName: asset.blobName,
    size: properties.contentLength ?? 0,
    contentType: downloadContentType(asset, properties.contentType),
  };
}

/** Opens the file for streaming (never read into memory); 404 when it is not stored. */
export async function openFile(app: FastifyInstance, site: Pick<DeploymentIndex, 'containerName'>, asset: Asset) {
  if (!asset.blobName) throw notStored(asset);
  const download = await app.blobs
    .getContainerClient(site.containerName)
    .getBlobClient(asset.blobName)
    .download()
    .catch((error: unknown) => {
      if ((error as { statusCode?: number }).statusCode === 404) throw notStored(asset);
      throw error;
    });
  if (!download.readableStreamBody) throw notStored(asset);
  return {
    stream: download.readableStreamBody,
    size: download.contentLength,
    contentType: downloadContentType(asset, download.contentType),
  };
}
