import { ACCESS_MESSAGES } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canSeeAssetContent, visibleAssetIds } from '../assets/asset-visibility.js';
import { signedInIdentity } from '../auth/signed-in-identity.js';
import type { Database } from '../db/database.js';
import { assets, deploymentIndexes, userGroupMembers, type Asset, type User } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, usableSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { loadSitePermissions } from '../sites/site-permissions.js';
import { ReadableAsset } from '../assets/asset-access.js';
import { signedInUser as storedSignedInUser, upsertSignedInUser } from '../users/upsert-signed-in-user.js';

/**
 * Who may read which documents, for the document and asset calls around search. Documents are named by
 * their doc id (the search record's key). Doc ids are matched as sent and in lower case (doc ids are
 * lower-case UUIDs; the portal keys some answers by the lower-case id), using the unique index on doc_id.
 * Whether the user may see an asset's content is always the rule of assets/asset-visibility.ts.
 */

/** The doc ids to look up for the ids a caller sent: each as sent and in lower case. */
const lookupKeys = (docIds: readonly string[]) => [...new Set(docIds.flatMap((id) => [id, id.toLowerCase()]))];

/** The asset a caller's doc id names: an exact match first, else the lower-case one. */
export function assetForDocId(byDocId: ReadonlyMap<string, Asset>, docId: string): Asset | undefined {
  return byDocId.get(docId) ?? byDocId.get(docId.toLowerCase());
}

export async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  return upsertSignedInUser(app.db, signedInIdentity(request));
}

/** Administrators and members of at least one site's user group may use some site. */
async function hasAnySite(db: Database, user: User): Promise<boolean> {
  if (user.isAdministrator) return true;
  const [membership] = await db
    .select({ id: userGroupMembers.userGroupId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.userId, user.userId))
    .limit(1);
  return Boolean(membership);
}

/**
 * The documents of a list of doc ids that the user may know about, keyed by the doc id as the caller sent
 * it. Unknown doc ids and documents of sites the user cannot use are left out (the answer says nothing
 * about them, so it does not reveal another site's documents); a user who can use no site at all gets 403.
 */
export async function readableDocuments(
  app: FastifyInstance,
  request: FastifyRequest,
  docIds: readonly string[],
): Promise<{ user: User; documents: Map<string, ReadableAsset> }> {
  const user = await signedInUser(app, request);
  if (!(await hasAnySite(app.db, user))) throw new HttpError(403, ACCESS_MESSAGES.noSite);
  const documents = new Map<string, ReadableAsset>();
  if (docIds.length === 0) return { user, documents };

  const rows = await app.db
    .select()
    .from(assets)
    .where(inArray(assets.docId, lookupKeys(docIds)));
  const byDocId = new Map(rows.map((asset) => [asset.docId, asset]));
  const siteIds = [...new Set(rows.map((asset) => asset.deploymentIndexId))];
  const sites = siteIds.length
    ? await app.db.select().from(deploymentIndexes).where(inArray(deploymentIndexes.deploymentIndexId, siteIds))
    : [];
  const accessBySite = new Map<number, SiteAccess>();
  for (const site of sites) {
    const { hasAccess, permissions, abilities } = await loadSitePermissions(app.db, user, site.deploymentIndexId);
    if (hasAccess) accessBySite.set(site.deploymentIndexId, { user, site, permissions, abilities });
  }
  const visible = new Set<number>();
  for (const access of accessBySite.values()) {
    const ids = rows
      .filter((asset) => asset.deploymentIndexId === access.site.deploymentIndexId)
      .map((asset) => asset.assetId);
    for (const id of await visibleAssetIds(app.db, access, ids)) visible.add(id);
  }
  for (const docId of docIds) {
    const asset = assetForDocId(byDocId, docId);
    const access = asset && accessBySite.get(asset.deploymentIndexId);
    if (asset && access) documents.set(docId, { asset, access, isAccessible: visible.has(asset.assetId) });
  }
  return { user, documents };
}

/**
 * One document of a site named by the call (Id/id and indexId): 404 for an unknown site, 403 when the user
 * cannot use it (the site id is the caller's own), 404 when the site has no document with that doc id, the
 * same answer whether the doc id names nothing or a document of another site.
 */
export async function requireSiteDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  docId: string,
  siteId: number,
): Promise<ReadableAsset> {
  const access = await requireSiteAccess(app, request, siteId);
  const rows = await app.db
    .select()
    .from(assets)
    .where(and(inArray(assets.docId, lookupKeys([docId])), eq(assets.deploymentIndexId, siteId)));
  const asset = assetForDocId(new Map(rows.map((row) => [row.docId, row])), docId);
  if (!asset) throw new HttpError(404, `No document '${docId}' in the site ${access.site.name}.`);
  return { asset, access, isAccessible: await canSeeAssetContent(app.db, access, asset) };
}

/**
 * One document by doc id alone (its site is the asset's). A document of a site the user cannot use is
 * answered as an unknown doc id (404), so the doc ids of other sites cannot be probed; a user who can use
 * no site at all gets 403 whatever the id.
 */
export async function requireDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  docId: string,
): Promise<ReadableAsset> {
  const rows = await app.db
    .select()
    .from(assets)
    .where(inArray(assets.docId, lookupKeys([docId])));
  const asset = assetForDocId(new Map(rows.map((row) => [row.docId, row])), docId);
  const access = asset && (await usableSiteAccess(app, request, asset.deploymentIndexId));
  if (!asset || !access) {
    const user = await storedSignedInUser(app.db, signedInIdentity(request));
    if (!(await hasAnySite(app.db, user))) throw new HttpError(403, ACCESS_MESSAGES.noSite);
    throw new HttpError(404, `No such document: '${docId}'.`);
  }
  return { asset, access, isAccessible: await canSeeAssetContent(app.db, access, asset) };
}
