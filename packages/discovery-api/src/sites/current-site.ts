import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { deploymentIndexUsers } from '../db/schema/index.js';

/** The id of the site the user chose as current, if any. */
export async function currentSiteId(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ deploymentIndexId: deploymentIndexUsers.deploymentIndexId })
    .from(deploymentIndexUsers)
    .where(and(eq(deploymentIndexUsers.userId, userId), eq(deploymentIndexUsers.isCurrent, true)));
  return row?.deploymentIndexId;
}

/** Makes the site the user's only current one. */
export async function setCurrentSite(db: Database, userId: number, deploymentIndexId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Cleared first: the partial unique index allows one current site per user.
    await tx.update(deploymentIndexUsers).set({ isCurrent: false }).where(eq(deploymentIndexUsers.userId, userId));
    await tx
      .insert(deploymentIndexUsers)
      .values({ deploymentIndexId, userId, isCurrent: true })
      .onConflictDoUpdate({
        target: [deploymentIndexUsers.deploymentIndexId, deploymentIndexUsers.userId],
        set: { isCurrent: true },
      });
  });
}
