import { sanitiseFileName } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';

/**
 * Blob names the server gives an asset's files. Every file of an asset lives in the asset's own folder,
 * `<docId>/<file name>`, in the site's main container (the asset's file and its earlier versions) or
 * preview container (its previews). A doc id is a fresh UUID, so two assets never share a name, and a
 * sanitised file name (sanitiseFileName, @portal/contracts) has no '/' or '\', so it can never leave the
 * folder.
 */

/** The sanitised name, or 400 naming the field when nothing usable is left of it. */
export function requireFileName(field: string, name: string): string {
  const sanitised = sanitiseFileName(name);
  if (!sanitised)
    throw new HttpError(
      400,
      `The request is not valid: ${field} '${name}' has no usable file name (letters or digits).`,
    );
  return sanitised;
}

/** `name (2).ext`, `name (3).ext`, … : the first copy of the name that is not taken (the rule of @portal/contracts). */
export { uniqueFileName } from '@portal/contracts';

/** The blob name of a file in the asset's folder. */
export const blobNameInFolder = (docId: string, fileName: string) => `${docId}/${fileName}`;

/** The file-name part of a blob name of an asset's folder. */
export const fileNameOfBlob = (blobName: string) => blobName.slice(blobName.indexOf('/') + 1);

/**
 * The blob name a caller's path names inside an asset's folder: `<docId>/<file>` or a blob URL
 * (`https://…/<container>/<docId>/<file>`, query string ignored). 400 naming the field when the path
 * is outside the asset's folder, has sub-folders, or its file name is not in the sanitised form the
 * server issues (so '..', '%2F' and the like are refused rather than interpreted).
 */
export function blobNameOfAssetPath(field: string, path: string, docId: string, containerName: string): string {
  let relative = path.trim();
  if (/^https?:\/\//i.test(relative)) {
    let url: URL;
    try {
      url = new URL(relative);
    } catch {
      throw new HttpError(400, `The request is not valid: ${field} '${path}' is not a valid URL.`);
    }
    const marker = `/${containerName}/`;
    const at = url.pathname.indexOf(marker);
    if (at < 0)
      throw new HttpError(
        400,
        `The request is not valid: ${field} must be a file of the site's container '${containerName}'.`,
      );
    relative = url.pathname.slice(at + marker.length);
    try {
      relative = decodeURIComponent(relative);
    } catch {
      throw new HttpError(400, `The request is not valid: ${field} '${path}' is not a valid URL.`);
    }
  }
  const prefix = `${docId}/`;
  const fileName = relative.startsWith(prefix) ? relative.slice(prefix.length) : undefined;
  if (fileName === undefined || fileName === '' || sanitiseFileName(fileName) !== fileName) {
    throw new HttpError(
      400,
      `The request is not valid: ${field} must name a file in this asset's folder, '${prefix}<file name>' (letters, digits, spaces, . _ - ( ) only).`,
    );
  }
  return relative;
}
