import { siteAbilitiesOf, type PermissionName, type SiteAbilities } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { roles, userGroupMembers, userGroups, type User } from '../db/schema/index.js';

export type PermissionMap = Record<PermissionName, boolean>;

export interface SitePermissions {
  /** True when the user belongs to at least one user group of the site, or is an administrator. */
  hasAccess: boolean;
  permissions: PermissionMap;
  /** What the user may do there (the role table of @portal/contracts, rules/site-roles.ts). */
  abilities: SiteAbilities;
}

/**
 * A user's permissions and abilities on one site: those of the roles of the user groups they belong to there, as the
 * role table (@portal/contracts SITE_ROLES) gives them; portal administrators hold them all; a role the table does
 * not know grants nothing.
 */
export async function loadSitePermissions(
  db: Database,
  user: Pick<User, 'userId' | 'isAdministrator'>,
  deploymentIndexId: number,
): Promise<SitePermissions> {
  if (user.isAdministrator) {
    const abilities = siteAbilitiesOf([], true);
    return { hasAccess: true, permissions: { ...abilities.permissions }, abilities };
  }
  const rows = await db
    .select({ code: roles.code })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
    .where(and(eq(userGroupMembers.userId, user.userId), eq(userGroups.deploymentIndexId, deploymentIndexId)));
  const abilities = siteAbilitiesOf(rows.map((row) => row.code));
  return { hasAccess: rows.length > 0, permissions: { ...abilities.permissions }, abilities };
}
