import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShareRequest, ShareResult } from '@portal/contracts';
import { shareEntity } from '../../../../entities/entity-sharing.js';
import { requireGroupChange, requireVisibleGroup } from '../../../../groups/group-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/groups/{id}/share: gives users of the site the groupViewer role and user groups of the site access, each
 * newly given access notified (entities/entity-sharing.ts). For the group's owners and editors and the site's
 * administrators (403 otherwise; 404 for a group the user may not see); 400 for a user or user group not of the
 * group's site. A refused share changes nothing.
 */
const groupShareRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/groups/:id/share',
    {
      schema: {
        tags: ['groups'],
        summary: 'Shares a group with users (as viewers) and user groups of its site, notifying each',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: ShareRequest,
        response: { 200: ShareResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { group, access } = await requireVisibleGroup(app, request, request.params.id);
      await requireGroupChange(app.db, access, group.groupId);
      return shareEntity(
        app.db,
        access,
        {
          kind: 'group',
          id: group.groupId,
          name: group.name,
          deploymentIndexId: group.deploymentIndexId,
          createdByUserId: group.createdByUserId,
        },
        request.body,
      );
    },
  );
};

export default groupShareRoute;
