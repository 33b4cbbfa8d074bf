import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionAssetSearchQuery, SearchResult } from '@portal/contracts';
import { requireCollectionRead } from '../../../../collections/collection-access.js';
import { searchCollectionAssets } from '../../../../collections/collection-search.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/collections/{id}/assets/search: POST v2/search's search and answer restricted to the collection's assets
 * (collections/collection-search.ts), for anyone who may see the collection (404 otherwise, like an unknown id).
 * Private assets obey the rule of search: matched by title only and listed not accessible.
 */
const collectionSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections/:id/assets/search',
    {
      schema: {
        tags: ['collections'],
        summary: "Searches a collection's assets (keyword, semantic or hybrid; 30 a page); answers as POST v2/search",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: CollectionAssetSearchQuery,
        response: { 200: SearchResult, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionRead(
        app,
        request,
        request.params.id,
        request.query.deploymentIndexId,
      );
      return searchCollectionAssets(app, access, collection, request.query);
    },
  );
};

export default collectionSearchRoute;
