import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collectionFeaturedIndexes, collectionPins, collections, collectionStars } from '../db/schema/index.js';

/**
 * The toggles of spec §4: pin/unpin and star/unstar per user and collection (idempotent: pinning a pinned
 * collection changes nothing); featured/not featured per site (the featuring date orders the featured list,
 * re-featuring keeps the first date); the related flag.
 */

export async function setCollectionMark(
  db: Database,
  mark: 'pin' | 'star',
  collectionId: number,
  userId: number,
  on: boolean,
): Promise<void> {
  const table = mark === 'pin' ? collectionPins : collectionStars;
  if (on) await db.insert(table).values({ collectionId, userId }).onConflictDoNothing();
  else await db.delete(table).where(and(eq(table.collectionId, collectionId), eq(table.userId, userId)));
}

/** Features the collection on the site or stops; collections.isFeatured/isFeaturedDate follow, in one transaction. */
export async function setCollectionFeatured(
  db: Database,
  collectionId: number,
  siteId: number,
  on: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (on) {
      await tx
        .insert(collectionFeaturedIndexes)
        .values({ collectionId, deploymentIndexId: siteId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(collectionFeaturedIndexes)
        .where(
          and(
            eq(collectionFeaturedIndexes.collectionId, collectionId),
            eq(collectionFeaturedIndexes.deploymentIndexId, siteId),
          ),
        );
    }
    const [featured] = await tx
      .select({ date: collectionFeaturedIndexes.featuredDate })
      .from(collectionFeaturedIndexes)
      .where(
        and(
          eq(collectionFeaturedIndexes.collectionId, collectionId),
          eq(collectionFeaturedIndexes.deploymentIndexId, siteId),
        ),
      );
    await tx
      .update(collections)
      .set({ isFeatured: Boolean(featured), isFeaturedDate: featured?.date ?? null })
      .where(eq(collections.collectionId, collectionId));
  });
}

export async function setCollectionRelated(db: Database, collectionId: number, isRelated: boolean): Promise<void> {
  await db
    .update(collections)
    .set({ isRelatedCollection: isRelated, updated: new Date() })
    .where(eq(collections.collectionId, collectionId));
}
