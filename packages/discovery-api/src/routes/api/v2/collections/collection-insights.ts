import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionInsights, EntityLikeRequest, EntityViewsList, EntityViewsRequest } from '@portal/contracts';
import { requireCollectionRead } from '../../../../collections/collection-access.js';
import {
  entityInsights,
  entityViews,
  recordEntityView,
  setEntityLike,
} from '../../../../collections/entity-insights.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';

const tags = ['collections'];
const params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * A collection's insights (calls doc §7): GET v2/collections/{id}/insights, POST .../insights/views (records a view
 * by the caller) and POST .../insights/likes (sets the caller's like), each answering the insights; and POST
 * v2/collections/insights/views (who viewed which of the ids, those the caller may not see left out). Everything
 * for anyone who may see the collection (collections/collection-access.ts); 404 otherwise, like an unknown id.
 */
const collectionInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const target = async (request: Parameters<typeof requireCollectionRead>[1], id: number) => {
    const { collection, access } = await requireCollectionRead(app, request, id);
    return {
      access,
      entity: {
        kind: 'collection' as const,
        id: collection.collectionId,
        deploymentIndexId: collection.deploymentIndexId,
      },
    };
  };

  app.get(
    '/collections/:id/insights',
    {
      schema: {
        tags,
        summary: "A collection's views, downloads and likes, and its top 10 liked, viewed and downloaded assets",
        security: BEARER_SECURITY,
        params,
        response: { 200: CollectionInsights, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { access, entity } = await target(request, request.params.id);
      return entityInsights(app.db, access, entity);
    },
  );

  app.post(
    '/collections/:id/insights/views',
    {
      schema: {
        tags,
        summary: 'Records a view of the collection by the signed-in user; answers its insights',
        security: BEARER_SECURITY,
        params,
        response: { 200: CollectionInsights, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { access, entity } = await target(request, request.params.id);
      await recordEntityView(app.db, access, entity);
      return entityInsights(app.db, access, entity);
    },
  );

  app.post(
    '/collections/:id/insights/likes',
    {
      schema: {
        tags,
        summary: 'Sets whether the signed-in user likes the collection (one like per user); answers its insights',
        security: BEARER_SECURITY,
        params,
        body: EntityLikeRequest,
        response: { 200: CollectionInsights, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { access, entity } = await target(request, request.params.id);
      await setEntityLike(app.db, access, entity, request.body.liked);
      return entityInsights(app.db, access, entity);
    },
  );

  app.post(
    '/collections/insights/views',
    {
      schema: {
        tags,
        summary: 'Who viewed each of the collections (at most 100 ids), newest first; ids you may not see are left out',
        security: BEARER_SECURITY,
        body: EntityViewsRequest,
        response: { 200: EntityViewsList, ...errorResponses(400, 401) },
      },
    },
    async (request) => entityViews(app, request, 'collection', request.body.ids),
  );
};

export default collectionInsightRoutes;
