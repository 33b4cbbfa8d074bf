import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionExport } from '@portal/contracts';
import { requireCollectionRead } from '../../../../collections/collection-access.js';
import { entityExport } from '../../../../entities/entity-export.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/collections/collection/{id}/assets/dataForExport (calls doc §7 v2/{type}/collection/{id}/assets/dataForExport,
 * type collections): the export for agents of the collection's assets the user may open (entities/entity-export.ts),
 * for anyone who may see the collection; one the user may not see answers 404 like an unknown id.
 */
const collectionExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections/collection/:id/assets/dataForExport',
    {
      schema: {
        tags: ['collections'],
        summary: "The export for agents of a collection's assets (those you may open)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: CollectionExport, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionRead(app, request, request.params.id);
      return entityExport(app, access, {
        kind: 'collection',
        id: collection.collectionId,
        deploymentIndexId: collection.deploymentIndexId,
      });
    },
  );
};

export default collectionExportRoute;
