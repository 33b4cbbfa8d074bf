import {
  ACCESS_MESSAGES,
  SITE_ROLE_CODES,
  siteAbilitiesOf,
  type UserGroupChanges,
  type UserGroupMember,
} from '@portal/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import {
  assetUserGroups,
  assets,
  collectionUserGroups,
  collections,
  deploymentIndexes,
  groupUserGroups,
  groups,
  roles,
  userGroupMembers,
  userGroups,
  users,
  type Role,
  type User,
  type UserGroup,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, usableSiteAccess, type SiteAccess } from './site-access.js';

/**
 * Managing a site's user groups (the admin screens; the role table's manageMembers: site administrators on their
 * sites, portal administrators everywhere). A user group carries one site role on one site and its members get that
 * role there: adding a user to a group is how a site role is granted, removing them how it is taken away.
 */

/** The caller may manage the site's user groups: 404 unknown site, 403 not a user of it or without manageMembers. */
export async function requireMembersManager(
  app: FastifyInstance,
  request: FastifyRequest,
  deploymentIndexId: number,
): Promise<SiteAccess> {
  const access = await requireSiteAccess(app, request, deploymentIndexId);
  if (!access.abilities.site.has('manageMembers')) throw new HttpError(403, ACCESS_MESSAGES.membersDenied);
  return access;
}

/**
 * A user group the caller may manage: 404 for an unknown one and for one of a site they do not use (as for an
 * unknown id: which ids exist elsewhere is not told), 403 on a site of theirs they may not manage.
 */
export async function manageableUserGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  userGroupId: number,
): Promise<{ group: UserGroup; access: SiteAccess }> {
  const [group] = await app.db.select().from(userGroups).where(eq(userGroups.userGroupId, userGroupId));
  const access = group && (await usableSiteAccess(app, request, group.deploymentIndexId));
  if (!group || !access) throw new HttpError(404, `No such user group: ${userGroupId}.`);
  if (!access.abilities.site.has('manageMembers')) throw new HttpError(403, ACCESS_MESSAGES.membersDenied);
  return { group, access };
}

/** The site role `roleId` names: 400 for an unknown role, or one that is not a site role (a collection's, …). */
export async function siteRole(db: Db, roleId: number): Promise<Role> {
  const [role] = await db.select().from(roles).where(eq(roles.roleId, roleId));
  if (!role) throw new HttpError(400, `No such role: ${roleId}.`);
  if (!(SITE_ROLE_CODES as readonly string[]).includes(role.code))
    throw new HttpError(
      400,
      `The role ${role.name} (${role.code}) is not a site role: a user group carries one of ${SITE_ROLE_CODES.join(', ')}.`,
    );
  return role;
}

/** 409 when another user group of the site has the name (compared without case). */
async function assertNameFree(db: Db, deploymentIndexId: number, name: string, except?: number): Promise<void> {
  const [clash] = await db
    .select({ id: userGroups.userGroupId })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.deploymentIndexId, deploymentIndexId),
        sql`lower(${userGroups.name}) = lower(${name})`,
        except === undefined ? undefined : ne(userGroups.userGroupId, except),
      ),
    );
  if (clash) throw new HttpError(409, `This site already has a user group named '${name}'.`);
}

/** Creates a user group of the site carrying a site role. */
export async function createUserGroup(
  db: Db,
  input: { deploymentIndexId: number; name: string; roleId: number },
): Promise<UserGroup> {
  const name = input.name.trim();
  if (name === '') throw new HttpError(400, 'The request is not valid: body/name must not be empty.');
  return db.transaction(async (tx) => {
    await siteRole(tx, input.roleId);
    await assertNameFree(tx, input.deploymentIndexId, name);
    const [created] = await tx
      .insert(userGroups)
      .values({ deploymentIndexId: input.deploymentIndexId, name, roleId: input.roleId })
      .returning();
    if (!created) throw new Error('Creating the user group returned no row.');
    return created;
  });
}

/** Renames a user group, or changes the role it carries (its members' role on the site changes with it). */
export async function changeUserGroup(db: Db, group: UserGroup, changes: UserGroupChanges): Promise<UserGroup> {
  const name = changes.name?.trim();
  if (name === '') throw new HttpError(400, 'The request is not valid: body/name must not be empty.');
  return db.transaction(async (tx) => {
    if (changes.roleId !== undefined) await siteRole(tx, changes.roleId);
    if (name !== undefined) await assertNameFree(tx, group.deploymentIndexId, name, group.userGroupId);
    const [changed] = await tx
      .update(userGroups)
      .set({ ...(name !== undefined && { name }), ...(changes.roleId !== undefined && { roleId: changes.roleId }) })
      .where(eq(userGroups.userGroupId, group.userGroupId))
      .returning();
    if (!changed) throw new HttpError(404, `No such user group: ${group.userGroupId}.`);
    return changed;
  });
}

