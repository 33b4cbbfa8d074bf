import type { SetFieldValue } from '@portal/contracts';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../db/database.js';
import { collectionAssets, collections } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { edits } from '../entities/entity-access.js';

/**
 * The add-to-collection panel (spec §4 "Add to collection", §4 metadata update: selected values merged with
 * saved values, de-duplicated by profileFieldValueId). Collections travel as selected values of a
 * 'collections' pseudo-field (the business metadata list of spec §3): fieldId 0, profileFieldValueId the
 * collection id, value its name.
 *
 * Who may put an asset in a collection is not in the spec; chosen: its owner or editor (direct access,
 * spec §6 collection roles), its creator, and anyone with editDeploymentIndex on its site. Viewers and
 * user-group members may not.
 */

export const COLLECTIONS_FIELD = { fieldId: 0, fieldName: 'Collections', fieldCode: 'collections' } as const;

export const toCollectionValue = (row: { collectionId: number; name: string }): SetFieldValue => ({
  ...COLLECTIONS_FIELD,
  profileFieldValueId: row.collectionId,
  value: row.name,
});

/** The collections of the site the user may add assets to, by name. */
export async function editableCollections(
  db: Db,
  access: SiteAccess,
  siteId: number,
): Promise<{ collectionId: number; name: string }[]> {
  const onSite = eq(collections.deploymentIndexId, siteId);
  return db
    .select({ collectionId: collections.collectionId, name: collections.name })
    .from(collections)
    .where(access.permissions.editDeploymentIndex ? onSite : and(onSite, edits(db, 'collection', access.user.userId)))
    .orderBy(asc(collections.name), asc(collections.collectionId));
}

/**
 * The collections the selected values name, checked: 400 naming the field for an unknown collection or
 * one of another site, 403 for one the user may not add to.
 */
export async function requireEditableCollections(
  db: Db,
  access: SiteAccess,
  siteId: number,
  values: readonly { profileFieldValueId: number }[],
): Promise<number[]> {
  const wanted = [...new Set(values.map((value) => value.profileFieldValueId))];
  if (wanted.length === 0) return [];
  const found = new Map(
    (await db.select().from(collections).where(inArray(collections.collectionId, wanted))).map((row) => [
      row.collectionId,
      row,
    ]),
  );
  const editable = new Set((await editableCollections(db, access, siteId)).map((row) => row.collectionId));
  values.forEach((value, index) => {
    const path = `body/MetadataData/${index}/profileFieldValueId`;
    const collection = found.get(value.profileFieldValueId);
    if (!collection)
      throw new HttpError(400, `The request is not valid: ${path} ${value.profileFieldValueId} is not a collection.`);
    if (collection.deploymentIndexId !== siteId)
      throw new HttpError(
        400,
        `The request is not valid: ${path}: the collection '${collection.name}' is not on this site.`,
      );
    if (!editable.has(collection.collectionId))
      throw new HttpError(
        403,
        `You may not add assets to the collection '${collection.name}': it needs its owner or an editor.`,
      );
  });
  return wanted;
}

/** Adds the assets to the collections; those already in one stay as they are (pinned or not). */
async function addAssetsToCollections(
  tx: Transaction,
  assetIds: readonly number[],
  collectionIds: readonly number[],
): Promise<void> {
  const rows = assetIds.flatMap((assetId) => collectionIds.map((collectionId) => ({ assetId, collectionId })));
  if (rows.length > 0) await tx.insert(collectionAssets).values(rows).onConflictDoNothing();
}

/** Makes the asset's membership of the user's editable collections exactly `collectionIds`; other collections are untouched. */
async function replaceAssetCollections(
  tx: Transaction,
  assetId: number,
  editableIds: readonly number[],
  collectionIds: readonly number[],
): Promise<void> {
  if (editableIds.length > 0) {
    const keep = collectionIds.length > 0 ? notInArray(collectionAssets.collectionId, [...collectionIds]) : undefined;
    await tx
      .delete(collectionAssets)
      .where(
        and(eq(collectionAssets.assetId, assetId), inArray(collectionAssets.collectionId, [...editableIds]), keep),
      );
  }
  await addAssetsToCollections(tx, [assetId], collectionIds);
}

/**
 * saveAssetCollections ('add': each asset joins the collections) and updateAssetCollections ('replace': the
 * collections become exactly the asset's among the user's editable ones), for every asset in one transaction.
 */
export async function changeAssetCollections(
  db: Database,
  mode: 'add' | 'replace',
  assetIds: readonly number[],
  collectionIds: readonly number[],
  editableIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const assetId of assetIds) {
      if (mode === 'add') await addAssetsToCollections(tx, [assetId], collectionIds);
      else await replaceAssetCollections(tx, assetId, editableIds, collectionIds);
    }
  });
}

/** The asset's collections among the user's editable ones, as collection values. */
export async function assetCollectionValues(
  db: Db,
  assetId: number,
  editable: readonly { collectionId: number; name: string }[],
): Promise<SetFieldValue[]> {
  const rows = await db
    .select({ collectionId: collectionAssets.collectionId })
    .from(collectionAssets)
    .where(eq(collectionAssets.assetId, assetId));
  const holding = new Set(rows.map((row) => row.collectionId));
  return editable.filter((row) => holding.has(row.collectionId)).map(toCollectionValue);
}
