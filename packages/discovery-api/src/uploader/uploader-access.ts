import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assets, type Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * Who may use the uploader calls. Spec §6 names the permissions (uploadAsset for the upload button,
 * editDeploymentIndex for site editing) but not who may edit an asset, so the rules chosen are:
 * - registering and uploading new assets, adding metadata values and edges: uploadAsset on the site;
 * - editing an asset (its metadata, files, previews, processing): editDeploymentIndex on the asset's
 *   site, or being the asset's creator while still holding uploadAsset there;
 * - reading an asset for the add-to-collection panel: access to its site, and for a private asset
 *   accessPrivateAsset or being its creator.
 * Administrators hold every permission (site-permissions.ts). A user of another site gets 403.
 */

export interface AssetAccess extends SiteAccess {
  asset: Asset;
}

export const UPLOAD_DENIED = 'You do not have permission to upload assets to this site.';
export const EDIT_DENIED = 'You do not have permission to edit this asset: it needs editDeploymentIndex on its site, or being its uploader.';
/** The spec's private-asset message (§2.6, §8). */
export const PRIVATE_ASSET_DENIED = 'Sorry, you do not have permission to access this content.';

export async function requireUploadRights(app: FastifyInstance, request: FastifyRequest, deploymentIndexId: number): Promise<SiteAccess> {
  const access = await requireSiteAccess(app, request, deploymentIndexId);
  if (!access.permissions.uploadAsset) throw new HttpError(403, UPLOAD_DENIED);
  return access;
}

/** The asset by id or doc id; 404 (or 400 naming the field, for an id in the body) when there is none. */
export async function findAsset(app: FastifyInstance, key: { assetId: number } | { docId: string }, field?: string): Promise<Asset> {
  const [asset] =
    'assetId' in key
      ? await app.db.select().from(assets).where(eq(assets.assetId, key.assetId))
      : await app.db.select().from(assets).where(eq(assets.docId, key.docId));
  const label = 'assetId' in key ? `id ${key.assetId}` : `doc id '${key.docId}'`;
  if (!asset) throw field ? new HttpError(400, `The request is not valid: ${field} names no asset (${label}).`) : new HttpError(404, `No such asset: ${label}.`);
  return asset;
}

export const canEditAsset = (access: SiteAccess, asset: Asset) =>
  access.permissions.editDeploymentIndex || (access.permissions.uploadAsset && asset.createdByUserId === access.user.userId);

export async function requireAssetEdit(app: FastifyInstance, request: FastifyRequest, asset: Asset): Promise<AssetAccess> {
  const access = await requireSiteAccess(app, request, asset.deploymentIndexId);
  if (!canEditAsset(access, asset)) throw new HttpError(403, EDIT_DENIED);
  return { ...access, asset };
}

export const canReadAsset = (access: SiteAccess, asset: Asset) =>
  asset.assetVisibility !== 'Private' || access.permissions.accessPrivateAsset || asset.createdByUserId === access.user.userId;

export async function requireAssetRead(app: FastifyInstance, request: FastifyRequest, asset: Asset): Promise<AssetAccess> {
  const access = await requireSiteAccess(app, request, asset.deploymentIndexId);
  if (!canReadAsset(access, asset)) throw new HttpError(403, PRIVATE_ASSET_DENIED);
  return { ...access, asset };
}
