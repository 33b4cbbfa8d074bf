import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FacetGraph, FacetGraphQuery, SearchHelperQuery, SearchQuestions, SearchSuggestions } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInIdentity } from '../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../http/error-response.js';
import { HttpError } from '../../../http/http-error.js';
import { facetGraph } from '../../../search/facet-graph.js';
import { askedQuestions } from '../../../search/search-report.js';
import { suggestTitles } from '../../../search/title-suggestions.js';
import { currentSiteId } from '../../../sites/current-site.js';
import { requireSiteAccess, type SiteAccess } from '../../../sites/site-access.js';
import { signedInUser } from '../../../users/upsert-signed-in-user.js';
import { BEARER_SECURITY } from '../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The site of a search helper call: the `indexId` query parameter, or the user's current site when it is left
 * out (the spec shows these paths without a site).
 */
async function helperSite(
  app: FastifyInstance,
  request: FastifyRequest,
  indexId: number | undefined,
): Promise<SiteAccess> {
  if (indexId !== undefined) return requireSiteAccess(app, request, indexId);
  const user = await signedInUser(app.db, signedInIdentity(request));
  const current = await currentSiteId(app.db, user.userId);
  if (current === undefined)
    throw new HttpError(400, 'The request is not valid: querystring/indexId is required (you have no current site).');
  return requireSiteAccess(app, request, current);
}

/**
 * The search helpers at the paths the spec gives them (under /api, beside v2): suggestions as you type,
 * the questions people ask, and facet counts for charts. Each needs sign-in and works on one site (indexId,
 * or the user's current site).
 */
const searchHelperRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search/suggestions/:text',
    {
      schema: {
        tags: ['search'],
        summary:
          'Up to 8 unique titles for the text as typed: titles starting with it, then with a word starting with it, then containing it',
        security: BEARER_SECURITY,
        params: Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: SearchHelperQuery,
        response: { 200: SearchSuggestions, ...errors },
      },
    },
    async (request) =>
      suggestTitles(app.searchEngine, await helperSite(app, request, request.query.indexId), request.params.text),
  );

  app.get(
    '/search/questions',
    {
      schema: {
        tags: ['search'],
        summary:
          "Up to 8 semantic questions asked most in the last 90 days: the site's (each asked by 2 or more people) with analyzeInsights, otherwise the user's own",
        security: BEARER_SECURITY,
        querystring: SearchHelperQuery,
        response: { 200: SearchQuestions, ...errors },
      },
    },
    async (request) => askedQuestions(app.db, await helperSite(app, request, request.query.indexId)),
  );

  // Pattern Analysis reads it for what goes with a topic (the clients and content types on its documents). A field
  // is counted without its own selection, so it cannot list the topics found with a topic.
  app.get(
    '/search/facetGraph',
    {
      schema: {
        tags: ['search'],
        summary: 'Facet value counts of the documents matching Query, for the given Fields (charts)',
        security: BEARER_SECURITY,
        querystring: FacetGraphQuery,
        response: { 200: FacetGraph, ...errors },
      },
    },
    async (request) => {
      const access = await helperSite(app, request, request.query.indexId);
      const { Query, Fields, filters } = request.query;
      const fields = (Array.isArray(Fields) ? Fields : Fields.split(',')).map((field) => field.trim()).filter(Boolean);
      return facetGraph(app.searchEngine, access, { query: Query ?? '', fields, filters });
    },
  );
};

export default searchHelperRoutes;
