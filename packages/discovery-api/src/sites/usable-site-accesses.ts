import { siteAbilitiesOf } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { roles, userGroupMembers, userGroups, type DeploymentIndex, type User } from '../db/schema/index.js';
import type { SiteAccess } from './site-access.js';

/**
 * The user's access to each of the given sites they may use, by site id: the rule of site-permissions.ts
 * loadSitePermissions (the roles of the user groups they belong to there, through the role table of
 * @portal/contracts; portal administrators hold every permission everywhere), read for all the sites at once in
 * one query instead of one per site. For calls that list what spans every site a user can use (the GraphQL
 * lists); `sites` are usable-sites.ts usableSitesByDeployment's.
 */
export async function usableSiteAccesses(
  db: Database,
  user: User,
  sites: readonly DeploymentIndex[],
): Promise<Map<number, SiteAccess>> {
  const accesses = new Map<number, SiteAccess>();
  if (sites.length === 0) return accesses;
  if (user.isAdministrator) {
    const abilities = siteAbilitiesOf([], true);
    for (const site of sites)
      accesses.set(site.deploymentIndexId, { user, site, permissions: { ...abilities.permissions }, abilities });
    return accesses;
  }
  const rows = await db
    .select({ deploymentIndexId: userGroups.deploymentIndexId, code: roles.code })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
    .where(
      and(
        eq(userGroupMembers.userId, user.userId),
        inArray(
          userGroups.deploymentIndexId,
          sites.map((site) => site.deploymentIndexId),
        ),
      ),
    );
  const codesBySite = new Map<number, string[]>();
  for (const row of rows)
    codesBySite.set(row.deploymentIndexId, [...(codesBySite.get(row.deploymentIndexId) ?? []), row.code]);
  for (const site of sites) {
    const codes = codesBySite.get(site.deploymentIndexId);
    // A member of none of the site's user groups may not use it (loadSitePermissions' hasAccess).
    if (!codes) continue;
    const abilities = siteAbilitiesOf(codes);
    accesses.set(site.deploymentIndexId, { user, site, permissions: { ...abilities.permissions }, abilities });
  }
  return accesses;
}
