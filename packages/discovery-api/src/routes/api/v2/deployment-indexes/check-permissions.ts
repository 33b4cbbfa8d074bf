import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { PERMISSION_NAMES } from '../../../../sites/site-permissions.js';

const PermissionMap = Type.Object(Object.fromEntries(PERMISSION_NAMES.map((name) => [name, Type.Boolean()])), {
  title: 'PermissionMap',
});

const checkPermissionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deploymentIndexes/:id/checkPermissions',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: "The signed-in user's permissions on the site, one boolean per permission name",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: PermissionMap, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => (await requireSiteAccess(app, request, request.params.id)).permissions,
  );
};

export default checkPermissionsRoute;
