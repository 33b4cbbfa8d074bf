import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { deploymentIndexes, deployments, userGroupMembers, userGroups } from '../../../../db/schema/index.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { currentSiteId } from '../../../../sites/current-site.js';
import { DeploymentIndexInfo, toDeploymentIndexInfo } from '../../../../sites/site-info.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';

const Deployment = Type.Object(
  {
    deploymentId: Type.Integer(),
    name: Type.String(),
    isCurrent: Type.Boolean({ description: "Whether it holds the signed-in user's current site." }),
    metadataSetId: Type.Union([Type.Integer(), Type.Null()]),
    primaryColor: Type.Union([Type.String(), Type.Null()]),
    deploymentIndexes: Type.Array(DeploymentIndexInfo),
  },
  { title: 'Deployment' },
);

const listDeploymentsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deployments',
    {
      schema: {
        tags: ['deployments'],
        summary: 'The deployments and sites the signed-in user can use (administrators: all of them)',
        security: BEARER_SECURITY,
        response: { 200: Type.Array(Deployment), 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = await upsertSignedInUser(app.db, signedInIdentity(request));
      const memberSites = app.db
        .selectDistinct({ deploymentIndexId: userGroups.deploymentIndexId })
        .from(userGroupMembers)
        .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
        .where(eq(userGroupMembers.userId, user.userId));
      const sites = await app.db
        .select()
        .from(deploymentIndexes)
        .where(user.isAdministrator ? undefined : inArray(deploymentIndexes.deploymentIndexId, memberSites))
        .orderBy(asc(deploymentIndexes.deploymentIndexId));
      if (sites.length === 0) return [];

      const current = await currentSiteId(app.db, user.userId);
      const holders = await app.db
        .select()
        .from(deployments)
        .where(inArray(deployments.deploymentId, [...new Set(sites.map((site) => site.deploymentId))]))
        .orderBy(asc(deployments.deploymentId));
      return holders.map((deployment) => {
        const own = sites.filter((site) => site.deploymentId === deployment.deploymentId);
        return {
          deploymentId: deployment.deploymentId,
          name: deployment.name,
          isCurrent: own.some((site) => site.deploymentIndexId === current),
          metadataSetId: deployment.metadataSetId,
          primaryColor: deployment.primaryColor,
          deploymentIndexes: own.map((site) => toDeploymentIndexInfo(site, site.deploymentIndexId === current, app.blobAccount)),
        };
      });
    },
  );
};

export default listDeploymentsRoute;
