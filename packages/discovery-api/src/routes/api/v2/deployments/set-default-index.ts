import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeploymentIndex } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { setCurrentSite } from '../../../../sites/current-site.js';
import { toDeploymentIndexInfo } from '../../../../sites/site-info.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const setDefaultIndexRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/deployments/setDefaultIndex/:deploymentIndexId',
    {
      schema: {
        tags: ['deployments'],
        summary: "Makes the site the signed-in user's current one",
        security: BEARER_SECURITY,
        params: Type.Object({ deploymentIndexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: DeploymentIndex, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, site } = await requireSiteAccess(app, request, request.params.deploymentIndexId);
      await setCurrentSite(app.db, user.userId, site.deploymentIndexId);
      return toDeploymentIndexInfo(site, true, app.blobAccount);
    },
  );
};

export default setDefaultIndexRoute;
