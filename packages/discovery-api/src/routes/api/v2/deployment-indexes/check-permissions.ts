import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckPermissionsResponse } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const checkPermissionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deploymentIndexes/:id/checkPermissions',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: "The signed-in user's permissions on the site, one boolean per permission name",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: CheckPermissionsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await requireSiteAccess(app, request, request.params.id)).permissions,
  );
};

export default checkPermissionsRoute;
