import type { CollectionAsset as CollectionAssetAnswer, CollectionAssetsPage } from '@portal/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canSeeAssetContent } from '../assets/asset-visibility.js';
import type { Database } from '../db/database.js';
import { assets, collectionAssets, collections, type Collection } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { collectionRights } from './collection-access.js';
import { changes } from '../entities/entity-access.js';
import { listedPortalAssets } from '../entities/listed-portal-assets.js';

/**
 * The assets of a collection (spec §3 "Collection asset"): only assets of the collection's own site count. A
 * collection's assets obey the private-asset rule (asset-visibility.ts): one the user may not open is listed
 * with isAccessible false and without its storage path, file token, metadata, people and previews
 * (portal-asset.ts withholds them).
 */

const ofCollection = (collection: Pick<Collection, 'collectionId' | 'deploymentIndexId'>, pinned?: boolean): SQL =>
  and(
    eq(collectionAssets.collectionId, collection.collectionId),
    eq(assets.deploymentIndexId, collection.deploymentIndexId),
    pinned === undefined ? undefined : eq(collectionAssets.pinned, pinned),
  )!;

/** Answers for the rows (asset rows joined), in their order. */
async function toCollectionAssetAnswers(
  app: FastifyInstance,
  access: SiteAccess,
  rows: { link: typeof collectionAssets.$inferSelect; asset: typeof assets.$inferSelect; isAccessible: boolean }[],
): Promise<CollectionAssetAnswer[]> {
  const portal = await listedPortalAssets(
    app,
    access.user.userId,
    rows.map((row) => ({ asset: row.asset, access, isAccessible: row.isAccessible })),
  );
  return rows.map(({ link }, index) => ({
    collectionAssetId: link.collectionAssetId,
    collectionId: link.collectionId,
    pinned: link.pinned,
    asset: portal[index]!,
  }));
}

/** One page (from 1) of the collection's assets, pinned first, then the most recently added; `pinned` filters. */
export async function collectionAssetPage(
  app: FastifyInstance,
  access: SiteAccess,
  collection: Collection,
  options: { rowsPerPage: number; page: number; pinned?: boolean },
): Promise<CollectionAssetsPage> {
  const where = ofCollection(collection, options.pinned);
  const found = await app.db
    .select({ link: collectionAssets, asset: assets })
    .from(collectionAssets)
    .innerJoin(assets, eq(assets.assetId, collectionAssets.assetId))
    .where(where)
    .orderBy(desc(collectionAssets.pinned), desc(collectionAssets.created), desc(collectionAssets.collectionAssetId))
    .limit(options.rowsPerPage)
    .offset((options.page - 1) * options.rowsPerPage);
  const rows = [];
  for (const row of found) rows.push({ ...row, isAccessible: await canSeeAssetContent(app.db, access, row.asset) });
  const [total] = await app.db
    .select({ total: count() })
    .from(collectionAssets)
    .innerJoin(assets, eq(assets.assetId, collectionAssets.assetId))
    .where(where);
  return {
    rows: await toCollectionAssetAnswers(app, access, rows),
    count: total?.total ?? 0,
    currentPage: options.page,
  };
}

/** The pinned assets of the collection (its pinboard), at most `limit`. */
export async function pinnedCollectionAssets(
  app: FastifyInstance,
  access: SiteAccess,
  collection: Collection,
  limit = 30,
): Promise<CollectionAssetAnswer[]> {
  return (await collectionAssetPage(app, access, collection, { rowsPerPage: limit, page: 1, pinned: true })).rows;
}

/** PUT v2/collections/removeAsset/{id}/{assetId}: 404 when the asset is not in the collection. */
export async function removeCollectionAsset(db: Database, collection: Collection, assetId: number): Promise<void> {
  const removed = await db
    .delete(collectionAssets)
    .where(and(eq(collectionAssets.collectionId, collection.collectionId), eq(collectionAssets.assetId, assetId)))
    .returning({ id: collectionAssets.collectionAssetId });
  if (removed.length === 0) throw new HttpError(404, `Asset ${assetId} is not in the collection '${collection.name}'.`);
}

/**
 * POST v2/assets/{assetId}/pin and /unpin with collectionIds: pins (or unpins) the asset within each of those
 * collections, all or none. Each must be a collection of the asset's site the user may see (else 404, one
 * message for unknown, other-site and hidden ones), hold the asset (else 400) and be one the user may change
 * (else 403: pinning changes the collection's pinboard for everyone). Answers the ids of the collections that
 * now pin the asset, among those the user may see.
 */
export async function pinAssetInCollections(
  app: FastifyInstance,
  access: SiteAccess,
  assetId: number,
  collectionIds: readonly number[],
  pinned: boolean,
): Promise<number[]> {
  const db = app.db;
  const wanted = [...new Set(collectionIds)];
  const rows = await db.select().from(collections).where(inArray(collections.collectionId, wanted));
  const byId = new Map(rows.map((row) => [row.collectionId, row]));
  const editable = new Set(
    (
      await db
        .select({ id: collections.collectionId })
        .from(collections)
        .where(and(inArray(collections.collectionId, wanted), changes(db, 'collection', access)))
    ).map((row) => row.id),
  );
  const holding = new Set(
    (
      await db
        .select({ id: collectionAssets.collectionId })
        .from(collectionAssets)
        .where(and(inArray(collectionAssets.collectionId, wanted), eq(collectionAssets.assetId, assetId)))
    ).map((row) => row.id),
  );
  const rights = await collectionRights(db, access, wanted);
  for (const id of wanted) {
    const collection = byId.get(id);
    if (!collection || !rights.get(id)?.canSee) throw new HttpError(404, `No such collection: ${id}.`);
    if (!holding.has(id))
      throw new HttpError(
        400,
        `The request is not valid: asset ${assetId} is not in the collection '${collection.name}': add it first.`,
      );
    if (!editable.has(id))
      throw new HttpError(
        403,
        `You may not pin assets in the collection '${collection.name}': it needs its owner, an editor or a site administrator.`,
      );
  }
  // One statement: every collection or none.
  await db
    .update(collectionAssets)
    .set({ pinned })
    .where(and(inArray(collectionAssets.collectionId, wanted), eq(collectionAssets.assetId, assetId)));
  const pinning = await db
    .select({ id: collectionAssets.collectionId })
    .from(collectionAssets)
    .where(and(eq(collectionAssets.assetId, assetId), eq(collectionAssets.pinned, true)))
    .orderBy(collectionAssets.collectionId);
  const seen = await collectionRights(
    db,
    access,
    pinning.map((row) => row.id),
  );
  return pinning.map((row) => row.id).filter((id) => seen.get(id)?.canSee);
}
