import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AskResponse, Conversation } from '@portal/contracts';
import { addErrorMessage, AI_CALL_ERRORS, aiErrorResponses } from '../../../../ai/ai-errors.js';
import { ask } from '../../../../ai/assistant.js';
import { streamedAnswer } from '../../../../ai/streamed-answer.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const askRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assistant/ask',
    {
      schema: {
        tags: ['assistant'],
        summary: "Answers a conversation's last request: an AI tool on an asset or collection, or a question",
        description:
          'The AI tools (docId or collectionId, or an interaction role) need viewOpenAi or viewAiInteract; the assistant, viewOpenAi or viewAiAssistant. With `Accept: text/event-stream` the answer streams: `delta` events ({ text }), then `done` (the AskResponse) or `error` (an AiError). Errors carry errorMessage. 429 over the per-user limit.',
        security: BEARER_SECURITY,
        body: Conversation,
        response: { 200: AskResponse, ...aiErrorResponses(...AI_CALL_ERRORS) },
      },
      preSerialization: addErrorMessage,
    },
    async (request, reply) => {
      const access = await requireSiteAccess(app, request, request.body.deploymentIndexId);
      return streamedAnswer(request, reply, app.config.ai.timeoutMs, (signal, emit) =>
        ask(app, request, access, request.body, {
          signal,
          onDelta: emit && ((text) => emit('delta', { text })),
        }),
      );
    },
  );
};

export default askRoute;
