import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocId, DocumentByIdResponse } from '@portal/contracts';
import { requireDocument } from '../../../documents/document-access.js';
import { documentAnswer } from '../../../documents/document-answer.js';
import { errorResponses } from '../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../http/bearer-security.js';

/**
 * GET discovery/getdocument/{id} (calls doc §7): one document by doc id alone, its site being the asset's (the asset
 * embed page, which has only a doc id). The same answer as GET v2/document/getdocumentbyid
 * (documents/document-answer.ts); a document of a site the user cannot use is answered as an unknown doc id (404).
 */
const getDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/discovery/getdocument/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'One document (search record) by doc id, with a short-lived read token for its file',
        security: BEARER_SECURITY,
        params: Type.Object({ id: DocId }),
        response: { 200: DocumentByIdResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => documentAnswer(app, await requireDocument(app, request, request.params.id)),
  );
};

export default getDocumentRoute;
