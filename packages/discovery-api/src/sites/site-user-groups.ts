import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { roles, userGroups } from '../db/schema/index.js';

export interface SiteUserGroup {
  userGroupId: number;
  name: string;
  deploymentIndexId: number;
  roleId: number;
  role: { roleId: number; name: string; code: string };
}

/** The site's user groups by name, each with the role it carries there. */
export async function siteUserGroups(db: Database, deploymentIndexId: number): Promise<SiteUserGroup[]> {
  const rows = await db
    .select({
      userGroupId: userGroups.userGroupId,
      name: userGroups.name,
      deploymentIndexId: userGroups.deploymentIndexId,
      roleId: userGroups.roleId,
      roleName: roles.name,
      roleCode: roles.code,
    })
    .from(userGroups)
    .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
    .where(eq(userGroups.deploymentIndexId, deploymentIndexId))
    .orderBy(asc(userGroups.name), asc(userGroups.userGroupId));
  return rows.map(({ roleName, roleCode, ...group }) => ({
    ...group,
    role: { roleId: group.roleId, name: roleName, code: roleCode },
  }));
}

/** Of the given user group ids, the first that is not a user group of the site (undefined when all are). */
export async function firstForeignUserGroup(
  db: Pick<Database, 'select'>,
  deploymentIndexId: number,
  ids: readonly number[],
): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const rows = await db
    .select({ id: userGroups.userGroupId })
    .from(userGroups)
    .where(and(inArray(userGroups.userGroupId, [...ids]), eq(userGroups.deploymentIndexId, deploymentIndexId)));
  const found = new Set(rows.map((row) => row.id));
  return ids.find((id) => !found.has(id));
}
