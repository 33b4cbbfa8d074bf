import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SAS_LIFETIME_MS, signBlobSas } from '../../../../blob/short-lived-sas.js';
import { loadAssetFacts } from '../../../../documents/asset-facts.js';
import { requireSiteDocument } from '../../../../documents/document-access.js';
import { fileUrlOf } from '../../../../documents/document-files.js';
import { SearchDocument, toSearchDocument } from '../../../../documents/search-document.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';

/** The document's key field: `id` holds the doc id (describe marks it key). */
export const ID_FIELD = 'id';

export const DocumentQuery = {
  indexId: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }),
};

const DocumentById = Type.Object(
  {
    document: SearchDocument,
    token: Type.Union([Type.String(), Type.Null()], {
      description:
        `A ${SAS_LIFETIME_MS / 60_000}-minute read SAS (query string without "?") for the document's file: storage_path?token opens it. ` +
        'null when the user may not see the content or the document has no stored file.',
    }),
    idField: Type.String({ description: `The key field of the document: '${ID_FIELD}'.` }),
    originalFileName: Type.String(),
    isAccessible: Type.Boolean({
      description: 'false: a private asset the user may not see (content and description are withheld).',
    }),
  },
  { title: 'DocumentById' },
);

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
        querystring: Type.Object({
          Id: Type.String({ minLength: 1, maxLength: 200, description: 'The doc id.' }),
          ...DocumentQuery,
        }),
        response: { 200: DocumentById, ...errorResponses(400, 401, 403, 404) },
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
      return { document, token, idField: ID_FIELD, originalFileName: asset.originalFileName, isAccessible };
    },
  );
};

export default documentByIdRoute;
