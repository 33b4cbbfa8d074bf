import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserGroup } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { siteUserGroups } from '../../../../sites/site-user-groups.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const deploymentIndexUserGroupsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/usergroups/deploymentindex/:id',
    {
      schema: {
        tags: ['usergroups'],
        summary: "The site's user groups, each with the role it carries there",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(UserGroup), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.params.id);
      return siteUserGroups(app.db, site.deploymentIndexId);
    },
  );
};

export default deploymentIndexUserGroupsRoute;
