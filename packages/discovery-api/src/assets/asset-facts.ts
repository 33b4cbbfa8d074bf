import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  assetContacts,
  assetFieldValues,
  assetUserGroups,
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
import { documentTypeFromStoragePath } from '../media/file-types.js';

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
});

const push = <T>(
  map: Map<number, AssetFacts>,
  assetId: number,
  key: keyof Pick<AssetFacts, 'selectedSet' | 'contacts' | 'contributors' | 'userGroups'>,
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

/** The content types of an asset: its content_types values, else the document type of its storage path (as its search record has them). */
export function contentTypesOf(asset: Pick<Asset, 'storagePath' | 'blobName'>, facts: AssetFacts): string[] {
  const chosen = valuesOf(facts, 'content_types');
  if (chosen.length) return chosen;
  const documentType = documentTypeFromStoragePath(asset.blobName ?? asset.storagePath ?? '');
  return documentType ? [documentType] : [];
}
