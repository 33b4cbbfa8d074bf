import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionInsights, EntityLikeRequest, EntityViewsList, EntityViewsRequest } from '@portal/contracts';
import {
  entityInsights,
  entityViews,
  recordEntityView,
  setEntityLike,
} from '../../../../collections/entity-insights.js';
import { requireVisibleGroup } from '../../../../groups/group-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';

const tags = ['groups'];
const params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * A group's insights (calls doc §7): GET v2/groups/{id}/insights (the group's views, downloads and likes; the top
 * assets of its collections the user may see), POST .../insights/views and .../insights/likes, each answering the
 * insights; and POST v2/groups/insights/views for many ids (those the caller may not see left out). For anyone who
 * may see the group (groups/group-access.ts); 404 otherwise, like an unknown id.
 */
const groupInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const target = async (request: Parameters<typeof requireVisibleGroup>[1], id: number) => {
    const { group, access } = await requireVisibleGroup(app, request, id);
    return {
      access,
      entity: { kind: 'group' as const, id: group.groupId, deploymentIndexId: group.deploymentIndexId },
    };
  };

  app.get(
    '/groups/:id/insights',
    {
      schema: {
        tags,
        summary:
          "A group's views, downloads and likes, and the top 10 liked, viewed and downloaded assets of its collections",
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
    '/groups/:id/insights/views',
    {
      schema: {
        tags,
        summary: 'Records a view of the group by the signed-in user; answers its insights',
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
    '/groups/:id/insights/likes',
    {
      schema: {
        tags,
        summary: 'Sets whether the signed-in user likes the group (one like per user); answers its insights',
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
    '/groups/insights/views',
    {
      schema: {
        tags,
        summary: 'Who viewed each of the groups (at most 100 ids), newest first; ids you may not see are left out',
        security: BEARER_SECURITY,
        body: EntityViewsRequest,
        response: { 200: EntityViewsList, ...errorResponses(400, 401) },
      },
    },
    async (request) => entityViews(app, request, 'group', request.body.ids),
  );
};

export default groupInsightRoutes;
