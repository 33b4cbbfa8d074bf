import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResponseExportRequest } from '@portal/contracts';
import { requireAiPermission } from '../../../../ai/ai-permissions.js';
import { asHttpError } from '../../../../ai/ai-errors.js';
import { binaryResponse } from '../../../../assets/asset-files.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file name from the response's title: letters, digits, spaces and dashes kept. */
const fileNameOf = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'Response'
  }.docx`;

const exportResponseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reponseGenerator/export',
    {
      schema: {
        tags: ['reponseGenerator'],
        summary: 'The response as built (edited, reordered, sources picked) as a Word document',
        description:
          'Needs viewOpenAi or viewAiAssistant on the site (index). The sources link to their content pages.',
        security: BEARER_SECURITY,
        body: ResponseExportRequest,
        response: {
          200: binaryResponse(DOCX, 'The response as a .docx file'),
          ...errorResponses(400, 401, 403, 404, 503, 504),
        },
      },
    },
    async (request, reply) => {
      const access = await requireSiteAccess(app, request, request.body.index);
      requireAiPermission(access, 'assistant');
      // Built in the local assistant's worker threads: a document of twelve full sections is a few hundred
      // milliseconds of work.
      const file = Buffer.from(
        await app.localAssistant
          .run({ kind: 'responseDocx', request: request.body, origin: app.config.publicUrl })
          .catch((error: unknown) => {
            throw asHttpError(error);
          }),
      );
      const name = fileNameOf(request.body.title);
      return reply
        .type(DOCX)
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(Readable.from([file]));
    },
  );
};

export default exportResponseRoute;
