import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiConfigurationQuery, AiUsage } from '@portal/contracts';
import { aiUsageOf } from '../../../../ai/ai-calls.js';
import { mayUseAi } from '../../../../ai/ai-permissions.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const aiUsageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assistant/usage',
    {
      schema: {
        tags: ['assistant'],
        summary: "The signed-in user's AI calls this hour against their limit, and their tokens this month",
        security: BEARER_SECURITY,
        querystring: AiConfigurationQuery,
        response: { 200: AiUsage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.query.deploymentIndexId);
      if (!(['interact', 'assistant', 'rag'] as const).some((feature) => mayUseAi(access, feature)))
        throw new HttpError(403, 'You do not have permission to use the AI tools on this site.');
      return aiUsageOf(app, access);
    },
  );
};

export default aiUsageRoute;