/** What a user group gives access to beyond its site: the collections, groups and assets that name it. */
export async function accessGrantedBy(db: Db, userGroupId: number) {
  const [collectionNames, groupNames, assetTitles] = await Promise.all([
    db
      .select({ name: collections.name })
      .from(collectionUserGroups)
      .innerJoin(collections, eq(collections.collectionId, collectionUserGroups.collectionId))
      .where(eq(collectionUserGroups.userGroupId, userGroupId))
      .orderBy(asc(collections.name)),
    db
      .select({ name: groups.name })
      .from(groupUserGroups)
      .innerJoin(groups, eq(groups.groupId, groupUserGroups.groupId))
      .where(eq(groupUserGroups.userGroupId, userGroupId))
      .orderBy(asc(groups.name)),
    db
      .select({ name: assets.title })
      .from(assetUserGroups)
      .innerJoin(assets, eq(assets.assetId, assetUserGroups.assetId))
      .where(eq(assetUserGroups.userGroupId, userGroupId))
      .orderBy(asc(assets.title)),
  ]);
  return {
    collections: collectionNames.map((row) => row.name),
    groups: groupNames.map((row) => row.name),
    assets: assetTitles.map((row) => row.name ?? '(untitled)'),
  };
}

const listed = (kind: string, names: string[]) =>
  names.length === 0
    ? []
    : [`${names.length} ${kind}${names.length === 1 ? '' : 's'} (${names.map((name) => `'${name}'`).join(', ')})`];

/**
 * Deletes a user group, refused (409, naming them) while it gives access to collections, groups or assets: those
 * are changed first, on purpose. Its members lose the role it carried on the site.
 */
export async function deleteUserGroup(db: Db, group: UserGroup): Promise<void> {
  await db.transaction(async (tx) => {
    const grants = await accessGrantedBy(tx, group.userGroupId);
    const where = [
      ...listed('collection', grants.collections),
      ...listed('group', grants.groups),
      ...listed('asset', grants.assets),
    ];
    if (where.length > 0)
      throw new HttpError(
        409,
        `The user group '${group.name}' still gives access to ${where.join(', ')}. Remove it from those first.`,
      );
    await tx.delete(userGroups).where(eq(userGroups.userGroupId, group.userGroupId));
  });
}

/** A user group's members, by email. */
export async function userGroupMembersOf(db: Db, userGroupId: number): Promise<UserGroupMember[]> {
  const rows = await db
    .select({
      userId: users.userId,
      email: users.email,
      name: users.name,
      status: users.status,
      lastLogin: users.lastLogin,
    })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.userId, userGroupMembers.userId))
    .where(eq(userGroupMembers.userGroupId, userGroupId))
    .orderBy(asc(users.email));
  return rows.map((row) => ({ ...row, lastLogin: row.lastLogin?.toISOString() ?? null }));
}

/**
 * Adds members by user id (400 naming an id that is nobody's) and by email (a user made ahead of their first
 * sign-in when the email is nobody's yet). Members already in the group stay as they are.
 */
export async function addUserGroupMembers(
  db: Db,
  userGroupId: number,
  input: { userIds?: number[]; emails?: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Set(input.userIds ?? []);
    if (ids.size > 0) {
      const found = await tx
        .select({ userId: users.userId })
        .from(users)
        .where(inArray(users.userId, [...ids]));
      const unknown = [...ids].filter((id) => !found.some((row) => row.userId === id));
      if (unknown.length > 0) throw new HttpError(400, `No such user: ${unknown.join(', ')}.`);
    }
    const emails = [...new Set((input.emails ?? []).map((email) => email.trim().toLowerCase()))];
    if (emails.length > 0) {
      await tx
        .insert(users)
        .values(emails.map((email) => ({ email })))
        .onConflictDoNothing({ target: users.email });
      const byEmail = await tx.select({ userId: users.userId }).from(users).where(inArray(users.email, emails));
      for (const row of byEmail) ids.add(row.userId);
    }
    if (ids.size === 0) return;
    await tx
      .insert(userGroupMembers)
      .values([...ids].map((userId) => ({ userGroupId, userId })))
      .onConflictDoNothing();
  });
}

/** Removes a member (404 when they are not one). */
export async function removeUserGroupMember(db: Db, userGroupId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(userGroupMembers)
    .where(and(eq(userGroupMembers.userGroupId, userGroupId), eq(userGroupMembers.userId, userId)))
    .returning();
  if (removed.length === 0) throw new HttpError(404, `User ${userId} is not a member of this user group.`);
}

/**
 * The sites whose user groups and members the user manages (the role table's manageMembers), in id order: every site
 * for a portal administrator, the sites they administer for anyone else (GET v2/users/me managedSiteIds; what the
 * admin screens are scoped to).
 */
export async function managedSiteIds(db: Db, user: User): Promise<number[]> {
  if (user.isAdministrator) {
    const rows = await db
      .select({ id: deploymentIndexes.deploymentIndexId })
      .from(deploymentIndexes)
      .orderBy(asc(deploymentIndexes.deploymentIndexId));
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ deploymentIndexId: userGroups.deploymentIndexId, code: roles.code })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
    .where(eq(userGroupMembers.userId, user.userId));
  const codesBySite = new Map<number, string[]>();
  for (const row of rows)
    codesBySite.set(row.deploymentIndexId, [...(codesBySite.get(row.deploymentIndexId) ?? []), row.code]);
  return [...codesBySite]
    .filter(([, codes]) => siteAbilitiesOf(codes).site.has('manageMembers'))
    .map(([siteId]) => siteId)
    .sort((a, b) => a - b);
}

/** The site roles a user group may carry, in the role table's order (GET v2/usergroups/roles). */
export async function siteRoles(db: Db): Promise<Role[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(inArray(roles.code, [...SITE_ROLE_CODES]));
  const order = (code: string) => (SITE_ROLE_CODES as readonly string[]).indexOf(code);
  return rows.sort((a, b) => order(a.code) - order(b.code));
}
