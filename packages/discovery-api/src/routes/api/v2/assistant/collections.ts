import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssistantCollection, AssistantCollectionParams, AssistantCollectionQuery } from '@portal/contracts';
import { addErrorMessage, aiErrorResponses } from '../../../../ai/ai-errors.js';
import { requireAiPermission } from '../../../../ai/ai-permissions.js';
import { assistantCollection } from '../../../../ai/suggestions.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const assistantCollectionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assistant/sites/:siteId/collections/:type',
    {
      schema: {
        tags: ['assistant'],
        summary: 'The prompts an AI panel starts from (its suggestions), drawn from the asset or the site',
        description:
          "type: askQuestions, summarize, insights (the AI tools: viewOpenAi or viewAiInteract), assistant (viewOpenAi or viewAiAssistant) or rag (viewRagAssistant). With docId, questions from that asset's own key phrases (for a user who may open it).",
        security: BEARER_SECURITY,
        params: AssistantCollectionParams,
        querystring: AssistantCollectionQuery,
        response: { 200: AssistantCollection, ...aiErrorResponses(400, 401, 403, 404) },
      },
      preSerialization: addErrorMessage,
    },
    async (request) => {
      const { siteId, type } = request.params;
      const access = await requireSiteAccess(app, request, siteId);
      requireAiPermission(access, type === 'rag' ? 'rag' : type === 'assistant' ? 'assistant' : 'interact');
      return assistantCollection(app, access, type, request.query.docId);
    },
  );
};

export default assistantCollectionsRoute;
