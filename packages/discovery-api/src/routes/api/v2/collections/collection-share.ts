import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShareRequest, ShareResult } from '@portal/contracts';
import { requireCollectionEdit } from '../../../../collections/collection-access.js';
import { shareEntity } from '../../../../entities/entity-sharing.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/collections/{id}/share: gives users of the site the viewer role and user groups of the site access, each
 * newly given access notified (entities/entity-sharing.ts). For the collection's owners and editors and the
 * site's administrators (403 otherwise; 404 for a collection the user may not see); 400 for a user or user group
 * not of the collection's site. A refused share changes nothing.
 */
const collectionShareRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/collections/:id/share',
    {
      schema: {
        tags: ['collections'],
        summary: 'Shares a collection with users (as viewers) and user groups of its site, notifying each',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: ShareRequest,
        response: { 200: ShareResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionEdit(app, request, request.params.id);
      return shareEntity(
        app.db,
        access,
        {
          kind: 'collection',
          id: collection.collectionId,
          name: collection.name,
          deploymentIndexId: collection.deploymentIndexId,
          createdByUserId: collection.createdByUserId,
        },
        request.body,
      );
    },
  );
};

export default collectionShareRoute;
