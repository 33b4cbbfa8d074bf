import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInIdentity } from '../auth/signed-in-identity.js';
import { deploymentIndexes, type DeploymentIndex, type User } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { signedInUser } from '../users/upsert-signed-in-user.js';
import { loadSitePermissions, type PermissionMap } from './site-permissions.js';

export interface SiteAccess {
  user: User;
  site: DeploymentIndex;
  permissions: PermissionMap;
}

/**
 * The signed-in user and a site they may use: 404 for an unknown site, 403 when none of their user
 * groups is on it. The id itself is validated by the route's params schema (400 naming the parameter).
 */
export async function requireSiteAccess(app: FastifyInstance, request: FastifyRequest, deploymentIndexId: number): Promise<SiteAccess> {
  const user = await signedInUser(app.db, signedInIdentity(request));
  const [site] = await app.db.select().from(deploymentIndexes).where(eq(deploymentIndexes.deploymentIndexId, deploymentIndexId));
  if (!site) throw new HttpError(404, `No such site: ${deploymentIndexId}.`);
  const { hasAccess, permissions } = await loadSitePermissions(app.db, user, deploymentIndexId);
  if (!hasAccess) throw new HttpError(403, 'You do not have access to this site.');
  return { user, site, permissions };
}
