import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetPreviewForm, StoredAssetPreview } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { addPreview, toPreviewInfo } from '../../../../assets/asset-previews.js';
import { readPreviewForm } from '../../../../assets/preview-form.js';
import { storePreviewFile } from '../../../../assets/store-preview-file.js';
import { deleteBlobsQuietly } from '../../../../assets/stored-files.js';
import { requireAssetEdit } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

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
      const previewFile = {
        ...file,
        fileName: form.fileName,
        mimeType: form.contentType,
        useAsThumbnail: replace || form.useAsThumbnail,
      };
      const { preview, defaultPreviewId, replaced } = await addPreview(app.db, asset, previewFile, user.userId, {
        replaceOthers: replace,
      });
      for (const row of replaced) await deleteBlobsQuietly(app, row.containerName, [row.blobName]);
      return {
        ...toPreviewInfo(asset, preview, defaultPreviewId),
        replacedPreviewIds: replaced.map((row) => row.assetPreviewId),
      };
    } catch (error) {
      await deleteBlobsQuietly(app, file.containerName, [file.blobName]);
      throw error;
    }
  };
  const response = {
    201: StoredAssetPreview,
    ...errors,
  };

  app.post(
    '/assets/:id/preview',
    {
      schema: {
        tags: ['assets'],
        summary: 'Adds a preview image or PDF to an asset (the default preview when useAsThumbnail)',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        multipartBody: AssetPreviewForm,
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
        multipartBody: AssetPreviewForm,
        params: Params,
        response,
      },
    },
    async (request, reply) => reply.code(201).send(await upload(request, request.params.id, true)),
  );
};

export default previewRoutes;
