import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assets, assetVersions, type Asset, type AssetVersion } from '../db/schema/index.js';

/** The asset columns that describe its current file. */
export type AssetFile = Pick<
  Asset,
  'blobName' | 'storagePath' | 'fileName' | 'originalFileName' | 'fileExtension' | 'fileSize' | 'mimeType' | 'isVideo'
>;

/**
 * Makes `file` the asset's current file, keeping the previous one (`previousStoragePath`) as a version;
 * both in one transaction.
 */
export async function replaceAssetFile(
  db: Database,
  assetId: number,
  previousStoragePath: string,
  file: AssetFile,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(assetVersions).values({ assetId, storagePath: previousStoragePath, createdByUserId: userId });
    await tx
      .update(assets)
      .set({ ...file, updatedByUserId: userId, updated: new Date() })
      .where(eq(assets.assetId, assetId));
  });
}

/** The asset's earlier files, newest first. */
export async function assetVersionsOf(db: Database, assetId: number): Promise<AssetVersion[]> {
  return db
    .select()
    .from(assetVersions)
    .where(eq(assetVersions.assetId, assetId))
    .orderBy(desc(assetVersions.created), desc(assetVersions.assetVersionId));
}
