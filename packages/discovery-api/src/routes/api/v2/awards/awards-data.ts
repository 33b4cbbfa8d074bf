import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AwardsData, AwardsDataQuery, FilteredAwardsDataBody } from '@portal/contracts';
import { requireAwardsReader } from '../../../../awards/awards-access.js';
import { cleanFilterValues, defaultFilterValues } from '../../../../awards/award-filters.js';
import { awardsData } from '../../../../awards/award-results.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

/**
 * GET v2/awards/getAwardsData (deploymentIndexId, awardResultType) and POST v2/awards/getFilteredAwardsData
 * (currentFilterValues; calls doc §7 "Awards"): one result view of the site's results (awards/award-results.ts).
 * The GET opens on the latest year of the site's results; the POST applies the filters given. For every user of the
 * site; 403 for another site's users, 404 for an unknown site.
 */
const awardsDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/awards/getAwardsData',
    {
      schema: {
        tags: ['awards'],
        summary: "One result view of the site's award results, for the latest year",
        security: BEARER_SECURITY,
        querystring: AwardsDataQuery,
        response: { 200: AwardsData, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { deploymentIndexId, awardResultType } = request.query;
      await requireAwardsReader(app, request, deploymentIndexId);
      return awardsData(
        app.db,
        deploymentIndexId,
        awardResultType,
        await defaultFilterValues(app.db, deploymentIndexId),
      );
    },
  );

  app.post(
    '/awards/getFilteredAwardsData',
    {
      schema: {
        tags: ['awards'],
        summary: "One result view of the site's award results under the filters chosen",
        security: BEARER_SECURITY,
        body: FilteredAwardsDataBody,
        response: { 200: AwardsData, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(FilteredAwardsDataBody),
    },
    async (request) => {
      const { deploymentIndexId, awardResultType, currentFilterValues } = request.body;
      await requireAwardsReader(app, request, deploymentIndexId);
      return awardsData(app.db, deploymentIndexId, awardResultType, cleanFilterValues(currentFilterValues));
    },
  );
};

export default awardsDataRoutes;
