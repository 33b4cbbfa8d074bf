import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiConfiguration, AiConfigurationQuery, AiDeploymentUpdate } from '@portal/contracts';
import { aiConfigurationOf, saveAiDeployment } from '../../../../ai/ai-configuration.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const aiConfigurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/aideployments/configuration',
    {
      schema: {
        tags: ['aideployments'],
        summary: "GPT configuration: the site's AI deployments, which service answers, without the keys",
        description: 'Site administrators (and portal administrators). Keys are never sent: only whether each is set.',
        security: BEARER_SECURITY,
        querystring: AiConfigurationQuery,
        response: { 200: AiConfiguration, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => aiConfigurationOf(app, await requireSiteAccess(app, request, request.query.deploymentIndexId)),
  );

  app.put(
    '/aideployments/configuration',
    {
      schema: {
        tags: ['aideployments'],
        summary:
          "Sets the service that answers one kind of the site's AI calls: local, OpenAI-compatible or Azure OpenAI",
        description:
          "Site administrators. Keys are stored encrypted and never sent back; a key left out keeps the stored one, '' removes it. The change is in the audit log, keys redacted.",
        security: BEARER_SECURITY,
        body: AiDeploymentUpdate,
        response: { 200: AiConfiguration, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveAiDeployment(app, await requireSiteAccess(app, request, request.body.deploymentIndexId), request.body),
  );
};

export default aiConfigurationRoutes;
