import type { Database } from '../db/database.js';
import { assetInteractions, assetReportEvents } from '../db/schema/index.js';

/** The asset report that downloads are recorded in (GET v2/assets/{id}/reports/{reportName}). */
export const DOWNLOADS_REPORT = 'downloads';

/** Records that the user downloaded the asset: an interaction and an event of the downloads report, in one transaction. */
export async function recordDownload(db: Database, assetId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(assetInteractions).values({ assetId, userId, kind: 'download' });
    await tx.insert(assetReportEvents).values({ assetId, userId, reportName: DOWNLOADS_REPORT });
  });
}
