import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeploymentIndex } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { currentSiteId } from '../../../../sites/current-site.js';
import { toDeploymentIndexInfo } from '../../../../sites/site-info.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const indexInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploymentIndexes/:id/info',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: 'One site: containers, search index, theme, welcome message and template',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: DeploymentIndex, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, site } = await requireSiteAccess(app, request, request.params.id);
      return toDeploymentIndexInfo(
        site,
        (await currentSiteId(app.db, user.userId)) === site.deploymentIndexId,
        app.blobAccount,
      );
    },
  );
};

export default indexInfoRoute;
