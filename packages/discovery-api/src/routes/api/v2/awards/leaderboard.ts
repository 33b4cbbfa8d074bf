import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AwardsLeaderboard, AwardsLeaderboardQuery, FilteredAwardsLeaderboardBody } from '@portal/contracts';
import { requireAwardsReader } from '../../../../awards/awards-access.js';
import { cleanFilterValues, defaultFilterValues } from '../../../../awards/award-filters.js';
import { awardsLeaderboard } from '../../../../awards/award-leaderboard.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

/**
 * GET v2/awards/getAwardsLeaderboard and POST v2/awards/getFilteredAwardsLeaderboard (currentFilterValues,
 * selectedLeaderboardLeague; calls doc §7): the agencies ranked by points this year against last year, with the
 * leagues (awards/award-leaderboard.ts). The GET ranks the latest year, first league selected. For every user of the
 * site; a league the ranking does not reach selects the first.
 */
const leaderboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/awards/getAwardsLeaderboard',
    {
      schema: {
        tags: ['awards'],
        summary: "The site's agencies ranked by award points, this year against last year ('Cadre Rankings')",
        security: BEARER_SECURITY,
        querystring: AwardsLeaderboardQuery,
        response: { 200: AwardsLeaderboard, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireAwardsReader(app, request, request.query.deploymentIndexId);
      const { deploymentIndexId } = request.query;
      return awardsLeaderboard(app.db, deploymentIndexId, await defaultFilterValues(app.db, deploymentIndexId));
    },
  );

  app.post(
    '/awards/getFilteredAwardsLeaderboard',
    {
      schema: {
        tags: ['awards'],
        summary: 'The leaderboard under the filters chosen, with the league chosen',
        security: BEARER_SECURITY,
        body: FilteredAwardsLeaderboardBody,
        response: { 200: AwardsLeaderboard, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(FilteredAwardsLeaderboardBody),
    },
    async (request) => {
      const { deploymentIndexId, currentFilterValues, selectedLeaderboardLeague } = request.body;
      await requireAwardsReader(app, request, deploymentIndexId);
      return awardsLeaderboard(
        app.db,
        deploymentIndexId,
        cleanFilterValues(currentFilterValues),
        selectedLeaderboardLeague,
      );
    },
  );
};

export default leaderboardRoutes;
