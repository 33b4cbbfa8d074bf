import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetInteractions, assetReportEvents } from '../db/schema/index.js';

/** The interactions that repeat (each one counts), and the asset report each is recorded in. */
export const REPEATED_INTERACTIONS = { view: 'views', download: 'downloads', share: 'shares' } as const;
export type RepeatedInteraction = keyof typeof REPEATED_INTERACTIONS;

/**
 * Records one view, download or share of the asset by the user: an interaction (the insights count it) and an event
 * of the asset report of that name (GET v2/assets/{id}/reports/{reportName}), in one transaction.
 */
export async function recordAssetInteraction(
  db: Pick<Database, 'transaction'>,
  assetId: number,
  userId: number,
  kind: RepeatedInteraction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(assetInteractions).values({ assetId, userId, kind });
    await tx.insert(assetReportEvents).values({ assetId, userId, reportName: REPEATED_INTERACTIONS[kind] });
  });
}

/** Sets whether the user likes the asset: one like per user (a second changes nothing), unliking removes it. */
export async function setAssetLike(db: Database, assetId: number, userId: number, liked: boolean): Promise<void> {
  if (liked) {
    await db.insert(assetInteractions).values({ assetId, userId, kind: 'like' }).onConflictDoNothing();
    return;
  }
  await db
    .delete(assetInteractions)
    .where(
      and(
        eq(assetInteractions.assetId, assetId),
        eq(assetInteractions.userId, userId),
        eq(assetInteractions.kind, 'like'),
      ),
    );
}
