import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInIdentity } from '../auth/signed-in-identity.js';
import { deploymentIndexes, type DeploymentIndex, type User } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { sameProfile, signedInUser } from '../users/upsert-signed-in-user.js';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { SiteAbilities } from '@portal/contracts';
import { loadSitePermissions, type PermissionMap } from './site-permissions.js';

export interface SiteAccess {
  user: User;
  site: DeploymentIndex;
  permissions: PermissionMap;
  /** What the user may do on the site, by the role table (@portal/contracts rules/site-roles.ts). */
  abilities: SiteAbilities;
  /** The database's change revision the access was read at (app.changes): later reads of the request use it too. */
  revision?: number;
}

/**
 * The signed-in user and a site they may use: 404 for an unknown site, 403 when none of their user
 * groups is on it. The id itself is validated by the route's params schema (400 naming the parameter).
 * The user, the site and the permissions are kept while the database's change revision stands still
 * (db/changes.ts): a request then costs one statement here instead of three.
 */
export async function requireSiteAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  deploymentIndexId: number,
): Promise<SiteAccess> {
  const access = await lookUpSiteAccess(app, request, deploymentIndexId);
  if (access === 'unknown site') throw new HttpError(404, `No such site: ${deploymentIndexId}.`);
  if (access === 'no access') throw new HttpError(403, ACCESS_MESSAGES.noSiteAccess);
  return access;
}

/**
 * The user's access to the site of something the caller named by its own id (an asset, a document), or
 * undefined when they cannot use that site. The caller then answers as for an unknown id: a 403 here
 * would tell which ids exist on sites the user cannot use.
 */
export async function usableSiteAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  deploymentIndexId: number,
): Promise<SiteAccess | undefined> {
  const access = await lookUpSiteAccess(app, request, deploymentIndexId);
  return typeof access === 'string' ? undefined : access;
}

async function lookUpSiteAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  deploymentIndexId: number,
): Promise<SiteAccess | 'unknown site' | 'no access'> {
  const revision = await app.changes.of(request);
  const identity = signedInIdentity(request);
  let user = await app.changes.cached(`user:${identity.email}`, revision, () => signedInUser(app.db, identity));
  // A token with a new profile updates the stored user (which moves the revision, so the next request reads it).
  if (!sameProfile(user, identity)) user = await signedInUser(app.db, identity);
  const site = await app.changes.cached(`site:${deploymentIndexId}`, revision, async () => {
    const [row] = await app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, deploymentIndexId));
    return row ?? null;
  });
  if (!site) return 'unknown site';
  const signedIn = user;
  const { hasAccess, permissions, abilities } = await app.changes.cached(
    `permissions:${user.userId}:${deploymentIndexId}`,
    revision,
    () => loadSitePermissions(app.db, signedIn, deploymentIndexId),
  );
  if (!hasAccess) return 'no access';
  return { user, site, permissions, abilities, revision };
}
