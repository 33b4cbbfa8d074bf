import type { CollectionInsights, EntityViewsEntry, RankedEntry } from '@portal/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  assetInteractions,
  collectionInteractions,
  collections,
  groupInteractions,
  groups,
  type Asset,
} from '../db/schema/index.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { entityAssetRows, openableAssets, type EntityKind, type EntityRef } from './entity-assets.js';
import { entityRights } from './entity-access.js';

/**
 * Insights of a collection or a group (calls doc §7 v2/{collections|groups}/{id}/insights, /insights/views,
 * /insights/likes and v2/{collections|groups}/insights/views): the top 10 liked, viewed and downloaded of its
 * assets the user may open (a group: of its collections' assets) with their counts from asset_interactions, and
 * the views, downloads and likes of the collection or group itself (collection_interactions, group_interactions).
 * The callers have checked the user may see it.
 */

export const TOP_ENTRIES = 10;

const table = {
  collection: { rows: collectionInteractions, id: collectionInteractions.collectionId },
  group: { rows: groupInteractions, id: groupInteractions.groupId },
} as const;

async function topAssets(db: Database, assetRows: readonly Asset[], kind: 'like' | 'view' | 'download') {
  if (assetRows.length === 0) return [];
  const byId = new Map(assetRows.map((asset) => [asset.assetId, asset]));
  const total = count();
  const rows = await db
    .select({ assetId: assetInteractions.assetId, total })
    .from(assetInteractions)
    .where(
      and(
        inArray(
          assetInteractions.assetId,
          assetRows.map((asset) => asset.assetId),
        ),
        eq(assetInteractions.kind, kind),
      ),
    )
    .groupBy(assetInteractions.assetId)
    .orderBy(desc(total), assetInteractions.assetId)
    .limit(TOP_ENTRIES);
  return rows.map((row): RankedEntry => ({
    id: row.assetId,
    docId: byId.get(row.assetId)?.docId,
    name: byId.get(row.assetId)?.title ?? '',
    count: row.total,
  }));
}

/** The insights of the collection or group, for the user. */
export async function entityInsights(db: Database, access: SiteAccess, entity: EntityRef): Promise<CollectionInsights> {
  const assetRows = await openableAssets(db, access, await entityAssetRows(db, access, entity));
  const { rows: interactions, id } = table[entity.kind];
  const totals = await db
    .select({
      kind: interactions.kind,
      total: count(),
      mine: sql<boolean>`bool_or(${interactions.userId} = ${access.user.userId})`,
    })
    .from(interactions)
    .where(eq(id, entity.id))
    .groupBy(interactions.kind);
  const totalOf = (kind: string) => totals.find((row) => row.kind === kind)?.total ?? 0;
  return {
    topLiked: await topAssets(db, assetRows, 'like'),
    topViewed: await topAssets(db, assetRows, 'view'),
    topDownloaded: await topAssets(db, assetRows, 'download'),
    totalViews: totalOf('view'),
    totalDownloads: totalOf('download'),
    totalLikes: totalOf('like'),
    liked: Boolean(totals.find((row) => row.kind === 'like')?.mine),
  };
}

/** Records one view of the collection or group by the user (a collection's viewsCount follows). */
export async function recordEntityView(db: Database, access: SiteAccess, entity: EntityRef): Promise<void> {
  const userId = access.user.userId;
  await db.transaction(async (tx) => {
    if (entity.kind === 'collection') {
      await tx.insert(collectionInteractions).values({ collectionId: entity.id, userId, kind: 'view' });
      await tx
        .update(collections)
        .set({ viewsCount: sql`${collections.viewsCount} + 1` })
        .where(eq(collections.collectionId, entity.id));
    } else {
      await tx.insert(groupInteractions).values({ groupId: entity.id, userId, kind: 'view' });
    }
  });
}

/** Sets whether the user likes the collection or group (one like per user: unliking removes it). */
export async function setEntityLike(
  db: Database,
  access: SiteAccess,
  entity: EntityRef,
  liked: boolean,
): Promise<void> {
  const userId = access.user.userId;
  if (entity.kind === 'collection') {
    const mine = and(
      eq(collectionInteractions.collectionId, entity.id),
      eq(collectionInteractions.userId, userId),
      eq(collectionInteractions.kind, 'like'),
    );
    if (liked)
      await db
        .insert(collectionInteractions)
        .values({ collectionId: entity.id, userId, kind: 'like' })
        .onConflictDoNothing();
    else await db.delete(collectionInteractions).where(mine);
  } else {
    const mine = and(
      eq(groupInteractions.groupId, entity.id),
      eq(groupInteractions.userId, userId),
      eq(groupInteractions.kind, 'like'),
    );
    if (liked)
      await db.insert(groupInteractions).values({ groupId: entity.id, userId, kind: 'like' }).onConflictDoNothing();
    else await db.delete(groupInteractions).where(mine);
  }
}

/**
 * Of the ids, the collections or groups the user may see (whatever their sites: per site the user may use, by the
 * rule of collection-access.ts or group-access.ts); the others (unknown, of a site they cannot use, hidden) are
 * left out.
 */
export async function visibleEntityIds(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: EntityKind,
  ids: readonly number[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  const visible = new Set<number>();
  if (wanted.length === 0) return visible;
  const rows =
    kind === 'collection'
      ? await app.db
          .select({ id: collections.collectionId, siteId: collections.deploymentIndexId })
          .from(collections)
          .where(inArray(collections.collectionId, wanted))
      : await app.db
          .select({ id: groups.groupId, siteId: groups.deploymentIndexId })
          .from(groups)
          .where(inArray(groups.groupId, wanted));
  const bySite = new Map<number, number[]>();
  for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row.id]);
  for (const [siteId, onSite] of bySite) {
    const access = await usableSiteAccess(app, request, siteId);
    if (!access) continue;
    for (const [id, rights] of await entityRights(app.db, kind, access, onSite)) if (rights.canSee) visible.add(id);
  }
  return visible;
}

/** POST v2/{collections|groups}/insights/views: who viewed each of the ids the user may see, newest first. */
export async function entityViews(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: EntityKind,
  ids: readonly number[],
): Promise<EntityViewsEntry[]> {
  const visible = await visibleEntityIds(app, request, kind, ids);
  const shown = [...new Set(ids)].filter((id) => visible.has(id));
  if (shown.length === 0) return [];
  const { rows: interactions, id } = table[kind];
  const views = await app.db
    .select({ entityId: id, userId: interactions.userId, created: interactions.created })
    .from(interactions)
    .where(and(inArray(id, shown), eq(interactions.kind, 'view')))
    .orderBy(desc(interactions.created));
  return shown.map((entityId) => ({
    entity: { externalId: String(entityId) },
    views: views
      .filter((view) => view.entityId === entityId && view.userId !== null)
      .map((view) => ({ userId: view.userId!, date: view.created.toISOString() })),
  }));
}
