import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canSeeAssetContent } from './asset-visibility.js';
import type { Database } from '../db/database.js';
import { assets, type Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, usableSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * Finding an asset and checking what the caller may do with it: every call about one asset starts here. What each
 * site role may do is the role table's (@portal/contracts rules/site-roles.ts); spec §6 names the permissions but not
 * who may edit an asset, so the rules chosen are:
 * - registering and uploading new assets, adding metadata values and edges: uploadAsset on the site;
 * - reading an asset: access to its site, and for a private asset the visibility rule of assets/asset-visibility.ts
 *   (openPrivate, its uploader, assigned members and members of assigned user groups);
 * - editing an asset (its metadata, files, previews, processing, its document): the roles that may editAny (site
 *   administrators and editors) or its uploader while their role may editOwnUploads, and only when they may read it:
 *   nobody edits a private asset they may not open.
 * Portal administrators may do everything. An asset of a site the user cannot use is answered as an unknown one
 * (findAsset); 403 is only for a user of the asset's site who lacks a right.
 */

export interface AssetAccess extends SiteAccess {
  asset: Asset;
}

export async function requireUploadRights(
  app: FastifyInstance,
  request: FastifyRequest,
  deploymentIndexId: number,
): Promise<SiteAccess> {
  const access = await requireSiteAccess(app, request, deploymentIndexId);
  if (!access.permissions.uploadAsset) throw new HttpError(403, ACCESS_MESSAGES.uploadDenied);
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

/**
 * Whether the user's roles let them edit the asset (the role table's assets.editAny, or editOwnUploads for their own
 * upload). Editing also needs leave to open it (requireAssetEdit): nobody edits a private asset they may not open.
 */
export const mayEditAsset = (access: Pick<SiteAccess, 'abilities' | 'user'>, asset: Pick<Asset, 'createdByUserId'>) =>
  access.abilities.assets.has('editAny') ||
  (access.abilities.assets.has('editOwnUploads') && asset.createdByUserId === access.user.userId);

/** Whether the user may edit the asset: their roles let them (mayEditAsset), and they may open it. */
export async function canEditAsset(db: Database, access: SiteAccess, asset: Asset): Promise<boolean> {
  return mayEditAsset(access, asset) && (await canSeeAssetContent(db, access, asset));
}

/**
 * The asset (findAsset) with edit rights on it: 403 when the user can use its site but may not edit it, and the
 * spec's private-asset message when they may edit such assets but may not open this one.
 */
export async function requireAssetEdit(
  app: FastifyInstance,
  request: FastifyRequest,
  key: AssetKey,
  field?: string,
): Promise<AssetAccess> {
  const found = await findAsset(app, request, key, field);
  if (!mayEditAsset(found, found.asset)) throw new HttpError(403, ACCESS_MESSAGES.editAssetDenied);
  if (!(await canSeeAssetContent(app.db, found, found.asset))) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
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
  if (!(await canSeeAssetContent(app.db, found, found.asset))) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  return found;
}

/** A document the user may know about: its asset, the user's access to its site, and whether its content is visible to them. */
export interface ReadableAsset {
  asset: Asset;
  access: SiteAccess;
  isAccessible: boolean;
}

/**
 * One asset by its id (the content page's calls v2/assets/{id}/…), with the user's access to its site and whether
 * they may open it: assets/asset-access.ts findAsset (404 for an unknown asset and one of a site the user cannot use
 * alike), and the private-asset rule.
 */
export async function requireAsset(
  app: FastifyInstance,
  request: FastifyRequest,
  assetId: number,
): Promise<ReadableAsset> {
  const { asset, ...access } = await findAsset(app, request, { assetId });
  return { asset, access, isAccessible: await canSeeAssetContent(app.db, access, asset) };
}
