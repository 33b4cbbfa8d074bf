import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardInsights, DashboardInsightsRequest, DEFAULT_INSIGHT_DATE_FILTER } from '@portal/contracts';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import { dashboardInsights } from '../../../../insights/dashboard-insights.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

/**
 * POST v2/dashboards/{indexId} (calls doc §7 "Deployments and indexes": dashboard insights): the insight facets of the
 * site's documents under a search (insights/dashboard-insights.ts). Any user of the site may ask: the Analytics &
 * Insights page is in every role's menu, and the answer counts only what POST v2/search shows the same user (a private
 * asset they may not open counts by its title and type alone, as search lists it). 404 for an unknown site, 403 for a
 * site the caller does not use.
 */
const dashboardInsightsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dashboards/:indexId',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Dashboard insights: the site's insight facets, totals and documents per month under a search",
        description: `The date filter of searchParameters.filters (published_date_<label>) is the period; without one, ${DEFAULT_INSIGHT_DATE_FILTER}. Unknown fields are refused. The body may be left out.`,
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        body: DashboardInsightsRequest,
        response: { 200: DashboardInsights, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: async (request) => {
        request.body ??= {};
        await refuseUnknownFields(DashboardInsightsRequest)(request);
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.indexId);
      return dashboardInsights(app, access, request.body);
    },
  );
};

export default dashboardInsightsRoute;
