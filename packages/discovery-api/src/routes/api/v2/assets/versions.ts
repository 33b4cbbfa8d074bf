import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetVersionRequest, AssetVersions } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { isVideo } from '../../../../media/file-types.js';
import { hasStoredFile, requeueProcessing } from '../../../../assets/asset-processing.js';
import { assetVersionsOf, replaceAssetFile, type AssetFile } from '../../../../assets/asset-versions.js';
import { blobNameOfAssetPath, fileNameOfBlob } from '../../../../assets/asset-blob-names.js';
import { blobUrl, extensionOf, mainContainerOf, storedBlob } from '../../../../assets/stored-files.js';
import { requireAssetEdit } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/assets/{id}/versions (spec §7: assetId, storagePath): replaces an asset's file with one already
 * stored in the asset's folder of the site's main container (storagePath: `<DocId>/<file name>` or its URL).
 * The previous file stays in storage and is kept as an asset_versions row; the new one becomes current
 * (name, size, content type from storage) and processing is re-queued. Needs edit rights on the asset.
 */
const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assets/:id/versions',
    {
      schema: {
        tags: ['assets'],
        summary:
          "Makes a stored file the asset's current file, keeping the previous one as a version, and re-queues processing",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: AssetVersionRequest,
        response: { 201: AssetVersions, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.body.assetId !== undefined && request.body.assetId !== id) {
        throw new HttpError(
          400,
          `The request is not valid: body/assetId ${request.body.assetId} does not match the id in the path (${id}).`,
        );
      }
      const { asset, site, user } = await requireAssetEdit(app, request, { assetId: id });
      const container = mainContainerOf(site);
      const blobName = blobNameOfAssetPath('body/storagePath', request.body.storagePath, asset.docId, container);
      if (!hasStoredFile(asset) || asset.storagePath === null)
        throw new HttpError(409, `Asset ${id} has no current file yet: mark its upload first.`);
      if (blobName === asset.blobName)
        throw new HttpError(409, `'${blobName}' is already the current file of asset ${id}.`);
      const stored = await storedBlob(app, container, blobName);
      if (!stored)
        throw new HttpError(
          409,
          `The file '${blobName}' is not in the site's storage (container '${container}'): upload it first.`,
        );

      const fileName = fileNameOfBlob(blobName);
      const file: AssetFile = {
        blobName,
        storagePath: blobUrl(app, container, blobName),
        fileName,
        originalFileName: fileName,
        fileExtension: extensionOf(fileName),
        fileSize: stored.size,
        mimeType: stored.contentType,
        isVideo: isVideo(fileName) || stored.contentType.startsWith('video/'),
      };
      await replaceAssetFile(app.db, asset.assetId, asset.storagePath, file, user.userId);
      const current = await requeueProcessing(app, asset.assetId);
      const versions = await assetVersionsOf(app.db, asset.assetId);
      return reply.code(201).send({
        assetId: current.assetId,
        docId: current.docId,
        blobName,
        storagePath: current.storagePath ?? '',
        fileName: current.fileName,
        mimeType: current.mimeType,
        fileSize: current.fileSize,
        statusId: current.statusId,
        status: current.status,
        versions: versions.map((version) => ({
          assetVersionId: version.assetVersionId,
          storagePath: version.storagePath,
          createdByUserId: version.createdByUserId,
          created: version.created.toISOString(),
        })),
      });
    },
  );
};

export default versionRoutes;
