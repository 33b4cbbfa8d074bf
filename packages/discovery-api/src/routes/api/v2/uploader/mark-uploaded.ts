import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarkAsUploadedRequest, MarkUploadedRefusal, MarkUploadedResult } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { blobNameOfAssetPath } from '../../../../assets/asset-blob-names.js';
import { markAssetUploaded, toMarkResult } from '../../../../uploader/mark-uploaded.js';
import { mainContainerOf } from '../../../../assets/stored-files.js';
import { requireAssetEdit } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);

/**
 * POST v2/uploader/markAsUploaded: the uploader says a file is in storage (spec §4 step 5). The body is the
 * uploader item; AssetId names the asset, and DocId, BlobName or StoragePath, when sent, must be the
 * asset's (a caller cannot point the asset at another file). Needs edit rights on the asset (its uploader,
 * or editDeploymentIndex). When the stored file is missing or differs from what was registered, the answer
 * is 409 with the reason both as `error` and as HasError/Error, and the asset is left in status Error (5).
 */
const markUploadedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploader/markAsUploaded',
    {
      schema: {
        tags: ['uploader'],
        summary:
          'Confirms a registered file is in storage (size and content type as registered) and queues its processing',
        security: BEARER_SECURITY,
        body: MarkAsUploadedRequest,
        response: { 200: MarkUploadedResult, ...errors, 409: MarkUploadedRefusal },
      },
    },
    async (request, reply) => {
      const { AssetId, DocId, UniqueId, BlobName, StoragePath } = request.body;
      const { asset, site, user } = await requireAssetEdit(app, request, { assetId: AssetId }, 'body/AssetId');
      if (DocId != null && DocId !== asset.docId)
        throw new HttpError(
          400,
          `The request is not valid: body/DocId '${DocId}' is not the doc id of asset ${AssetId}.`,
        );
      const blobName = asset.blobName;
      if (blobName === null) throw new HttpError(409, `Asset ${AssetId} has no registered file to mark as uploaded.`);
      if (BlobName != null && BlobName !== blobName) {
        throw new HttpError(
          400,
          `The request is not valid: body/BlobName '${BlobName}' is not the name issued when the file was registered ('${blobName}').`,
        );
      }
      const container = mainContainerOf(site);
      if (
        StoragePath != null &&
        StoragePath !== '' &&
        blobNameOfAssetPath('body/StoragePath', StoragePath, asset.docId, container) !== blobName
      ) {
        throw new HttpError(
          400,
          `The request is not valid: body/StoragePath does not point at the registered file '${blobName}'.`,
        );
      }
      const marked = await markAssetUploaded(app, { ...asset, blobName }, container, user.userId);
      if (!marked.ok) {
        const problem = marked.problem ?? 'The stored file is not the registered one.';
        return reply
          .code(409)
          .send({ statusCode: 409, error: problem, ...toMarkResult(marked.asset, UniqueId ?? null, problem) });
      }
      return toMarkResult(marked.asset, UniqueId ?? null);
    },
  );
};

export default markUploadedRoutes;
