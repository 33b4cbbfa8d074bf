import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Collection, CollectionAssetsPage, CollectionAssetsQuery, PAGE_SIZES } from '@portal/contracts';
import { requireCollectionEdit, requireCollectionRead } from '../../../../collections/collection-access.js';
import { collectionAssetPage, removeCollectionAsset } from '../../../../collections/collection-assets.js';
import { collectionDetails } from '../../../../collections/collection-details.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const id = Type.Integer({ minimum: 1 });

/**
 * GET v2/collections/{id}/assets (paged, 30 by default; pinned first; `pinned` filters) for anyone who may see
 * the collection, and PUT v2/collections/removeAsset/{id}/{assetId} for its owners, editors and site
 * administrators. The assets obey the private-asset rule: one the user may not open comes with isAccessible
 * false and without its storage path, token, metadata or previews.
 */
const collectionAssetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections/:id/assets',
    {
      schema: {
        tags: ['collections'],
        summary: "One page of a collection's assets, pinned first",
        security: BEARER_SECURITY,
        params: Type.Object({ id }),
        querystring: CollectionAssetsQuery,
        response: { 200: CollectionAssetsPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { rowsPerPage = PAGE_SIZES.lists, page = 1, pinned, deploymentIndexId } = request.query;
      const { collection, access } = await requireCollectionRead(app, request, request.params.id, deploymentIndexId);
      return collectionAssetPage(app, access, collection, { rowsPerPage, page, pinned });
    },
  );

  app.put(
    '/collections/removeAsset/:id/:assetId',
    {
      schema: {
        tags: ['collections'],
        summary: 'Removes an asset from a collection',
        security: BEARER_SECURITY,
        params: Type.Object({ id, assetId: id }),
        response: { 200: Collection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionEdit(app, request, request.params.id);
      await removeCollectionAsset(app.db, collection, request.params.assetId);
      return collectionDetails(app, access, collection.collectionId);
    },
  );
};

export default collectionAssetRoutes;
