import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionExport } from '@portal/contracts';
import { entityExport } from '../../../../entities/entity-export.js';
import { requireVisibleGroup } from '../../../../groups/group-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/groups/collection/{id}/assets/dataForExport (calls doc §7 v2/{type}/collection/{id}/assets/dataForExport,
 * type groups): the export for agents of every asset of the group's collections the user may see, each once, among
 * those the user may open (entities/entity-export.ts); for anyone who may see the group (group-access.ts).
 */
const groupExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/groups/collection/:id/assets/dataForExport',
    {
      schema: {
        tags: ['groups'],
        summary: "The export for agents of the assets of a group's collections (those you may open)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: CollectionExport, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { group, access } = await requireVisibleGroup(app, request, request.params.id);
      return entityExport(app, access, {
        kind: 'group',
        id: group.groupId,
        deploymentIndexId: group.deploymentIndexId,
      });
    },
  );
};

export default groupExportRoute;
