import { PROCESSING_FAILURE_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assets, deploymentIndexes, type Notification } from '../db/schema/index.js';
import { contentPagePathOf } from '../assets/asset-sharing.js';
import { notifyUser } from '../notifications/notify-user.js';

/** A file name as the notice names it: long names are cut (the asset's page has the whole name). */
const FILE_NAME_MAX_CHARS = 120;

const shortName = (name: string) =>
  name.length <= FILE_NAME_MAX_CHARS ? name : `${name.slice(0, FILE_NAME_MAX_CHARS - 1).trimEnd()}…`;

/**
 * Tells the asset's uploader (createdByUser) that processing their file ended in error: which file, on which site,
 * the reason (already plain and bounded: processing-failure.ts failureReason), that it cannot be found in search,
 * and the content page's path, where File details offers to process it again; the notification points at the asset.
 * One per processing run that ends in error (process-asset.ts), never one per try. An asset without an uploader (a
 * folder import without --as) tells no one; one imported --as a user tells that user, as their upload. Answers the
 * notification, or null when there was no one to tell.
 */
export async function notifyProcessingFailed(
  db: Database,
  assetId: number,
  reason: string,
): Promise<Notification | null> {
  const [row] = await db
    .select({ asset: assets, siteName: deploymentIndexes.name })
    .from(assets)
    .innerJoin(deploymentIndexes, eq(deploymentIndexes.deploymentIndexId, assets.deploymentIndexId))
    .where(eq(assets.assetId, assetId));
  const uploaderId = row?.asset.createdByUserId;
  if (!row || !uploaderId) return null;
  const { asset, siteName } = row;
  const fileName = shortName(asset.originalFileName || asset.fileName);
  return notifyUser(db, {
    userId: uploaderId,
    title: `${PROCESSING_FAILURE_MESSAGES.noticeTitle}${fileName}`,
    message:
      `${fileName}, uploaded to ${siteName}, could not be processed and cannot be found in search. ${reason} ` +
      `Open it to retry processing: ${contentPagePathOf(asset)}`,
    subject: asset.title || fileName,
    relatedEntity: { entityType: 'asset', entityId: asset.docId },
  });
}
