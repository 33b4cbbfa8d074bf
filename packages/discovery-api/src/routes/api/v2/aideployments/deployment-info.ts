import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiDeploymentInfo, AiDeploymentInfoQuery } from '@portal/contracts';
import { aiDeploymentTypeByCode, aiDeploymentTypeCodes, siteAiDeployment } from '../../../../ai/site-ai-deployments.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const aiDeploymentInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/aideployments/getDeploymentInfo',
    {
      schema: {
        tags: ['aideployments'],
        summary: "The site's AI deployment of one type ('rag' is the retrieval assistant), without its keys",
        description:
          "Needs viewRagAssistant for type 'rag', viewOpenAi or viewAiAssistant for any other type. 404 when the site has no deployment of that type.",
        security: BEARER_SECURITY,
        querystring: AiDeploymentInfoQuery,
        response: { 200: AiDeploymentInfo, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { deploymentIndexId, aiDeploymentType } = request.query;
      const { site, permissions } = await requireSiteAccess(app, request, deploymentIndexId);
      const type = await aiDeploymentTypeByCode(app.db, aiDeploymentType);
      if (!type) {
        const known = await aiDeploymentTypeCodes(app.db);
        throw new HttpError(
          400,
          `The request is not valid: querystring/aiDeploymentType '${aiDeploymentType}' is not a known AI deployment type (${known.join(', ')}).`,
        );
      }
      const allowed =
        type.code === 'rag' ? permissions.viewRagAssistant : permissions.viewOpenAi || permissions.viewAiAssistant;
      if (!allowed) {
        throw new HttpError(
          403,
          type.code === 'rag'
            ? 'You do not have permission to use the retrieval assistant on this site.'
            : 'You do not have permission to use the AI assistant on this site.',
        );
      }
      const row = await siteAiDeployment(app.db, site.deploymentIndexId, type.aiDeploymentTypeId);
      if (!row)
        throw new HttpError(
          404,
          `No ${type.name.toLowerCase()} ('${type.code}') is configured for the site ${site.name}.`,
        );
      return {
        aiDeploymentId: row.aiDeploymentId,
        deploymentName: row.deploymentName,
        aideploymentTypeId: row.aideploymentTypeId,
        aiendpoint: {
          aiendpointId: row.aiendpointId,
          endpointUrl: row.endpointUrl,
          apimEndpointUrl: row.apimEndpointUrl,
        },
      };
    },
  );
};

export default aiDeploymentInfoRoute;
