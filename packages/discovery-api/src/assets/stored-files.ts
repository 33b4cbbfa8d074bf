import type { FastifyInstance } from 'fastify';
import mime from 'mime-types';
import { toPublicBlobUrl } from '../blob/blob-account.js';
import type { DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

/** The site's containers (spec §3 deployment index): files in the main one, previews in the preview one. */
export const mainContainerOf = (site: Pick<DeploymentIndex, 'containerName'>) => site.containerName;
export const previewContainerOf = (site: Pick<DeploymentIndex, 'previewContainerName'>) => site.previewContainerName;

/** A content type without parameters or case: 'Text/Plain; charset=utf-8' → 'text/plain'. */
export const normaliseContentType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * The content type a file is registered with: the item's MimeType (spec §7: "from MimeType or file
 * type"), else the type of its extension, else application/octet-stream. 400 naming the field for a
 * MimeType that is not a type/subtype.
 */
export function registeredContentType(field: string, mimeType: string | null | undefined, fileName: string): string {
  if (mimeType != null && mimeType.trim() !== '') {
    const normalised = normaliseContentType(mimeType);
    if (!CONTENT_TYPE.test(normalised))
      throw new HttpError(
        400,
        `The request is not valid: ${field} '${mimeType}' is not a content type (type/subtype).`,
      );
    return normalised;
  }
  return mime.lookup(fileName) || 'application/octet-stream';
}

/** The file's extension without the dot, lower case; null when it has none. */
export function extensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : null;
}

export interface StoredBlob {
  size: number;
  contentType: string;
}

/** Size and content type of a stored blob; undefined when it (or its container) does not exist. */
export async function storedBlob(
  app: FastifyInstance,
  containerName: string,
  blobName: string,
): Promise<StoredBlob | undefined> {
  try {
    const properties = await app.blobs.getContainerClient(containerName).getBlobClient(blobName).getProperties();
    return {
      size: properties.contentLength ?? 0,
      contentType: normaliseContentType(properties.contentType ?? 'application/octet-stream'),
    };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The blob's address without a query string, as browsers reach it: the storage path of spec §4. Storage's
 * own address (the embedded one listens on loopback, on a new port at each start) never leaves the server.
 */
export const blobUrl = (app: Pick<FastifyInstance, 'blobs' | 'blobAccount'>, containerName: string, blobName: string) =>
  toPublicBlobUrl(
    app.blobAccount,
    app.blobs.getContainerClient(containerName).getBlobClient(blobName).url.split('?')[0]!,
  );

/** Deletes blobs that are no longer referenced; a failure is logged, never thrown (the database is already right). */
export async function deleteBlobsQuietly(
  app: FastifyInstance,
  containerName: string,
  blobNames: readonly string[],
): Promise<void> {
  for (const blobName of blobNames) {
    await app.blobs
      .getContainerClient(containerName)
      .getBlobClient(blobName)
      .deleteIfExists()
      .catch((error: unknown) =>
        app.log.warn({ err: error, containerName, blobName }, 'Could not delete a replaced blob'),
      );
  }
}
