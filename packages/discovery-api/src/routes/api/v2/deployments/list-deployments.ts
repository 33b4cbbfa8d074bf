import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Deployment } from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { currentSiteId } from '../../../../sites/current-site.js';
import { toDeploymentIndexInfo } from '../../../../sites/site-info.js';
import { usableSitesByDeployment } from '../../../../sites/usable-sites.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const listDeploymentsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deployments',
    {
      schema: {
        tags: ['deployments'],
        summary: 'The deployments and sites the signed-in user can use (administrators: all of them)',
        security: BEARER_SECURITY,
        response: { 200: Type.Array(Deployment), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await upsertSignedInUser(app.db, signedInIdentity(request));
      const usable = await usableSitesByDeployment(app.db, user);
      if (usable.length === 0) return [];
      const current = await currentSiteId(app.db, user.userId);
      return usable.map(({ deployment, sites }) => ({
        deploymentId: deployment.deploymentId,
        name: deployment.name,
        isCurrent: sites.some((site) => site.deploymentIndexId === current),
        metadataSetId: deployment.metadataSetId,
        primaryColor: deployment.primaryColor,
        deploymentIndexes: sites.map((site) =>
          toDeploymentIndexInfo(site, site.deploymentIndexId === current, app.blobAccount),
        ),
      }));
    },
  );
};

export default listDeploymentsRoute;
