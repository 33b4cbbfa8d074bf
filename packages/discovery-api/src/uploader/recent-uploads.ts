import { RECENT_UPLOADS, type RecentUpload } from '@portal/contracts';
import { and, desc, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { assets, type Asset } from '../db/schema/index.js';
import { ASSET_STATUS_ID } from '../assets/asset-status.js';

const toRecentUpload = (asset: Asset): RecentUpload => ({
  AssetId: asset.assetId,
  DocId: asset.docId,
  FileName: asset.originalFileName || asset.fileName,
  Title: asset.title,
  FileSize: asset.fileSize,
  MimeType: asset.mimeType,
  IsVideo: asset.isVideo,
  StatusId: asset.statusId,
  Status: asset.status,
  StatusError: asset.statusError,
  Created: asset.created.toISOString(),
  Updated: asset.updated.toISOString(),
});

/**
 * The user's own uploads on the site whose file reached storage (a registered file still waiting for its transfer is
 * the browser's to remember), created in the last RECENT_UPLOADS.days days: the latest changed first, at most
 * RECENT_UPLOADS.max. Only assets the user created: another user's uploads are never answered, whatever their role.
 */
export async function recentUploadsOf(
  db: Db,
  userId: number,
  siteId: number,
  now = new Date(),
): Promise<RecentUpload[]> {
  const since = new Date(now.getTime() - RECENT_UPLOADS.days * 24 * 60 * 60 * 1000);
  const rows = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.createdByUserId, userId),
        eq(assets.deploymentIndexId, siteId),
        ne(assets.statusId, ASSET_STATUS_ID.registered),
        gte(assets.created, since),
      ),
    )
    .orderBy(desc(assets.updated), desc(assets.assetId))
    .limit(RECENT_UPLOADS.max);
  return rows.map(toRecentUpload);
}
