import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, DeleteDocumentQuery, DeletedDocument } from '@portal/contracts';
import { deleteDocument } from '../../../../assets/delete-asset.js';
import { requireDocument } from '../../../../documents/document-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { canEditAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * DELETE v2/document/delete?id= (spec §7; §5: "delete counts as success only on status 200", so success
 * is 200 with a small body, not 204). The document is named by its doc id; the user needs edit rights on
 * the asset (assets/asset-access.ts canEditAsset: editDeploymentIndex on its site, or being its uploader with
 * uploadAsset). 404 for a doc id that names nothing, so a second delete of the same document is 404, and
 * for a document of a site the user cannot use (the same answer, so doc ids of other sites cannot be probed).
 */
const deleteDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/document/delete',
    {
      schema: {
        tags: ['documents'],
        summary: 'Deletes a document: its asset, search record, previews and stored files',
        security: BEARER_SECURITY,
        querystring: DeleteDocumentQuery,
        response: { 200: DeletedDocument, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset, access } = await requireDocument(app, request, request.query.id);
      if (!(await canEditAsset(app.db, access, asset))) throw new HttpError(403, ACCESS_MESSAGES.editAssetDenied);
      const { deletedFiles } = await deleteDocument(app, asset, access.site);
      request.log.info(
        { assetId: asset.assetId, docId: asset.docId, userId: access.user.userId, deletedFiles },
        'Document deleted',
      );
      return { deleted: true as const, docId: asset.docId, assetId: asset.assetId, title: asset.title, deletedFiles };
    },
  );
};

export default deleteDocumentRoute;
