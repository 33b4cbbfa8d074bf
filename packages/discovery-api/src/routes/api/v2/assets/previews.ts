import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetPreviews, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { AssetPreviewInfo, PREVIEW_TYPES_TEXT, recordPreview, toPreviewInfo } from '../../../../uploader/asset-previews.js';
import { blobNameInFolder, fileNameOfBlob, uniqueFileName } from '../../../../uploader/blob-names.js';
import { readPreviewForm, type PreviewForm } from '../../../../uploader/preview-form.js';
import { takenPreviewNames } from '../../../../uploader/preview-plans.js';
import { deleteBlobsQuietly, previewContainerOf } from '../../../../uploader/stored-files.js';
import { requireAssetEdit } from '../../../../uploader/uploader-access.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const PreviewFormBody = Type.Object({
  assetId: Type.Optional(Type.Integer({ description: 'Must equal the id in the path when sent.' })),
  file: Type.String({ format: 'binary', description: `${PREVIEW_TYPES_TEXT}, at most 20 MB.` }),
  useAsThumbnail: Type.Optional(Type.Boolean({ description: "Make it the asset's default preview (thumbnail). Default false." })),
});

/** Stores the form's file in the asset's folder of the preview container under a name no other preview of the asset has. */
async function storePreviewFile(app: FastifyInstance, site: DeploymentIndex, asset: Asset, form: PreviewForm): Promise<{ containerName: string; blobName: string }> {
  const containerName = previewContainerOf(site);
  const stored = await app.db.select({ blobName: assetPreviews.blobName }).from(assetPreviews).where(and(eq(assetPreviews.assetId, asset.assetId), eq(assetPreviews.containerName, containerName)));
  const fileName = uniqueFileName(form.fileName, takenPreviewNames(stored.map((row) => fileNameOfBlob(row.blobName))));
  const blobName = blobNameInFolder(asset.docId, fileName);
  const container = app.blobs.getContainerClient(containerName);
  await container.createIfNotExists();
  await container.getBlockBlobClient(blobName).uploadData(form.bytes, { blobHTTPHeaders: { blobContentType: form.contentType }, metadata: { doc_id: asset.docId } });
  return { containerName, blobName };
}

/**
 * POST v2/assets/{id}/preview and v2/assets/{id}/replaceAssetImagery (spec §7), multipart/form-data with
 * assetId, file and useAsThumbnail. Both need edit rights on the asset. The spec leaves the difference
 * open; chosen: preview adds a preview (the default one only when useAsThumbnail), replaceAssetImagery
 * makes the file the asset's only preview and its thumbnail, removing the earlier previews and their files.
 * When recording fails the stored file is removed again, so nothing half-done stays.
 */
const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const upload = async (request: Parameters<typeof readPreviewForm>[0], id: number, replace: boolean) => {
    const { asset, site, user } = await requireAssetEdit(app, request, { assetId: id });
    const form = await readPreviewForm(request, id);
    const file = await storePreviewFile(app, site, asset, form);
    try {
      const { preview, defaultPreviewId, replaced } = await app.db.transaction(async (tx) => {
        const removed = replace
          ? await tx.delete(assetPreviews).where(and(eq(assetPreviews.assetId, asset.assetId), ne(assetPreviews.blobName, file.blobName))).returning()
          : [];
        const recorded = await recordPreview(tx, asset, { ...file, fileName: form.fileName, mimeType: form.contentType, useAsThumbnail: replace || form.useAsThumbnail }, user.userId);
        return { ...recorded, replaced: removed };
      });
      for (const row of replaced) await deleteBlobsQuietly(app, row.containerName, [row.blobName]);
      return { ...toPreviewInfo(asset, preview, defaultPreviewId), replacedPreviewIds: replaced.map((row) => row.assetPreviewId) };
    } catch (error) {
      await deleteBlobsQuietly(app, file.containerName, [file.blobName]);
      throw error;
    }
  };
  const response = { 201: Type.Object({ ...AssetPreviewInfo.properties, replacedPreviewIds: Type.Array(Type.Integer()) }, { title: 'StoredAssetPreview' }), ...errors };

  app.post(
    '/assets/:id/preview',
    {
      schema: {
        tags: ['assets'],
        summary: "Adds a preview image or PDF to an asset (the default preview when useAsThumbnail)",
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        multipartBody: PreviewFormBody,
        params: Params,
        response,
      },
    },
    async (request, reply) => reply.code(201).send(await upload(request, request.params.id, false)),
  );

  app.post(
    '/assets/:id/replaceAssetImagery',
    {
      schema: {
        tags: ['assets'],
        summary: "Replaces an asset's imagery: the file becomes its only preview and its thumbnail",
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        multipartBody: PreviewFormBody,
        params: Params,
        response,
      },
    },
    async (request, reply) => reply.code(201).send(await upload(request, request.params.id, true)),
  );
};

export default previewRoutes;
