import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GeneratedResponse, ResponseGeneratorRequest } from '@portal/contracts';
import { addErrorMessage, AI_CALL_ERRORS, aiErrorResponses } from '../../../../ai/ai-errors.js';
import { generateResponses } from '../../../../ai/response-generator.js';
import { streamedAnswer } from '../../../../ai/streamed-answer.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const getResponsesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reponseGenerator/getResponses',
    {
      schema: {
        tags: ['reponseGenerator'],
        summary: "Drafts a response to a brief, section by section, from the site's documents the user may open",
        description:
          'Body: query and index (the site), optionally the sections (default General Information, Capabilities, Technology & Data). Needs viewOpenAi or viewAiAssistant. With `Accept: text/event-stream`: a `section` event per drafted section, then `done` (the GeneratedResponse) or `error`.',
        security: BEARER_SECURITY,
        body: ResponseGeneratorRequest,
        response: { 200: GeneratedResponse, ...aiErrorResponses(...AI_CALL_ERRORS) },
      },
      preSerialization: addErrorMessage,
    },
    async (request, reply) => {
      const access = await requireSiteAccess(app, request, request.body.index);
      // Several sections: each may take a service call, so the whole call has that many time limits.
      const sections = request.body.sections?.length ?? 3;
      return streamedAnswer(request, reply, app.config.ai.timeoutMs * sections, (signal, emit) =>
        generateResponses(app, access, request.body, {
          signal,
          onSection: emit && ((section) => emit('section', section)),
        }),
      );
    },
  );
};

export default getResponsesRoute;
