import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOCUMENT_ID_FIELD, DocumentByIdQuery, DocumentByIdResponse } from '@portal/contracts';
import { signBlobSas } from '../../../../blob/short-lived-sas.js';
import { loadAssetFacts } from '../../../../documents/asset-facts.js';
import { requireSiteDocument } from '../../../../documents/document-access.js';
import { fileUrlOf } from '../../../../documents/document-files.js';
import { toSearchDocument } from '../../../../documents/search-document.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';

/**
 * GET v2/document/getdocumentbyid?Id=&indexId= (spec §7): the search record of one document of a site.
 * A private document the user may not see is answered (so the portal can show its title and the Private
 * Asset dialog) with isAccessible false, no content, no description and no token. A document that is not
 * indexed yet is answered from its asset, with empty content.
 */
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
    async (request) => {
      const { asset, access, isAccessible } = await requireSiteDocument(
        app,
        request,
        request.query.Id,
        request.query.indexId,
      );
      const facts = (await loadAssetFacts(app.db, [asset], access.user.userId, { withContent: isAccessible })).get(
        asset.assetId,
      )!;
      const token =
        isAccessible && asset.blobName
          ? signBlobSas(app, { containerName: access.site.containerName, blobName: asset.blobName, access: 'read' })
              .token
          : null;
      const document = toSearchDocument(asset, facts, { isAccessible, fileUrl: fileUrlOf(app, access.site, asset) });
      return { document, token, idField: DOCUMENT_ID_FIELD, originalFileName: asset.originalFileName, isAccessible };
    },
  );
};

export default documentByIdRoute;
