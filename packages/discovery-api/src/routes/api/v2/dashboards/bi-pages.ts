import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BiDashboardPageAsset, BuiltinDashboardQuery } from '@portal/contracts';
import { siteBiDashboardPages } from '../../../../bi/bi-dashboard-pages.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

/**
 * GET v2/dashboards/biPages?indexId=…: which of the site's BI pages (`/bidashboards/...`) are dashboard assets, and
 * whether each shows the portal's built-in page or an outside report (bi/bi-dashboard-pages.ts). The spec leaves this
 * call out. For everyone who uses the site (the pages are in the drawer of every site member): 404 for an unknown
 * site, 403 for a user without it.
 */
const biPagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboards/biPages',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The site's BI pages that are dashboard assets",
        description:
          "An asset stands for a BI page when its externalSource is 'biDashboards' and its externalId the page's name. Private assets the caller may not open are left out.",
        security: BEARER_SECURITY,
        querystring: BuiltinDashboardQuery,
        response: { 200: Type.Array(BiDashboardPageAsset), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.query.indexId);
      return siteBiDashboardPages(app.db, access, app.config.publicUrl);
    },
  );
};

export default biPagesRoute;
