import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  deploymentIndexes,
  deployments,
  userGroupMembers,
  userGroups,
  type Deployment,
  type DeploymentIndex,
  type User,
} from '../db/schema/index.js';

/**
 * The deployments holding a site the user can use (a member of one of its user groups; administrators: every
 * site), each with those sites; both in id order.
 */
export async function usableSitesByDeployment(
  db: Database,
  user: Pick<User, 'userId' | 'isAdministrator'>,
): Promise<{ deployment: Deployment; sites: DeploymentIndex[] }[]> {
  const memberSites = db
    .selectDistinct({ deploymentIndexId: userGroups.deploymentIndexId })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .where(eq(userGroupMembers.userId, user.userId));
  const sites = await db
    .select()
    .from(deploymentIndexes)
    .where(user.isAdministrator ? undefined : inArray(deploymentIndexes.deploymentIndexId, memberSites))
    .orderBy(asc(deploymentIndexes.deploymentIndexId));
  if (sites.length === 0) return [];
  const holders = await db
    .select()
    .from(deployments)
    .where(inArray(deployments.deploymentId, [...new Set(sites.map((site) => site.deploymentId))]))
    .orderBy(asc(deployments.deploymentId));
  return holders.map((deployment) => ({
    deployment,
    sites: sites.filter((site) => site.deploymentId === deployment.deploymentId),
  }));
}
