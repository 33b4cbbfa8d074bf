import { and, asc, eq, inArray } from 'drizzle-orm';
import { collectionsSeenBy } from '../collections/collection-access.js';
import type { Database } from '../db/database.js';
import {
  assetContacts,
  assetFieldValues,
  assetUserGroups,
  collectionAssets,
  contributors,
  metadataFields,
  metadataFieldValues,
  searchDocuments,
  userGroupMembers,
  userGroups,
  users,
  type Asset,
  type User,
} from '../db/schema/index.js';

/**
 * What the document and asset answers need besides the asset row, loaded for many assets at once (one
 * query per kind of fact, whatever the number of assets).
 */

export interface SelectedValue {
  fieldName: string;
  fieldCode: string;
  value: string;
  softDeleted: boolean;
}

export interface AssetUserGroup {
  userGroupId: number;
  name: string;
  deploymentIndexId: number;
  roleId: number;
  /** Whether the signed-in user belongs to the group. */
  isMember: boolean;
}

export interface AssetFacts {
  selectedSet: SelectedValue[];
  contacts: { role: string; user: User }[];
  contributors: { isPrimary: boolean; user: User }[];
  userGroups: AssetUserGroup[];
  pinnedCollectionIds: number[];
  createdBy?: User;
  updatedBy?: User;
  /** The extracted text of the search record; undefined when the asset is not indexed yet. */
  content?: string;
}

const emptyFacts = (): AssetFacts => ({
  selectedSet: [],
  contacts: [],
  contributors: [],
  userGroups: [],
  pinnedCollectionIds: [],
});

const push = <T>(
  map: Map<number, AssetFacts>,
  assetId: number,
  key: keyof Pick<AssetFacts, 'selectedSet' | 'contacts' | 'contributors' | 'userGroups' | 'pinnedCollectionIds'>,
  item: T,
) => {
  (map.get(assetId)?.[key] as T[] | undefined)?.push(item);
};

/** The facts of the assets, per asset id; `withContent` also reads the search records' text (large: only for one document). */
export async function loadAssetFacts(
  db: Database,
  assetRows: readonly Pick<Asset, 'assetId' | 'createdByUserId' | 'updatedByUserId'>[],
  userId: number,
  options: { withContent?: boolean } = {},
): Promise<Map<number, AssetFacts>> {
  const facts = new Map<number, AssetFacts>(assetRows.map((asset) => [asset.assetId, emptyFacts()]));
  if (assetRows.length === 0) return facts;
  const ids = assetRows.map((asset) => asset.assetId);

  const authorIds = [
    ...new Set(
      assetRows
        .flatMap((asset) => [asset.createdByUserId, asset.updatedByUserId])
        .filter((id): id is number => id !== null),
    ),
  ];
  const authors = new Map(
    (authorIds.length ? await db.select().from(users).where(inArray(users.userId, authorIds)) : []).map((user) => [
      user.userId,
      user,
    ]),
  );
  for (const asset of assetRows) {
    const entry = facts.get(asset.assetId)!;
    entry.createdBy = asset.createdByUserId === null ? undefined : authors.get(asset.createdByUserId);
    entry.updatedBy = asset.updatedByUserId === null ? undefined : authors.get(asset.updatedByUserId);
  }

  const values = await db
    .select({
      assetId: assetFieldValues.assetId,
      fieldName: metadataFields.name,
      fieldCode: metadataFields.code,
      value: metadataFieldValues.value,
      softDeleted: metadataFieldValues.softDeleted,
    })
    .from(assetFieldValues)
    .innerJoin(metadataFieldValues, eq(metadataFieldValues.fieldValueId, assetFieldValues.fieldValueId))
    .innerJoin(metadataFields, eq(metadataFields.fieldId, metadataFieldValues.fieldId))
    .where(inArray(assetFieldValues.assetId, ids))
    .orderBy(
      asc(metadataFields.order),
      asc(metadataFields.code),
      asc(metadataFieldValues.order),
      asc(metadataFieldValues.value),
    );
  for (const { assetId, ...value } of values) push(facts, assetId, 'selectedSet', value);

  const contacts = await db
    .select({ assetId: assetContacts.assetId, role: assetContacts.contactRole, user: users })
    .from(assetContacts)
    .innerJoin(users, eq(users.userId, assetContacts.userId))
    .where(inArray(assetContacts.assetId, ids))
    .orderBy(asc(users.email));
  for (const { assetId, ...contact } of contacts) push(facts, assetId, 'contacts', contact);

  const credited = await db
    .select({ assetId: contributors.assetId, isPrimary: contributors.isPrimary, user: users })
    .from(contributors)
    .innerJoin(users, eq(users.userId, contributors.userId))
    .where(inArray(contributors.assetId, ids))
    .orderBy(asc(contributors.contributorId));
  for (const { assetId, ...contributor } of credited) push(facts, assetId, 'contributors', contributor);

  const groups = await db
    .select({
      assetId: assetUserGroups.assetId,
      userGroupId: userGroups.userGroupId,
      name: userGroups.name,
      deploymentIndexId: userGroups.deploymentIndexId,
      roleId: userGroups.roleId,
      memberId: userGroupMembers.userId,
    })
    .from(assetUserGroups)
    .innerJoin(userGroups, eq(userGroups.userGroupId, assetUserGroups.userGroupId))
    .leftJoin(
      userGroupMembers,
      and(eq(userGroupMembers.userGroupId, userGroups.userGroupId), eq(userGroupMembers.userId, userId)),
    )
    .where(inArray(assetUserGroups.assetId, ids))
    .orderBy(asc(userGroups.name));
  for (const { assetId, memberId, ...group } of groups)
    push(facts, assetId, 'userGroups', { ...group, isMember: memberId !== null });

  const pinned = await db
    .select({ assetId: collectionAssets.assetId, collectionId: collectionAssets.collectionId })
    .from(collectionAssets)
    .where(and(inArray(collectionAssets.assetId, ids), eq(collectionAssets.pinned, true)))
    .orderBy(asc(collectionAssets.collectionId));
  // Only the collections the user may see: a confidential one's id is not for its non-members.
  const seen = await collectionsSeenBy(
    db,
    userId,
    pinned.map((row) => row.collectionId),
  );
  for (const { assetId, collectionId } of pinned)
    if (seen.has(collectionId)) push(facts, assetId, 'pinnedCollectionIds', collectionId);

  if (options.withContent) {
    const records = await db
      .select({ assetId: searchDocuments.assetId, content: searchDocuments.content })
      .from(searchDocuments)
      .where(inArray(searchDocuments.assetId, ids));
    for (const record of records) {
      const entry = facts.get(record.assetId);
      if (entry) entry.content = record.content;
    }
  }
  return facts;
}

/** The live (not soft-deleted) values of one field code. */
export const valuesOf = (facts: AssetFacts, code: string) =>
  facts.selectedSet.filter((value) => value.fieldCode === code && !value.softDeleted).map((value) => value.value);

/** A user as a contact value of a search record: their email (unique; the portal looks people up by it). */
export const contactValue = (user: Pick<User, 'email'>) => user.email;

/** A user's display name: given and last name, else the name claim, else the email. */
export const displayName = (user: Pick<User, 'givenName' | 'lastName' | 'name' | 'email'>) =>
  [user.givenName, user.lastName].filter(Boolean).join(' ') || user.name || user.email;
