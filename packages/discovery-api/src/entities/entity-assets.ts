import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { canSeeAssetContent } from '../assets/asset-visibility.js';
import type { Database } from '../db/database.js';
import { assets, collectionAssets, collections, groupCollections, type Asset } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { sees } from './entity-access.js';

/**
 * The assets of a collection or a group as the export and the insights read them: a collection's assets (pinned
 * first, then the newest added); a group's, every asset of its collections the user may see (collection-access.ts),
 * each once. Only assets of the entity's own site count (as collection-assets.ts lists them).
 */

export type EntityKind = 'collection' | 'group';

export interface EntityRef {
  kind: EntityKind;
  id: number;
  deploymentIndexId: number;
}

/** The entity's asset rows, in order, each once. */
export async function entityAssetRows(db: Database, access: SiteAccess, entity: EntityRef): Promise<Asset[]> {
  const onSite = eq(assets.deploymentIndexId, entity.deploymentIndexId);
  if (entity.kind === 'collection') {
    const rows = await db
      .select({ asset: assets })
      .from(collectionAssets)
      .innerJoin(assets, eq(assets.assetId, collectionAssets.assetId))
      .where(and(eq(collectionAssets.collectionId, entity.id), onSite))
      .orderBy(desc(collectionAssets.pinned), desc(collectionAssets.created), desc(collectionAssets.collectionAssetId));
    return rows.map((row) => row.asset);
  }
  const held = await db
    .select({ id: collections.collectionId })
    .from(groupCollections)
    .innerJoin(collections, eq(collections.collectionId, groupCollections.collectionId))
    .where(and(eq(groupCollections.groupId, entity.id), sees(db, 'collection', access)));
  if (held.length === 0) return [];
  const rows = await db
    .select({ asset: assets })
    .from(collectionAssets)
    .innerJoin(assets, eq(assets.assetId, collectionAssets.assetId))
    .where(
      and(
        inArray(
          collectionAssets.collectionId,
          held.map((row) => row.id),
        ),
        onSite,
      ),
    )
    .orderBy(asc(collectionAssets.collectionId), desc(collectionAssets.pinned), desc(collectionAssets.created));
  const seen = new Set<number>();
  return rows.map((row) => row.asset).filter((asset) => !seen.has(asset.assetId) && seen.add(asset.assetId));
}

/** Of the rows, those the user may open (the private-asset rule, asset-visibility.ts), in order. */
export async function openableAssets(db: Database, access: SiteAccess, rows: readonly Asset[]): Promise<Asset[]> {
  const result: Asset[] = [];
  for (const asset of rows) if (await canSeeAssetContent(db, access, asset)) result.push(asset);
  return result;
}
