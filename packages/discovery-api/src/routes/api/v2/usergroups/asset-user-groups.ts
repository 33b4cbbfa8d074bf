import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetUserGroupAssignmentList, AssetUserGroupAssignments, AssignUserGroupsRequest } from '@portal/contracts';
import { assetUserGroupsOf, assignUserGroups, requireAccessManager } from '../../../../assets/asset-acl.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const tags = ['usergroups', 'acl'];

/**
 * The user groups given access to assets (calls doc §7; screens doc §6 "user group access"; a private asset opens
 * for their members, and a dashboard asset needs one): read and set by those who manage the asset's access
 * (assets/asset-acl.ts).
 */
const assetUserGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/usergroups/assets/:id/assignments',
    {
      schema: {
        tags,
        summary: 'The user groups given access to the asset',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        response: { 200: AssetUserGroupAssignments, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireAccessManager(app, request, request.params.id);
      return {
        assetId: asset.assetId,
        userGroups: (await assetUserGroupsOf(app.db, [asset.assetId])).get(asset.assetId)!,
      };
    },
  );

  app.post(
    '/usergroups/assets/assign',
    {
      schema: {
        tags,
        summary: 'Gives each asset of entityIds exactly the user groups of userGroupIds',
        description:
          "Each user group must be one of each asset's site (400), and the caller must manage every asset's access (403, or 404 for an unknown asset); nothing changes unless all of it holds.",
        security: BEARER_SECURITY,
        body: AssignUserGroupsRequest,
        response: { 200: AssetUserGroupAssignmentList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ids = await assignUserGroups(app, request, request.body.entityIds, request.body.userGroupIds);
      const groups = await assetUserGroupsOf(app.db, ids);
      return ids.map((assetId) => ({ assetId, userGroups: groups.get(assetId)! }));
    },
  );
};

export default assetUserGroupRoutes;
