import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetUserGroups, userGroupMembers } from '../db/schema/index.js';
import type { Asset } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { type ReadableAsset } from './asset-access.js';
import { visibleAssetIds } from './asset-visibility.js';

/** The assets (of the list) that the user may open as dashboards: spec §6 "dashboard access requires user group access". */
export async function dashboardAccess(
  db: Database,
  userId: number,
  documents: readonly ReadableAsset[],
): Promise<Set<number>> {
  const granted = new Set(
    documents
      .filter((document) => document.access.permissions.accessPrivateAsset)
      .map((document) => document.asset.assetId),
  );
  const others = documents
    .filter((document) => !granted.has(document.asset.assetId))
    .map((document) => document.asset.assetId);
  if (others.length === 0) return granted;
  const rows = await db
    .selectDistinct({ assetId: assetUserGroups.assetId })
    .from(assetUserGroups)
    .innerJoin(userGroupMembers, eq(userGroupMembers.userGroupId, assetUserGroups.userGroupId))
    .where(and(inArray(assetUserGroups.assetId, others), eq(userGroupMembers.userId, userId)));
  for (const row of rows) granted.add(row.assetId);
  return granted;
}

/**
 * Of assets of the user's site: those they may open (the private-asset rule, asset-visibility.ts) and, of those, the
 * ones they may open as dashboards (dashboardAccess).
 */
export async function openableDashboards(
  db: Database,
  access: SiteAccess,
  assets: readonly Asset[],
): Promise<{ openable: Set<number>; dashboards: Set<number> }> {
  const openable = await visibleAssetIds(
    db,
    access,
    assets.map((asset) => asset.assetId),
  );
  const readable = assets
    .filter((asset) => openable.has(asset.assetId))
    .map((asset) => ({ asset, access, isAccessible: true }));
  return { openable, dashboards: await dashboardAccess(db, access.user.userId, readable) };
}
