import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RECENT_UPLOADS, RecentUploads, RecentUploadsQuery } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { recentUploadsOf } from '../../../../uploader/recent-uploads.js';

/**
 * GET v2/uploader/getMyRecentUploads?deploymentIndexId: the caller's own recent uploads on a site they may use, with
 * how their processing went (the upload console follows its files with it and shows failures after a reload).
 */
const myRecentUploadsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploader/getMyRecentUploads',
    {
      schema: {
        tags: ['uploader'],
        summary: "The caller's own uploads on the site and their processing status (failed ones with the reason)",
        description: `Files the caller uploaded to the site in the last ${RECENT_UPLOADS.days} days whose file reached storage, the latest changed first, at most ${RECENT_UPLOADS.max}. 404 for an unknown site, 403 for a site the caller cannot use.`,
        security: BEARER_SECURITY,
        querystring: RecentUploadsQuery,
        response: { 200: RecentUploads, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, site } = await requireSiteAccess(app, request, request.query.deploymentIndexId);
      return { Uploads: await recentUploadsOf(app.db, user.userId, site.deploymentIndexId) };
    },
  );
};

export default myRecentUploadsRoute;
