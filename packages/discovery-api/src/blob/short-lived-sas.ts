import {
  BlobSASPermissions,
  SASProtocol,
  StorageSharedKeyCredential,
  generateBlobSASQueryParameters,
} from '@azure/storage-blob';
import { SAS_LIFETIME_MINUTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { toPublicBlobUrl } from './blob-account.js';

/** How long a SAS handed to a browser stays valid (@portal/contracts SAS_LIFETIME_MINUTES). */
export const SAS_LIFETIME_MS = SAS_LIFETIME_MINUTES * 60 * 1000;

/**
 * What a SAS lets its holder do with its one blob: `read` (previews, downloads) is `r`; `write`
 * (uploads) is `cw`, create and write — enough for single-shot and block uploads, nothing else
 * (no read, delete, list, tag, or any other blob).
 */
export type SasAccess = 'read' | 'write';
const PERMISSIONS = { read: 'r', write: 'cw' } as const satisfies Record<SasAccess, string>;

export interface BlobSas {
  /** The blob's full URL with the SAS, as browsers call it. */
  sasUrl: string;
  /** The blob's URL without the SAS (the "storage path"). */
  blobUrl: string;
  /** The SAS query string, without the leading `?`. */
  token: string;
  expiresOn: Date;
  permissions: (typeof PERMISSIONS)[SasAccess];
}

/**
 * Signs a service SAS for exactly one blob (`sr=b`) with the account key. A blob service reached through
 * a connection string without an AccountKey (a SAS connection string, say) cannot sign one: that is a
 * 501 telling the operator what to configure (user delegation SAS would need an Entra ID credential,
 * which this server is not configured with).
 * `now` and `lifetimeMs` exist for tests (an already-expired SAS); callers leave them out.
 */
export function signBlobSas(
  app: FastifyInstance,
  options: { containerName: string; blobName: string; access: SasAccess; now?: Date; lifetimeMs?: number },
): BlobSas {
  const credential = app.blobs.credential;
  if (!(credential instanceof StorageSharedKeyCredential)) {
    throw new HttpError(
      501,
      'Blob storage is configured without an account key, so the server cannot sign access tokens for files. ' +
        'Set AZURE_STORAGE_CONNECTION_STRING to a connection string that includes AccountKey=…',
    );
  }
  // The token carries whole seconds (`se`), so the expiry reported is rounded down the same way.
  const expiresAt = (options.now ?? new Date()).getTime() + (options.lifetimeMs ?? SAS_LIFETIME_MS);
  const expiresOn = new Date(Math.floor(expiresAt / 1000) * 1000);
  const permissions = PERMISSIONS[options.access];
  const token = generateBlobSASQueryParameters(
    {
      containerName: options.containerName,
      blobName: options.blobName,
      permissions: BlobSASPermissions.parse(permissions),
      expiresOn,
      // Azure is only ever called over https; an embedded Azurite speaks http behind the portal's https proxy.
      protocol: new URL(app.blobs.url).protocol === 'https:' ? SASProtocol.Https : SASProtocol.HttpsAndHttp,
    },
    credential,
  ).toString();
  const blobUrl = toPublicBlobUrl(
    app.blobAccount,
    app.blobs.getContainerClient(options.containerName).getBlobClient(options.blobName).url,
  );
  return { sasUrl: `${blobUrl}?${token}`, blobUrl, token, expiresOn, permissions };
}
