import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupFeaturedIndexes, groupPins, groupStars, groups } from '../db/schema/index.js';

/** Pin and star are the user's own marks on a group they may see (spec §4): setting one twice changes nothing. */
export async function setGroupMark(
  app: FastifyInstance,
  mark: 'pin' | 'star',
  groupId: number,
  userId: number,
  on: boolean,
): Promise<void> {
  const table = mark === 'pin' ? groupPins : groupStars;
  if (on) await app.db.insert(table).values({ groupId, userId }).onConflictDoNothing();
  else await app.db.delete(table).where(and(eq(table.groupId, groupId), eq(table.userId, userId)));
}

/**
 * Featured or not on a site (spec §4: per deployment index; lists newest featured date first). Featuring a
 * featured group keeps its date. The group's isFeatured and isFeaturedDate columns follow its own site's entry.
 */
export async function setGroupFeatured(
  app: FastifyInstance,
  groupId: number,
  deploymentIndexId: number,
  featured: boolean,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (featured) {
      await tx.insert(groupFeaturedIndexes).values({ groupId, deploymentIndexId }).onConflictDoNothing();
      const [entry] = await tx
        .select({ date: groupFeaturedIndexes.featuredDate })
        .from(groupFeaturedIndexes)
        .where(
          and(eq(groupFeaturedIndexes.groupId, groupId), eq(groupFeaturedIndexes.deploymentIndexId, deploymentIndexId)),
        );
      await tx
        .update(groups)
        .set({ isFeatured: true, isFeaturedDate: entry?.date ?? new Date() })
        .where(and(eq(groups.groupId, groupId), eq(groups.deploymentIndexId, deploymentIndexId)));
    } else {
      await tx
        .delete(groupFeaturedIndexes)
        .where(
          and(eq(groupFeaturedIndexes.groupId, groupId), eq(groupFeaturedIndexes.deploymentIndexId, deploymentIndexId)),
        );
      await tx
        .update(groups)
        .set({ isFeatured: false, isFeaturedDate: null })
        .where(and(eq(groups.groupId, groupId), eq(groups.deploymentIndexId, deploymentIndexId)));
    }
  });
}
