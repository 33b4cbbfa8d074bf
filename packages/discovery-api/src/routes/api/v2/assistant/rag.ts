import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RagRequest, RagResponse } from '@portal/contracts';
import { addErrorMessage, AI_CALL_ERRORS, aiErrorResponses } from '../../../../ai/ai-errors.js';
import { answerFromDocuments } from '../../../../ai/retrieval-assistant.js';
import { streamedAnswer } from '../../../../ai/streamed-answer.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const ragRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assistant/rag',
    {
      schema: {
        tags: ['assistant'],
        summary: "The retrieval assistant: an answer from the site's documents the user may open, citing them",
        description:
          "The RAG stream (a query and a chat history in, a reply out) and the retrieval-answer call (answer and documents). The site's 'rag' AI deployment is the portal's own endpoint; it needs viewRagAssistant. With `Accept: text/event-stream`: `delta`, then `done` (the RagResponse) or `error`.",
        security: BEARER_SECURITY,
        body: RagRequest,
        response: { 200: RagResponse, ...aiErrorResponses(...AI_CALL_ERRORS) },
      },
      preSerialization: addErrorMessage,
    },
    async (request, reply) => {
      const access = await requireSiteAccess(app, request, request.body.deploymentIndexId);
      return streamedAnswer(request, reply, app.config.ai.timeoutMs, (signal, emit) =>
        answerFromDocuments(app, access, request.body, {
          signal,
          onDelta: emit && ((text) => emit('delta', { text })),
        }),
      );
    },
  );
};

export default ragRoute;
