import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canSeeAssetContent } from '../assets/asset-visibility.js';
import { assets, type Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, usableSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * Who may use the uploader calls. Spec §6 names the permissions (uploadAsset for the upload button,
 * editDeploymentIndex for site editing) but not who may edit an asset, so the rules chosen are:
 * - registering and uploading new assets, adding metadata values and edges: uploadAsset on the site;
 * - editing an asset (its metadata, files, previews, processing): editDeploymentIndex on the asset's
 *   site, or being the asset's creator while still holding uploadAsset there;
 * - reading an asset for the add-to-collection panel: access to its site, and for a private asset the
 *   visibility rule of assets/asset-visibility.ts (accessPrivateAsset, its uploader, assigned members and
 *   members of assigned user groups).
 * Administrators hold every permission (site-permissions.ts). An asset of a site the user cannot use is
 * answered as an unknown one (findAsset); 403 is only for a user of the asset's site who lacks a right.
 */

export interface AssetAccess extends SiteAccess {
  asset: Asset;
}

export const UPLOAD_DENIED = 'You do not have permission to upload assets to this site.';
export const EDIT_DENIED =
  'You do not have permission to edit this asset: it needs editDeploymentIndex on its site, or being its uploader.';
/** The spec's private-asset message (§2.6, §8). */
export const PRIVATE_ASSET_DENIED = 'Sorry, you do not have permission to access this content.';

export async function requireUploadRights(
  app: FastifyInstance,
  request: FastifyRequest,
  deploymentIndexId: number,
): Promise<SiteAccess> {
  const access = await requireSiteAccess(app, request, deploymentIndexId);
  if (!access.permissions.uploadAsset) throw new HttpError(403, UPLOAD_DENIED);
  return access;
}

type AssetKey = { assetId: number } | { docId: string };

const labelOf = (key: AssetKey) => ('assetId' in key ? `id ${key.assetId}` : `doc id '${key.docId}'`);

async function assetByKey(app: FastifyInstance, key: AssetKey): Promise<Asset | undefined> {
  const [asset] = await app.db
    .select()
    .from(assets)
    .where('assetId' in key ? eq(assets.assetId, key.assetId) : eq(assets.docId, key.docId));
  return asset;
}

/**
 * The asset by id or doc id, with the user's access to its site. An unknown id and an asset of a site the
 * user cannot use get the same answer, 404 `No such asset: 5.` (or 400 naming the field, for an id in the body),
 * so the ids of other sites' assets cannot be probed. Every call about one asset finds it here.
 */
export async function findAsset(
  app: FastifyInstance,
  request: FastifyRequest,
  key: AssetKey,
  field?: string,
): Promise<AssetAccess> {
  const asset = await assetByKey(app, key);
  const access = asset && (await usableSiteAccess(app, request, asset.deploymentIndexId));
  if (!asset || !access) {
    throw field
      ? new HttpError(400, `The request is not valid: ${field} names no asset (${labelOf(key)}).`)
      : new HttpError(404, `No such asset: ${'assetId' in key ? key.assetId : labelOf(key)}.`);
  }
  return { ...access, asset };
}

/**
 * The asset by id or doc id among those of one site (a request's DeploymentIndexId, already checked):
 * 400 naming the field when the site has none, whether the id names nothing or an asset of another site.
 */
export async function findSiteAsset(
  app: FastifyInstance,
  key: AssetKey,
  siteId: number,
  field: string,
): Promise<Asset> {
  const asset = await assetByKey(app, key);
  if (!asset || asset.deploymentIndexId !== siteId) {
    throw new HttpError(
      400,
      `The request is not valid: ${field} names no asset (${labelOf(key)}) on the site of DeploymentIndexId.`,
    );
  }
  return asset;
}

export const canEditAsset = (access: SiteAccess, asset: Asset) =>
  access.permissions.editDeploymentIndex ||
  (access.permissions.uploadAsset && asset.createdByUserId === access.user.userId);

/** The asset (findAsset) with edit rights on it: 403 when the user can use its site but may not edit it. */
export async function requireAssetEdit(
  app: FastifyInstance,
  request: FastifyRequest,
  key: AssetKey,
  field?: string,
): Promise<AssetAccess> {
  const found = await findAsset(app, request, key, field);
  if (!canEditAsset(found, found.asset)) throw new HttpError(403, EDIT_DENIED);
  return found;
}

/**
 * The asset (findAsset) for reading: 403 with the spec's message for a private asset of the user's site they
 * may not open. Who may open it is the one visibility rule of assets/asset-visibility.ts (assigned members
 * and members of assigned user groups included), as everywhere else.
 */
export async function requireAssetRead(
  app: FastifyInstance,
  request: FastifyRequest,
  key: AssetKey,
  field?: string,
): Promise<AssetAccess> {
  const found = await findAsset(app, request, key, field);
  if (!(await canSeeAssetContent(app.db, found, found.asset))) throw new HttpError(403, PRIVATE_ASSET_DENIED);
  return found;
}
