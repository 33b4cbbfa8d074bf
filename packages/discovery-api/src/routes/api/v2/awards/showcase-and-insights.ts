import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AwardsInsights, AwardsInsightsBody, AwardsShowcase, AwardsShowcaseBody } from '@portal/contracts';
import { requireAwardsReader } from '../../../../awards/awards-access.js';
import { cleanFilterValues } from '../../../../awards/award-filters.js';
import { awardsInsights } from '../../../../awards/award-insights.js';
import { awardsShowcase } from '../../../../awards/award-showcase.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

/**
 * POST v2/awards/showcase: the winning work under the filters, with the site's asset of each where the user may open
 * one ('Award Showcase', awards/award-showcase.ts). POST v2/awards/insights: figures for the awards charts (the
 * Cannes dashboard, the BI dashboards' rankings; awards/award-insights.ts). For every user of the site.
 */
const showcaseAndInsightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/awards/showcase',
    {
      schema: {
        tags: ['awards'],
        summary: "The winning work under the filters, each with the site's asset of it where there is one",
        security: BEARER_SECURITY,
        body: AwardsShowcaseBody,
        response: { 200: AwardsShowcase, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(AwardsShowcaseBody),
    },
    async (request) => {
      const access = await requireAwardsReader(app, request, request.body.deploymentIndexId);
      return awardsShowcase(app.db, access, cleanFilterValues(request.body.currentFilterValues));
    },
  );

  app.post(
    '/awards/insights',
    {
      schema: {
        tags: ['awards'],
        summary: 'Award figures for charts: by year, by level, and the rankings asked for',
        security: BEARER_SECURITY,
        body: AwardsInsightsBody,
        response: { 200: AwardsInsights, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(AwardsInsightsBody),
    },
    async (request) => {
      const { deploymentIndexId, currentFilterValues, ...rest } = request.body;
      await requireAwardsReader(app, request, deploymentIndexId);
      return awardsInsights(app.db, deploymentIndexId, {
        ...rest,
        currentFilterValues: cleanFilterValues(currentFilterValues),
      });
    },
  );
};

export default showcaseAndInsightsRoutes;
