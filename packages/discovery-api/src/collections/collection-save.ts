import type { CollectionInput } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/database.js';
import { deleteEntityCustomization, deleteThemeImages, saveThemeColours } from '../entities/entity-customization.js';
import { requireHexColour } from '../entities/entity-themes.js';
import { collections, collectionUserGroups, collectionUsers, type Collection } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { firstForeignUserGroup } from '../sites/site-user-groups.js';
import { checkMembers, changesOwners, type Member as EntityMember } from '../entities/entity-members.js';
import { deletes, idsWhere } from '../entities/entity-access.js';
import { ACCESS_MESSAGES } from '@portal/contracts';

type RoleCode = (typeof collectionUsers.roleCode.enumValues)[number];

/**
 * Creating, updating and deleting collections (spec §4 "save = create or update by id", §5):
 * - a new collection is confidential unless told otherwise, with an empty description; its creator is its owner
 *   (a collectionOwner row, so members can be computed from the users' emails);
 * - the name is required (not blank) and at most 200 characters;
 * - hero and thumbnail images are stripped from the theme: only its colours are saved here (images go through
 *   PUT v2/collections/theme/{id});
 * - members are checked as entities/entity-members.ts does for both kinds; user groups must be the site's;
 * - only the owners and the site's administrators change who the owners are (an editor could otherwise make
 *   themselves owner and delete the collection);
 * - everything is checked before anything is written, and the rows of one save are written in one transaction.
 */

type Member = EntityMember<RoleCode>;

interface CheckedInput {
  name: string;
  description?: string;
  isConfidential?: boolean;
  theme?: { themeColor?: string | null; secondaryThemeColor?: string | null };
  members?: Member[];
  userGroupIds?: number[];
}

async function checkInput(db: Database, siteId: number, input: CollectionInput): Promise<CheckedInput> {
  const name = input.name.trim();
  if (!name) throw new HttpError(400, 'The request is not valid: body/collection/name must not be blank.');
  const checked: CheckedInput = {
    name,
    description: input.description?.trim(),
    isConfidential: input.isConfidential,
  };
  if (input.theme) {
    const colour = (field: 'themeColor' | 'secondaryThemeColor') => {
      const value = input.theme?.[field];
      if (value === undefined || value === null) return value;
      return requireHexColour(`body/collection/theme/${field}`, value);
    };
    checked.theme = { themeColor: colour('themeColor'), secondaryThemeColor: colour('secondaryThemeColor') };
  }
  if (input.collectionUsers) {
    checked.members = await checkMembers(
      db,
      siteId,
      input.collectionUsers,
      (index) => `body/collection/collectionUsers/${index}/user`,
    );
  }
  if (input.userGroupIds) {
    const wanted = [...new Set(input.userGroupIds)];
    const unknown = await firstForeignUserGroup(db, siteId, wanted);
    if (unknown !== undefined)
      throw new HttpError(400, `The request is not valid: user group ${unknown} is not a user group of this site.`);
    checked.userGroupIds = wanted;
  }
  return checked;
}

/** The members as saved: the given ones, the creator always an owner. */
async function replaceMembers(tx: Transaction, collectionId: number, creatorId: number | null, members: Member[]) {
  await tx.delete(collectionUsers).where(eq(collectionUsers.collectionId, collectionId));
  const rows = members.filter((member) => member.userId !== creatorId).map((member) => ({ collectionId, ...member }));
  if (creatorId !== null) rows.unshift({ collectionId, userId: creatorId, roleCode: 'collectionOwner' });
  if (rows.length > 0) await tx.insert(collectionUsers).values(rows);
}

async function replaceUserGroups(tx: Transaction, collectionId: number, userGroupIds: number[]) {
  await tx.delete(collectionUserGroups).where(eq(collectionUserGroups.collectionId, collectionId));
  if (userGroupIds.length > 0)
    await tx.insert(collectionUserGroups).values(userGroupIds.map((userGroupId) => ({ collectionId, userGroupId })));
}

/** POST v2/collections: a new collection of the access's site, created by the signed-in user. Answers its id. */
export async function createCollection(
  app: FastifyInstance,
  access: SiteAccess,
  input: CollectionInput,
): Promise<number> {
  if (input.collectionId !== undefined && input.collectionId > 0)
    throw new HttpError(
      400,
      `The request is not valid: body/collection/collectionId ${input.collectionId}: an existing collection is saved with PUT v2/collections/save/${input.collectionId}.`,
    );
  const siteId = access.site.deploymentIndexId;
  const checked = await checkInput(app.db, siteId, input);
  const creatorId = access.user.userId;
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collections)
      .values({
        name: checked.name,
        description: checked.description ?? '',
        isConfidential: checked.isConfidential ?? true,
        createdByUserId: creatorId,
        deploymentIndexId: siteId,
      })
      .returning({ collectionId: collections.collectionId });
    const collectionId = row!.collectionId;
    await replaceMembers(tx, collectionId, creatorId, checked.members ?? []);
    if (checked.userGroupIds) await replaceUserGroups(tx, collectionId, checked.userGroupIds);
    if (checked.theme) await saveThemeColours(tx, 'collection', collectionId, checked.theme);
    return collectionId;
  });
}

/** PUT v2/collections/save/{collectionId}: the fields given change; the caller has checked the user may change it. */
export async function updateCollection(
  app: FastifyInstance,
  access: SiteAccess,
  collection: Collection,
  input: CollectionInput,
) {
  const id = collection.collectionId;
  if (input.collectionId !== undefined && input.collectionId !== id)
    throw new HttpError(
      400,
      input.collectionId > 0
        ? `The request is not valid: body/collection/collectionId ${input.collectionId} does not match the id in the path (${id}).`
        : `The request is not valid: body/collection/collectionId ${input.collectionId}: a new collection is created with POST v2/collections.`,
    );
  const checked = await checkInput(app.db, collection.deploymentIndexId, input);
  if (checked.members) {
    const current = await app.db
      .select({ userId: collectionUsers.userId, roleCode: collectionUsers.roleCode })
      .from(collectionUsers)
      .where(eq(collectionUsers.collectionId, id));
    if (
      changesOwners('collection', current, checked.members, collection.createdByUserId) &&
      !(await idsWhere(app.db, 'collection', [id], deletes(app.db, 'collection', access))).has(id)
    )
      throw new HttpError(403, ACCESS_MESSAGES.collectionOwnersDenied);
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(collections)
      .set({
        name: checked.name,
        ...(checked.description === undefined ? {} : { description: checked.description }),
        ...(checked.isConfidential === undefined ? {} : { isConfidential: checked.isConfidential }),
        updated: new Date(),
      })
      .where(eq(collections.collectionId, id));
    if (checked.members) await replaceMembers(tx, id, collection.createdByUserId, checked.members);
    if (checked.userGroupIds) await replaceUserGroups(tx, id, checked.userGroupIds);
    if (checked.theme) await saveThemeColours(tx, 'collection', id, checked.theme);
  });
}

/**
 * DELETE v2/collections/{id}: the collection and everything that hangs on it (its assets' membership, members,
 * pins, stars, featuring by cascade; its theme, quick links and customization set, which have no foreign key),
 * in one transaction; the theme images are removed from storage afterwards.
 */
export async function deleteCollection(app: FastifyInstance, access: SiteAccess, collection: Collection) {
  const id = collection.collectionId;
  const removed = await app.db.transaction(async (tx) => {
    const images = await deleteEntityCustomization(tx, 'collection', id);
    await tx.delete(collections).where(eq(collections.collectionId, id));
    return images;
  });
  await deleteThemeImages(app, access.site, removed, 'a deleted collection');
}
