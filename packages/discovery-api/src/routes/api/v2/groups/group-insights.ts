import { entityInsightRoutes } from '../../../../entities/entity-insight-routes.js';
import { requireVisibleGroup } from '../../../../groups/group-access.js';

/**
 * A group's insights (calls doc §7): GET v2/groups/{id}/insights (the group's views, downloads and likes; the top
 * assets of its collections the user may see), POST .../insights/views and .../insights/likes, and POST
 * v2/groups/insights/views for many ids (entities/entity-insight-routes.ts), for anyone who may see the group
 * (groups/group-access.ts).
 */
export default entityInsightRoutes({
  kind: 'group',
  plural: 'groups',
  insightsSummary:
    "A group's views, downloads and likes, and the top 10 liked, viewed and downloaded assets of its collections",
  target: async (request, id) => {
    const { group, access } = await requireVisibleGroup(request.server, request, id);
    return { access, entity: { kind: 'group', id: group.groupId, deploymentIndexId: group.deploymentIndexId } };
  },
});
