import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Collection,
  CollectionCountQuery,
  CollectionCounts,
  CollectionList,
  CollectionListQuery,
  PAGE_SIZES,
} from '@portal/contracts';
import { countCollections, featuredCollections, listCollections } from '../../../../collections/collection-lists.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/collections (the lists: my, shared, all-public, pinned, featured, starred; page size 30), GET
 * v2/collections/count and GET v2/collections/featured/{indexId}: always among the collections of the site the
 * user may see (collections/collection-access.ts). A user without access to the site gets 403, an unknown site 404.
 */
const collectionListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'One page of a collection list of the site (type my by default) and the size of the list',
        security: BEARER_SECURITY,
        querystring: CollectionListQuery,
        response: { 200: CollectionList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { type = 'my', deploymentIndexId, rowsPerPage = PAGE_SIZES.lists, currentPage = 1 } = request.query;
      const access = await requireSiteAccess(app, request, deploymentIndexId);
      return listCollections(app, access, type, rowsPerPage, currentPage);
    },
  );

  app.get(
    '/collections/count',
    {
      schema: {
        tags: ['collections'],
        summary: 'How many collections of the site the user may see, and the size of each list',
        security: BEARER_SECURITY,
        querystring: CollectionCountQuery,
        response: { 200: CollectionCounts, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.query.deploymentIndexId);
      return countCollections(app.db, access);
    },
  );

  // No screen of the portal calls it: the Featured tab of the collection lists pages and counts the same collections
  // with GET v2/collections?type=featured, and the home page gets them in its one GET v2/assetStreams/{indexId} (the
  // featured-collections stream). Kept for API clients and the spec's call list.
  app.get(
    '/collections/featured/:indexId',
    {
      schema: {
        tags: ['collections'],
        summary: 'The collections featured on the site, newest featuring first',
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(Collection), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.indexId);
      return featuredCollections(app, access);
    },
  );
};

export default collectionListRoutes;
