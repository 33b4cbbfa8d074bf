import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInIdentity } from '../auth/signed-in-identity.js';
import type { Deployment, DeploymentIndex, User } from '../db/schema/index.js';
import { currentSiteId } from '../sites/current-site.js';
import type { SiteAccess } from '../sites/site-access.js';
import { usableSiteAccesses } from '../sites/usable-site-accesses.js';
import { usableSitesByDeployment } from '../sites/usable-sites.js';
import { managedSiteIds } from '../sites/user-group-admin.js';
import { administeredUsers, type AdministeredUsers } from '../sites/user-memberships.js';
import { signedInUser } from '../users/upsert-signed-in-user.js';

/** A deployment with the sites of it the viewer can use (GET v2/deployments' rule). */
export interface UsableDeployment {
  deployment: Deployment;
  sites: DeploymentIndex[];
}

export interface UsableSites {
  deployments: UsableDeployment[];
  /** The viewer's access to each site they can use, by site id: what every list is limited to. */
  accesses: Map<number, SiteAccess>;
  /** The deployment of each of those sites, by site id. */
  deploymentOfSite: Map<number, UsableDeployment>;
}

/**
 * Who is asking, for one GraphQL request: the signed-in user (the bearer token the route's hook verified, read as
 * every REST call reads it), the sites they can use with their permissions there, and their current site. Each is
 * read once per request, when a resolver first needs it, whatever the number of fields that use it.
 */
export class GraphqlViewer {
  private userOnce?: Promise<User>;
  private sitesOnce?: Promise<UsableSites>;
  private currentOnce?: Promise<number | undefined>;
  private managedOnce?: Promise<number[]>;
  private administeredByIds = new Map<string, Promise<AdministeredUsers>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly request: FastifyRequest,
  ) {}

  /** The signed-in user (created on a first call, as REST does; users/upsert-signed-in-user.ts). */
  user(): Promise<User> {
    this.userOnce ??= signedInUser(this.app.db, signedInIdentity(this.request));
    return this.userOnce;
  }

  /** The sites the user can use (sites/usable-sites.ts), with the permissions they hold there. */
  sites(): Promise<UsableSites> {
    this.sitesOnce ??= (async () => {
      const user = await this.user();
      const deployments = await usableSitesByDeployment(this.app.db, user);
      const accesses = await usableSiteAccesses(
        this.app.db,
        user,
        deployments.flatMap((deployment) => deployment.sites),
      );
      const deploymentOfSite = new Map(
        deployments.flatMap((deployment) => deployment.sites.map((site) => [site.deploymentIndexId, deployment])),
      );
      return { deployments, accesses, deploymentOfSite };
    })();
    return this.sitesOnce;
  }

  /** The id of the site the user chose as current (sites/current-site.ts), if any. */
  currentSiteId(): Promise<number | undefined> {
    this.currentOnce ??= this.user().then((user) => currentSiteId(this.app.db, user.userId));
    return this.currentOnce;
  }

  /** The sites whose user groups the user manages (sites/user-group-admin.ts managedSiteIds). */
  managedSiteIds(): Promise<number[]> {
    this.managedOnce ??= this.user().then((user) => managedSiteIds(this.app.db, user));
    return this.managedOnce;
  }

  /**
   * What the user may see of these users' access (sites/user-memberships.ts): read once for the same users, however
   * many of the admin fields a query asks for.
   */
  administered(userIds: readonly number[]): Promise<AdministeredUsers> {
    const key = [...new Set(userIds)].sort((a, b) => a - b).join(',');
    let found = this.administeredByIds.get(key);
    if (!found) {
      found = (async () => administeredUsers(this.app.db, await this.user(), await this.managedSiteIds(), userIds))();
      this.administeredByIds.set(key, found);
    }
    return found;
  }

  /** The request, for the REST domain calls that take it (assets/asset-access.ts). */
  get fastifyRequest(): FastifyRequest {
    return this.request;
  }
}
