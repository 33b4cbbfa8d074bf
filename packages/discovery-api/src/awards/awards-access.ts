import { ACCESS_MESSAGES } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * Who may read a site's awards: every user of the site (spec §2.3: the awards pages need sign-in, and a site's
 * users see its results); an unknown site is 404, a site the user does not use 403.
 */
export const requireAwardsReader = (app: FastifyInstance, request: FastifyRequest, siteId: number) =>
  requireSiteAccess(app, request, siteId);

/** Who may import a site's results and change their points: the site's administrators (manageAwards), else 403. */
export async function requireAwardsManager(
  app: FastifyInstance,
  request: FastifyRequest,
  siteId: number,
): Promise<SiteAccess> {
  const access = await requireSiteAccess(app, request, siteId);
  if (!access.abilities.site.has('manageAwards')) throw new HttpError(403, ACCESS_MESSAGES.awardsManageDenied);
  return access;
}
