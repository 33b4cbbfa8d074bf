import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentByIdQuery, DocumentByIdResponse } from '@portal/contracts';
import { requireSiteDocument } from '../../../../documents/document-access.js';
import { documentAnswer } from '../../../../documents/document-answer.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** GET v2/document/getdocumentbyid?Id=&indexId= (spec §7): one document of a site (documents/document-answer.ts). */
const documentByIdRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/document/getdocumentbyid',
    {
      schema: {
        tags: ['documents'],
        summary: 'One document (search record) of a site, with a short-lived read token for its file',
        security: BEARER_SECURITY,
        querystring: DocumentByIdQuery,
        response: { 200: DocumentByIdResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      documentAnswer(app, await requireSiteDocument(app, request, request.query.Id, request.query.indexId)),
  );
};

export default documentByIdRoute;
