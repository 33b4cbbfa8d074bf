import { ACCESS_MESSAGES } from '@portal/contracts';
import type { AvailableCollection, AvailableGroup, CollectionGroupIds } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadStoredThemes, toEntityTheme } from '../entities/entity-themes.js';
import type { Database } from '../db/database.js';
import { collections, groupCollections, groups, type Collection } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { notFoundMessage as collectionNotFound } from '../collections/collection-access.js';
import { groupNotFound } from './group-access.js';
import { collectionSummaries } from './group-answers.js';
import { sees, changes } from '../entities/entity-access.js';

/**
 * A group's collections (spec §2.6 dialogs "add collections to group", "associate collection to groups", and
 * removing one from a group). Changing which collections a group holds needs leave to change the group
 * (group-access.ts); a collection must be of the group's site and one the user may see.
 */

/**
 * The collections of the site, checked: 404 with one message for an unknown one, one of another site and a
 * confidential one the user may not see (as the collection calls answer, collection-access.ts).
 */
async function requireVisibleCollections(
  db: Database,
  access: SiteAccess,
  ids: readonly number[],
): Promise<Collection[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const siteId = access.site.deploymentIndexId;
  const found = new Map(
    (
      await db
        .select()
        .from(collections)
        .where(and(inArray(collections.collectionId, wanted), eq(collections.deploymentIndexId, siteId)))
    ).map((row) => [row.collectionId, row]),
  );
  const seen = new Set(
    (
      await db
        .select({ id: collections.collectionId })
        .from(collections)
        .where(and(inArray(collections.collectionId, wanted), sees(db, 'collection', access)))
    ).map((row) => row.id),
  );
  return wanted.map((id) => {
    const row = found.get(id);
    if (!row || !seen.has(id)) throw new HttpError(404, collectionNotFound(id));
    return row;
  });
}

const touch = (userId: number) => ({ updated: new Date(), updatedByUserId: userId });

/** PUT v2/groups/addCollections/{id}: adds the collections (those already in stay once). The caller has checked the group may be changed. */
export async function addCollectionsToGroup(
  app: FastifyInstance,
  access: SiteAccess,
  groupId: number,
  collectionIds: readonly number[],
): Promise<void> {
  const found = await requireVisibleCollections(app.db, access, collectionIds);
  if (found.length === 0) return;
  await app.db.transaction(async (tx) => {
    await tx
      .insert(groupCollections)
      .values(found.map((row) => ({ groupId, collectionId: row.collectionId })))
      .onConflictDoNothing();
    await tx.update(groups).set(touch(access.user.userId)).where(eq(groups.groupId, groupId));
  });
}

/** DELETE v2/groups/{groupId}/collections/{collectionId}: 404 when the collection is not in the group. The caller has checked the group may be changed. */
export async function removeCollectionFromGroup(
  app: FastifyInstance,
  access: SiteAccess,
  groupId: number,
  collectionId: number,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const removed = await tx
      .delete(groupCollections)
      .where(and(eq(groupCollections.groupId, groupId), eq(groupCollections.collectionId, collectionId)))
      .returning();
    if (removed.length === 0)
      throw new HttpError(404, `The collection ${collectionId} is not in the group ${groupId}.`);
    await tx.update(groups).set(touch(access.user.userId)).where(eq(groups.groupId, groupId));
  });
}

/** A collection named by its id alone, with the user's access to its site: 404 when unknown, on a site they may not use or not one they may see. */
export async function requireVisibleCollection(
  app: FastifyInstance,
  request: FastifyRequest,
  collectionId: number,
): Promise<{ collection: Collection; access: SiteAccess }> {
  const [collection] = await app.db.select().from(collections).where(eq(collections.collectionId, collectionId));
  const access = collection && (await usableSiteAccess(app, request, collection.deploymentIndexId));
  if (!collection || !access) throw new HttpError(404, collectionNotFound(collectionId));
  await requireVisibleCollections(app.db, access, [collectionId]);
  return { collection, access };
}

/**
 * PUT v2/groups/associateCollectionToGroups/{collectionId}: the collection ends up in exactly the listed groups
 * among those the user may change; its place in groups they may not change is left as it is. Every listed group
 * must be of the collection's site (404 otherwise) and one the user may change (403). Answers the groups the
 * collection is in afterwards, among those the user may see.
 */
