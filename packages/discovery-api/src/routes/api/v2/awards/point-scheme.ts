import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AwardPointScheme, AwardPointSchemeBody, AwardsSiteQuery } from '@portal/contracts';
import { requireAwardsManager, requireAwardsReader } from '../../../../awards/awards-access.js';
import { saveSitePointScheme, sitePointScheme } from '../../../../awards/award-points.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

/**
 * GET v2/awards/pointScheme: the points each award level is worth on the site, highest level first (every user of
 * the site may read them: the pages' points come from them). PUT: the site's administrators change them (levels
 * renamed, added, removed or reordered; a level results still use cannot be removed). Audited.
 */
const pointSchemeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/awards/pointScheme',
    {
      schema: {
        tags: ['awards'],
        summary: 'The points per award level on the site',
        security: BEARER_SECURITY,
        querystring: AwardsSiteQuery,
        response: { 200: AwardPointScheme, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireAwardsReader(app, request, request.query.deploymentIndexId);
      return sitePointScheme(app.db, access);
    },
  );

  app.put(
    '/awards/pointScheme',
    {
      schema: {
        tags: ['awards'],
        summary: 'Change the points per award level on the site (site administrators)',
        security: BEARER_SECURITY,
        body: AwardPointSchemeBody,
        response: { 200: AwardPointScheme, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(AwardPointSchemeBody),
    },
    async (request) => {
      const { deploymentIndexId, levels } = request.body;
      const access = await requireAwardsManager(app, request, deploymentIndexId);
      await saveSitePointScheme(app.db, deploymentIndexId, levels);
      return sitePointScheme(app.db, access);
    },
  );
};

export default pointSchemeRoutes;
