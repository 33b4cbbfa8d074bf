import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { permissionName, rolePermissions, userGroupMembers, userGroups, type User } from '../db/schema/index.js';

/** The ten permission names of spec §6, in the order the spec lists them. */
export const PERMISSION_NAMES = permissionName.enumValues;
export type PermissionName = (typeof PERMISSION_NAMES)[number];
export type PermissionMap = Record<PermissionName, boolean>;

export interface SitePermissions {
  /** True when the user belongs to at least one user group of the site, or is an administrator. */
  hasAccess: boolean;
  permissions: PermissionMap;
}

const permissionMap = (granted: (name: PermissionName) => boolean): PermissionMap =>
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, granted(name)])) as PermissionMap;

/**
 * A user's permissions on one site: the union of the permissions of the roles of the user groups they
 * belong to there; administrators hold them all; a name no role grants is denied.
 */
export async function loadSitePermissions(
  db: Database,
  user: Pick<User, 'userId' | 'isAdministrator'>,
  deploymentIndexId: number,
): Promise<SitePermissions> {
  if (user.isAdministrator) return { hasAccess: true, permissions: permissionMap(() => true) };

  // A left join keeps a membership whose role grants nothing (a site member): access without permissions.
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, userGroups.roleId))
    .where(and(eq(userGroupMembers.userId, user.userId), eq(userGroups.deploymentIndexId, deploymentIndexId)));

  const granted = new Set(rows.map((row) => row.permission));
  return { hasAccess: rows.length > 0, permissions: permissionMap((name) => granted.has(name)) };
}
