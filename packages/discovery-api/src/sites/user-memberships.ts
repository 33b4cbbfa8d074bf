import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { deploymentIndexes, deploymentIndexUsers, roles, userGroupMembers, userGroups } from '../db/schema/index.js';

/** A user's membership of a user group: the site role it gives them on its site. */
export interface UserMembership {
  userId: number;
  userGroupId: number;
  name: string;
  deploymentIndexId: number;
  siteName: string;
  role: { roleId: number; name: string; code: string };
}

/**
 * The user groups of each of the given users (by user id; site name then group name), with whether each site is
 * their current one: one query each, whatever the number of users (the admin screens' users list and user page).
 */
export async function membershipsOf(
  db: Database,
  userIds: readonly number[],
): Promise<{ memberships: Map<number, UserMembership[]>; currentSites: Map<number, number> }> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return { memberships: new Map(), currentSites: new Map() };
  const [rows, current] = await Promise.all([
    db
      .select({
        userId: userGroupMembers.userId,
        userGroupId: userGroups.userGroupId,
        name: userGroups.name,
        deploymentIndexId: userGroups.deploymentIndexId,
        siteName: deploymentIndexes.name,
        roleId: roles.roleId,
        roleName: roles.name,
        roleCode: roles.code,
      })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
      .innerJoin(deploymentIndexes, eq(deploymentIndexes.deploymentIndexId, userGroups.deploymentIndexId))
      .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
      .where(inArray(userGroupMembers.userId, ids))
      .orderBy(asc(deploymentIndexes.name), asc(userGroups.name), asc(userGroups.userGroupId)),
    db
      .select({ userId: deploymentIndexUsers.userId, deploymentIndexId: deploymentIndexUsers.deploymentIndexId })
      .from(deploymentIndexUsers)
      .where(and(inArray(deploymentIndexUsers.userId, ids), eq(deploymentIndexUsers.isCurrent, true))),
  ]);
  const memberships = new Map<number, UserMembership[]>();
  for (const { roleId, roleName, roleCode, ...row } of rows)
    memberships.set(row.userId, [
      ...(memberships.get(row.userId) ?? []),
      { ...row, role: { roleId, name: roleName, code: roleCode } },
    ]);
  return { memberships, currentSites: new Map(current.map((row) => [row.userId, row.deploymentIndexId])) };
}

/** What a viewer may see of some users' access (the admin fields of the GraphQL User). */
export interface AdministeredUsers {
  /** Each user's memberships on the sites the viewer manages (every site for portal administrators; all their own). */
  memberships: Map<number, UserMembership[]>;
  /** Each user's current site, when the viewer sees it (as for memberships). */
  currentSites: Map<number, number>;
  /** The users whose account (status, last sign-in, administrator flag) the viewer sees. */
  administered: Set<number>;
}

/**
 * The rule of the admin fields: a portal administrator sees everyone's; a site administrator sees the memberships of
 * the sites they manage and the account of anyone with one there; everyone sees their own. Anything else is withheld
 * (an empty list, or null).
 */
export async function administeredUsers(
  db: Database,
  viewer: { userId: number; isAdministrator: boolean },
  managedSiteIds: readonly number[],
  userIds: readonly number[],
): Promise<AdministeredUsers> {
  const { memberships, currentSites } = await membershipsOf(db, userIds);
  const managed = new Set(managedSiteIds);
  const result: AdministeredUsers = { memberships: new Map(), currentSites: new Map(), administered: new Set() };
  for (const userId of new Set(userIds)) {
    const everything = viewer.isAdministrator || userId === viewer.userId;
    const seen = (memberships.get(userId) ?? []).filter(
      (membership) => everything || managed.has(membership.deploymentIndexId),
    );
    result.memberships.set(userId, seen);
    if (everything || seen.length > 0) result.administered.add(userId);
    const current = currentSites.get(userId);
    if (current !== undefined && (everything || managed.has(current))) result.currentSites.set(userId, current);
  }
  return result;
}
