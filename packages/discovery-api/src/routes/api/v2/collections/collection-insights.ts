import { requireCollectionRead } from '../../../../collections/collection-access.js';
import { entityInsightRoutes } from '../../../../entities/entity-insight-routes.js';

/**
 * A collection's insights (calls doc §7): GET v2/collections/{id}/insights, POST .../insights/views and
 * .../insights/likes, and POST v2/collections/insights/views for many ids (entities/entity-insight-routes.ts),
 * for anyone who may see the collection (collections/collection-access.ts).
 */
export default entityInsightRoutes({
  kind: 'collection',
  plural: 'collections',
  insightsSummary: "A collection's views, downloads and likes, and its top 10 liked, viewed and downloaded assets",
  target: async (request, id) => {
    const { collection, access } = await requireCollectionRead(request.server, request, id);
    return {
      access,
      entity: { kind: 'collection', id: collection.collectionId, deploymentIndexId: collection.deploymentIndexId },
    };
  },
});
