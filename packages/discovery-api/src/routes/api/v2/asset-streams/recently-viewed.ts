import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RECENTLY_VIEWED_MAX, RecentlyViewed } from '@portal/contracts';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { recentlyViewed } from '../../../../streams/recently-viewed.js';

/**
 * GET v2/assetStreams/{indexId}/recentlyViewed (our path; the spec has none): the signed-in user's recently viewed
 * documents of a site (streams/recently-viewed.ts), for the Content Analyzer page. Any user of the site reads their
 * own; 404 for an unknown site, 403 for a site the caller does not use.
 */
const recentlyViewedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assetStreams/:indexId/recentlyViewed',
    {
      schema: {
        tags: ['assetStreams'],
        summary: "The signed-in user's recently viewed documents of the site, the last viewed first",
        description: `At most ${RECENTLY_VIEWED_MAX}, each once, only those the user may still open.`,
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1, description: 'The site (deployment index).' }) }),
        response: { 200: RecentlyViewed, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => recentlyViewed(app, await requireSiteAccess(app, request, request.params.indexId)),
  );
};

export default recentlyViewedRoute;
