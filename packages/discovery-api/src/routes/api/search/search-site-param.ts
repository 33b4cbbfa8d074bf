import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { currentSiteId } from '../../../sites/current-site.js';
import { requireSiteAccess, type SiteAccess } from '../../../sites/site-access.js';
import { signedInIdentity } from '../../../auth/signed-in-identity.js';
import { signedInUser } from '../../../users/upsert-signed-in-user.js';

/**
 * The site of a search helper call (suggestions, questions, facet graph): the `indexId` query parameter, or
 * the user's current site when it is left out (the spec shows these paths without a site).
 */
export async function searchHelperSite(app: FastifyInstance, request: FastifyRequest, indexId: number | undefined): Promise<SiteAccess> {
  if (indexId !== undefined) return requireSiteAccess(app, request, indexId);
  const user = await signedInUser(app.db, signedInIdentity(request));
  const current = await currentSiteId(app.db, user.userId);
  if (current === undefined) throw new HttpError(400, 'The request is not valid: querystring/indexId is required (you have no current site).');
  return requireSiteAccess(app, request, current);
}
