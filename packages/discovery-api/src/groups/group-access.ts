import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { editsGroup } from '../collections/editors.js';
import type { Database } from '../db/database.js';
import { groups, groupUserGroups, groupUsers, userGroupMembers, type Group } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * Who may do what with a group (spec §6 group roles, direct access users, user-group access), written once for
 * every group call:
 * - everything is scoped to the group's site: an unknown id, a group of another site and a group of a site the
 *   user may not use all answer the same 404 (no probing);
 * - see: the site's administrators (editDeploymentIndex; portal administrators hold it everywhere) see all of the
 *   site's groups; every user of the site sees those that are not confidential; a confidential group is seen by
 *   its members only: its creator, its direct users (groupOwner, groupEditor, groupViewer) and the members of a
 *   user group given access. A confidential group the user may not see answers the same 404 as an unknown one
 *   (as collections do, collection-access.ts);
 * - change (save, members, collections): its creator, its owners and editors, and the site's administrators;
 *   viewers and user-group members get 403. Only owners (and administrators) may change who the owners are;
 * - delete: its creator, its owners and the site's administrators;
 * - feature and unfeature: the site's administrators only;
 * - pin and star: anyone who may see it, for themselves.
 */

type Queries = Pick<Database, 'select'>;

export const groupNotFound = (id: number) => `No such group: ${id}.`;
export const GROUP_CHANGE_DENIED = "Only the group's owners and editors and the site's administrators may change it.";
export const GROUP_DELETE_DENIED = "Only the group's owners and the site's administrators may delete it.";
export const GROUP_OWNERS_DENIED = "Only the group's owners and the site's administrators may change its owners.";
export const GROUP_FEATURE_DENIED = "Only the site's administrators may feature groups on it.";

export const isSiteAdmin = (access: Pick<SiteAccess, 'permissions'>) => access.permissions.editDeploymentIndex;

/** True for a row of `groups` the user may see (the query restricts it to one site). */
export function seesGroup(db: Queries, access: Pick<SiteAccess, 'user' | 'permissions'>): SQL {
  if (isSiteAdmin(access)) return sql`true`;
  const userId = access.user.userId;
  const direct = db
    .select({ one: groupUsers.groupUserId })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groups.groupId), eq(groupUsers.userId, userId)));
  return or(
    eq(groups.isConfidential, false),
    eq(groups.createdByUserId, userId),
    exists(direct),
    exists(inUserGroupGiven(db, userId)),
  )!;
}

/** Rows when the user is in a user group given access to the outer query's group. */
export function inUserGroupGiven(db: Queries, userId: number) {
  return db
    .select({ one: groupUserGroups.userGroupId })
    .from(groupUserGroups)
    .innerJoin(userGroupMembers, eq(userGroupMembers.userGroupId, groupUserGroups.userGroupId))
    .where(and(eq(groupUserGroups.groupId, groups.groupId), eq(userGroupMembers.userId, userId)));
}

/** True for a row of `groups` the user created or holds the groupOwner role on. */
export function ownsGroup(db: Queries, userId: number): SQL {
  const byRole = db
    .select({ one: groupUsers.groupUserId })
    .from(groupUsers)
    .where(
      and(eq(groupUsers.groupId, groups.groupId), eq(groupUsers.userId, userId), eq(groupUsers.roleCode, 'groupOwner')),
    );
  return or(eq(groups.createdByUserId, userId), exists(byRole))!;
}

/** True for a row of `groups` the user may change: its owners and editors, or every group for the site's administrators. */
export function changesGroup(db: Queries, access: Pick<SiteAccess, 'user' | 'permissions'>): SQL {
  return isSiteAdmin(access) ? sql`true` : editsGroup(db, access.user.userId);
}

async function holds(db: Database, groupId: number, condition: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: groups.groupId })
    .from(groups)
    .where(and(eq(groups.groupId, groupId), condition));
  return rows.length > 0;
}

export interface GroupTarget {
  group: Group;
  access: SiteAccess;
}

/** A group named by its id alone, with the user's access to its site: 404 when unknown, on a site they may not use, or not one they may see. */
export async function requireVisibleGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  groupId: number,
): Promise<GroupTarget> {
  const [group] = await app.db.select().from(groups).where(eq(groups.groupId, groupId));
  const access = group && (await usableSiteAccess(app, request, group.deploymentIndexId));
  if (!group || !access) throw new HttpError(404, groupNotFound(groupId));
  await requireSeen(app.db, access, group);
  return { group, access };
}

/** A group named with its site (the caller has access to it already): 404 when not on that site or not seen. */
export async function requireVisibleGroupOnSite(db: Database, access: SiteAccess, groupId: number): Promise<Group> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.groupId, groupId), eq(groups.deploymentIndexId, access.site.deploymentIndexId)));
  if (!group) throw new HttpError(404, groupNotFound(groupId));
  await requireSeen(db, access, group);
  return group;
}

async function requireSeen(db: Database, access: SiteAccess, group: Group): Promise<void> {
  if (!(await holds(db, group.groupId, seesGroup(db, access)))) throw new HttpError(404, groupNotFound(group.groupId));
}

/** 403 unless the user may change the group. */
export async function requireGroupChange(db: Database, access: SiteAccess, groupId: number): Promise<void> {
  if (!(await holds(db, groupId, changesGroup(db, access)))) throw new HttpError(403, GROUP_CHANGE_DENIED);
}

/** Whether the user may change who the group's owners are (its owners and the site's administrators). */
export async function mayChangeOwners(db: Database, access: SiteAccess, groupId: number): Promise<boolean> {
  return isSiteAdmin(access) || holds(db, groupId, ownsGroup(db, access.user.userId));
}

/** 403 unless the user may delete the group. */
export async function requireGroupDelete(db: Database, access: SiteAccess, groupId: number): Promise<void> {
  if (!(await mayChangeOwners(db, access, groupId))) throw new HttpError(403, GROUP_DELETE_DENIED);
}
