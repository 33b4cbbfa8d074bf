import { ACCESS_MESSAGES, sanitiseFileName } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assets, type Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { canEditAsset } from './asset-access.js';
import { PIPELINE_IMAGERY_NAMES } from './asset-previews.js';
import { ASSET_STATUS_ID } from './asset-status.js';

/**
 * Which new file a caller may upload straight to storage, with a write SAS (GET v2/deploymentIndexes/{id}/getSasToken
 * permission=write). Every file of an asset lives in the asset's own folder, `<docId>/<file name>`
 * (asset-blob-names.ts), so a name is written only for the asset whose folder it is in, and only:
 * - the main file of an asset registered and not yet uploaded: by the user who registered it, under the name issued;
 * - a preview (preview container) of that asset: by the same user (the names are issued at registration and recorded
 *   by markPreviewAsUploaded);
 * - a new file of an asset in storage (a replacement, made current by POST v2/assets/{id}/versions) or a new preview of
 *   any asset (updateAssetWithMetadata's previews): by whoever may edit the asset (asset-access.ts canEditAsset).
 * A folder of no asset of the site, of someone else's upload, or of an asset the caller may not edit (a private one
 * among them) gets one answer, so nothing is learnt of which assets exist. The imagery the pipeline makes is never
 * uploaded. Existing files are never overwritten: that is the route's check.
 */
export async function requireBlobWrite(
  db: Database,
  access: SiteAccess,
  containerName: string,
  blobName: string,
): Promise<Asset> {
  const slash = blobName.indexOf('/');
  const docId = slash > 0 ? blobName.slice(0, slash) : undefined;
  const fileName = blobName.slice(slash + 1);
  const [asset] = docId
    ? await db
        .select()
        .from(assets)
        .where(and(eq(assets.docId, docId), eq(assets.deploymentIndexId, access.site.deploymentIndexId)))
    : [];
  if (!asset || !(await mayWrite(db, access, asset, containerName, blobName)))
    throw new HttpError(403, ACCESS_MESSAGES.blobWriteDenied);
  if (sanitiseFileName(fileName) !== fileName)
    throw new HttpError(
      400,
      `The request is not valid: querystring/blobName must name a file in the asset's folder, '${docId}/<file name>' (letters, digits, spaces, . _ - ( ) only).`,
    );
  if (containerName === access.site.previewContainerName && PIPELINE_IMAGERY_NAMES.includes(fileName.toLowerCase()))
    throw new HttpError(
      400,
      `The request is not valid: querystring/blobName '${blobName}' is imagery the server makes, not an uploaded preview.`,
    );
  return asset;
}

async function mayWrite(
  db: Database,
  access: SiteAccess,
  asset: Asset,
  containerName: string,
  blobName: string,
): Promise<boolean> {
  const pending = asset.statusId === ASSET_STATUS_ID.registered;
  const ownPending = pending && asset.createdByUserId === access.user.userId;
  if (containerName === access.site.containerName) {
    if (pending) return ownPending && blobName === asset.blobName;
    return canEditAsset(db, access, asset);
  }
  return ownPending || (await canEditAsset(db, access, asset));
}