export async function associateCollectionToGroups(
  app: FastifyInstance,
  access: SiteAccess,
  collectionId: number,
  groupIds: readonly number[],
): Promise<CollectionGroupIds> {
  const db = app.db;
  const siteId = access.site.deploymentIndexId;
  const wanted = [...new Set(groupIds)];
  const onSite = new Set(
    wanted.length === 0
      ? []
      : (
          await db
            .select({ id: groups.groupId })
            .from(groups)
            .where(and(inArray(groups.groupId, wanted), eq(groups.deploymentIndexId, siteId)))
        ).map((row) => row.id),
  );
  const changeable = new Set(
    (
      await db
        .select({ id: groups.groupId })
        .from(groups)
        .where(and(eq(groups.deploymentIndexId, siteId), changes(db, 'group', access)))
    ).map((row) => row.id),
  );
  for (const id of wanted) {
    if (!onSite.has(id)) throw new HttpError(404, groupNotFound(id));
    if (!changeable.has(id)) throw new HttpError(403, `${ACCESS_MESSAGES.groupChangeDenied} (group ${id})`);
  }
  await db.transaction(async (tx) => {
    const left = [...changeable].filter((id) => !wanted.includes(id));
    const removed =
      left.length === 0
        ? []
        : await tx
            .delete(groupCollections)
            .where(and(eq(groupCollections.collectionId, collectionId), inArray(groupCollections.groupId, left)))
            .returning({ groupId: groupCollections.groupId });
    const added =
      wanted.length === 0
        ? []
        : await tx
            .insert(groupCollections)
            .values(wanted.map((groupId) => ({ groupId, collectionId })))
            .onConflictDoNothing()
            .returning({ groupId: groupCollections.groupId });
    const touched = [...new Set([...removed, ...added].map((row) => row.groupId))];
    if (touched.length > 0)
      await tx.update(groups).set(touch(access.user.userId)).where(inArray(groups.groupId, touched));
  });
  const now = await db
    .select({ id: groups.groupId })
    .from(groups)
    .innerJoin(groupCollections, eq(groupCollections.groupId, groups.groupId))
    .where(and(eq(groupCollections.collectionId, collectionId), sees(db, 'group', access)))
    .orderBy(asc(groups.groupId));
  return { collectionId, groupIds: now.map((row) => row.id) };
}

/** GET v2/collectionForm/availableCollectionsForGroup: the site's collections the user may see, by name, marked when already in the group. */
export async function availableCollectionsForGroup(
  app: FastifyInstance,
  access: SiteAccess,
  groupId: number,
): Promise<AvailableCollection[]> {
  const rows = await app.db
    .select({
      collectionId: collections.collectionId,
      name: collections.name,
      description: collections.description,
      isConfidential: collections.isConfidential,
      isRelatedCollection: collections.isRelatedCollection,
    })
    .from(collections)
    .where(and(eq(collections.deploymentIndexId, access.site.deploymentIndexId), sees(app.db, 'collection', access)))
    .orderBy(asc(collections.name), asc(collections.collectionId));
  const inGroup = new Set(
    (
      await app.db
        .select({ id: groupCollections.collectionId })
        .from(groupCollections)
        .where(eq(groupCollections.groupId, groupId))
    ).map((row) => row.id),
  );
  return (await collectionSummaries(app, rows)).map((summary) => ({
    ...summary,
    inGroup: inGroup.has(summary.collectionId),
  }));
}

/** GET v2/collectionForm/availableGroupsForCollection: the site's groups the user may change, by name, marked when the collection is in one. */
export async function availableGroupsForCollection(
  app: FastifyInstance,
  access: SiteAccess,
  collectionId: number,
): Promise<AvailableGroup[]> {
  const rows = await app.db
    .select()
    .from(groups)
    .where(and(eq(groups.deploymentIndexId, access.site.deploymentIndexId), changes(app.db, 'group', access)))
    .orderBy(asc(groups.name), asc(groups.groupId));
  const ids = rows.map((row) => row.groupId);
  const holding = new Set(
    ids.length === 0
      ? []
      : (
          await app.db
            .select({ id: groupCollections.groupId })
            .from(groupCollections)
            .where(and(eq(groupCollections.collectionId, collectionId), inArray(groupCollections.groupId, ids)))
        ).map((row) => row.id),
  );
  const themes = await loadStoredThemes(app, 'group', ids);
  return rows.map((row) => ({
    groupId: row.groupId,
    name: row.name,
    description: row.description,
    isConfidential: row.isConfidential,
    thumbnailUrl: toEntityTheme('groups', row.groupId, themes.get(row.groupId)).thumbnailUrl,
    hasCollection: holding.has(row.groupId),
  }));
}

/** The collection on the site named by a query (availableGroupsForCollection): 404 like the other calls. */
export async function requireVisibleCollectionOnSite(
  db: Database,
  access: SiteAccess,
  collectionId: number,
): Promise<void> {
  await requireVisibleCollections(db, access, [collectionId]);
}
