import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssetAssignments,
  AssetAvailableUsers,
  AssetUploaderInfo,
  AssignUsersRequest,
  ContentAccessRequestInfo,
  PrivateAssetPermission,
} from '@portal/contracts';
import {
  assignedUsers,
  assignUsers,
  availableUsers,
  requireAccessManager,
  siteAdministrators,
  uploaderOf,
} from '../../../../assets/asset-acl.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const params = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) });
const tags = ['assets', 'acl'];

/**
 * Access to one asset (calls doc §6, §7; screens doc §6): the per-asset private-asset check and the people to ask
 * for access, for every user of the asset's site (a user who may not open it needs them most); and the users
 * assigned as assetMember, for those who manage the asset's access (assets/asset-acl.ts: its uploader and the
 * site's administrators). An asset of a site the user cannot use answers 404, like an unknown id.
 */
const assetAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assets/:id/acl/checkPermission/accessPrivateAsset',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user may open the asset (the private-asset rule)',
        security: BEARER_SECURITY,
        params,
        response: { 200: PrivateAssetPermission, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ accessPrivateAsset: (await requireAsset(app, request, request.params.id)).isAccessible }),
  );

  app.get(
    '/assets/:id/info/uploader',
    {
      schema: {
        tags,
        summary: 'Who uploaded the asset',
        security: BEARER_SECURITY,
        params,
        response: { 200: AssetUploaderInfo, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireAsset(app, request, request.params.id);
      return { uploader: await uploaderOf(app.db, asset) };
    },
  );

  app.get(
    '/assets/:id/info/contentAccessRequestInfo',
    {
      schema: {
        tags,
        summary: "Who an access request goes to: the asset's uploader and the site's administrators",
        security: BEARER_SECURITY,
        params,
        response: { 200: ContentAccessRequestInfo, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireAsset(app, request, request.params.id);
      return {
        uploader: await uploaderOf(app.db, asset),
        siteAdministrators: await siteAdministrators(app.db, asset.deploymentIndexId),
      };
    },
  );

  app.get(
    '/assets/:id/acl/assignments',
    {
      schema: {
        tags,
        summary: 'The users assigned to the asset (assetMember)',
        security: BEARER_SECURITY,
        params,
        response: { 200: AssetAssignments, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireAccessManager(app, request, request.params.id);
      return {
        assetId: asset.assetId,
        role: 'assetMember' as const,
        users: await assignedUsers(app.db, asset.assetId),
      };
    },
  );

  app.get(
    '/assets/:id/acl/assignments/availableUsers',
    {
      schema: {
        tags,
        summary: "The users of the asset's site who are not assigned to it",
        security: BEARER_SECURITY,
        params,
        response: { 200: AssetAvailableUsers, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireAccessManager(app, request, request.params.id);
      return availableUsers(app.db, asset);
    },
  );

  app.post(
    '/assets/:id/acl/assign',
    {
      schema: {
        tags,
        summary: 'Sets the users assigned to the asset (assetMember)',
        description:
          "The members afterwards are the users of userIds and of assignments (entries with userId ≤ 0 or an empty email ignored). Every user must use the asset's site and an entry's email be theirs (400 otherwise, nothing changes). An assigned member may open the private asset.",
        security: BEARER_SECURITY,
        params,
        body: AssignUsersRequest,
        response: { 200: AssetAssignments, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset, access } = await requireAccessManager(app, request, request.params.id);
      await assignUsers(app.db, access, asset, request.body.userIds, request.body.assignments);
      return {
        assetId: asset.assetId,
        role: 'assetMember' as const,
        users: await assignedUsers(app.db, asset.assetId),
      };
    },
  );
};

export default assetAccessRoutes;
