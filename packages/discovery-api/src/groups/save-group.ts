import { ACCESS_MESSAGES } from '@portal/contracts';
import type { GroupInput } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changesOwners, checkMembers, type Member as EntityMember } from '../entities/entity-members.js';
import { deleteEntityCustomization, deleteThemeImages, saveThemeColours } from '../entities/entity-customization.js';
import { requireHexColour } from '../entities/entity-themes.js';
import type { Database, Transaction } from '../db/database.js';
import { groupUserGroups, groupUsers, groups } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { firstForeignUserGroup } from '../sites/site-user-groups.js';
import { mayChangeOwners } from './group-access.js';

type Member = EntityMember<'groupOwner' | 'groupEditor' | 'groupViewer'>;

/** What a save changes, checked: undefined leaves a field as it is. */
interface CheckedGroup {
  name: string;
  description?: string;
  isConfidential?: boolean;
  themeColor?: string | null;
  secondaryThemeColor?: string | null;
  members?: Member[];
  userGroupIds?: number[];
}

const colour = (field: string, value: string | null | undefined): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  return requireHexColour(`group.theme.${field}`, value.trim());
};

/**
 * The save's input checked against the site (spec §5): a name that is not blank; members that are users of the
 * site, each once (an entry whose user id is 0 or less or whose email is empty is ignored); user groups of the
 * site. The theme's hero and thumbnail are dropped: only its colours are saved here. 400 naming the field.
 */
async function checkGroup(db: Database, siteId: number, input: GroupInput): Promise<CheckedGroup> {
  const name = input.name.trim();
  if (name === '') throw new HttpError(400, "The group's name must not be empty (group.name).");
  const checked: CheckedGroup = { name };
  if (input.description !== undefined) checked.description = (input.description ?? '').trim();
  if (input.isConfidential !== undefined) checked.isConfidential = input.isConfidential;
  if (input.theme) {
    checked.themeColor = colour('themeColor', input.theme.themeColor);
    checked.secondaryThemeColor = colour('secondaryThemeColor', input.theme.secondaryThemeColor);
  }
  if (input.groupUsers) {
    checked.members = await checkMembers(
      db,
      siteId,
      input.groupUsers,
      (index) => `body/group/groupUsers/${index}/user`,
    );
  }
  if (input.userGroupIds) {
    const wanted = [...new Set(input.userGroupIds)];
    const missing = await firstForeignUserGroup(db, siteId, wanted);
    if (missing !== undefined)
      throw new HttpError(400, `group.userGroupIds: ${missing} is not a user group of this site.`);
    checked.userGroupIds = wanted;
  }
  return checked;
}

/** Members, user groups and theme colours of a save, written in the save's transaction. */
async function writeParts(tx: Transaction, groupId: number, checked: CheckedGroup): Promise<void> {
  if (checked.members) {
    await tx.delete(groupUsers).where(eq(groupUsers.groupId, groupId));
    if (checked.members.length > 0)
      await tx.insert(groupUsers).values(checked.members.map((member) => ({ groupId, ...member })));
  }
  if (checked.userGroupIds) {
    await tx.delete(groupUserGroups).where(eq(groupUserGroups.groupId, groupId));
    if (checked.userGroupIds.length > 0)
      await tx.insert(groupUserGroups).values(checked.userGroupIds.map((userGroupId) => ({ groupId, userGroupId })));
  }
  const { themeColor, secondaryThemeColor } = checked;
  if (themeColor !== undefined || secondaryThemeColor !== undefined)
    await saveThemeColours(tx, 'group', groupId, { themeColor, secondaryThemeColor });
}

/** POST v2/groups: a new group of the site; its creator is its owner. New: confidential, empty description (spec §5). */
export async function createGroup(app: FastifyInstance, access: SiteAccess, input: GroupInput): Promise<number> {
  if (input.groupId && input.groupId > 0)
    throw new HttpError(400, `To change group ${input.groupId}, use PUT v2/groups/${input.groupId}.`);
  const checked = await checkGroup(app.db, access.site.deploymentIndexId, input);
  return app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(groups)
      .values({
        name: checked.name,
        description: checked.description ?? '',
        isConfidential: checked.isConfidential ?? true,
        deploymentIndexId: access.site.deploymentIndexId,
        createdByUserId: access.user.userId,
        updatedByUserId: access.user.userId,
      })
      .returning({ groupId: groups.groupId });
    await writeParts(tx, created!.groupId, checked);
    return created!.groupId;
  });
}

/**
 * PUT v2/groups/{id}: the caller has checked the user may change the group. Changing who its owners are needs
 * an owner or an administrator (an editor could otherwise make themselves owner and delete it).
 */
export async function updateGroup(
  app: FastifyInstance,
  access: SiteAccess,
  groupId: number,
  input: GroupInput,
): Promise<void> {
  if (input.groupId && input.groupId > 0 && input.groupId !== groupId)
    throw new HttpError(400, `group.groupId ${input.groupId} does not match the id in the path (${groupId}).`);
  const checked = await checkGroup(app.db, access.site.deploymentIndexId, input);
  if (checked.members) {
    const current = await app.db
      .select({ userId: groupUsers.userId, roleCode: groupUsers.roleCode })
      .from(groupUsers)
      .where(eq(groupUsers.groupId, groupId));
    if (changesOwners('group', current, checked.members, null) && !(await mayChangeOwners(app.db, access, groupId)))
      throw new HttpError(403, ACCESS_MESSAGES.groupOwnersDenied);
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(groups)
      .set({
        name: checked.name,
        ...(checked.description !== undefined ? { description: checked.description } : {}),
        ...(checked.isConfidential !== undefined ? { isConfidential: checked.isConfidential } : {}),
        updatedByUserId: access.user.userId,
        updated: new Date(),
      })
      .where(eq(groups.groupId, groupId));
    await writeParts(tx, groupId, checked);
  });
}

/**
 * DELETE v2/groups/{groupId}: the group with its members, collections links, pins, stars and featured entries
 * (foreign keys), and its theme, quick links and customization set (polymorphic owners, removed here); the theme's
 * images are deleted from blob storage afterwards. The collections themselves stay.
 */
export async function deleteGroup(app: FastifyInstance, access: SiteAccess, groupId: number): Promise<void> {
  const images = await app.db.transaction(async (tx) => {
    const removed = await deleteEntityCustomization(tx, 'group', groupId);
    await tx.delete(groups).where(eq(groups.groupId, groupId));
    return removed;
  });
  await deleteThemeImages(app, access.site, images, 'a deleted group');
}
