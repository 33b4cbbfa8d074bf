import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterUploadRequest, UpdateUploadRequest, UploadResponse } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { registerAssets } from '../../../../uploader/register-assets.js';
import { updateAssets } from '../../../../uploader/update-assets.js';
import { requireUploadRights } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);

/**
 * POST v2/uploader/saveAssetWithMetadata (register) and updateAssetWithMetadata (edit), spec §7 payloads.
 * Both answer 200 with HasError/Error/AssetInfos, the fields the uploader reads; a request the server
 * refuses outright (bad input, no rights) answers the usual error shape instead.
 */
const registerAndUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploader/saveAssetWithMetadata',
    {
      schema: {
        tags: ['uploader'],
        summary:
          'Registers files as assets (status Registered) with their metadata; answers where to store each file and preview',
        description:
          "Needs uploadAsset on the site. Each file is to be stored at BlobName (<DocId>/<sanitised file name>) in the site's main container, each preview at its BlobName in the preview container; then markAsUploaded / markPreviewAsUploaded. An empty AssetInfos answers HasError with 'No asset info in request.'.",
        security: BEARER_SECURITY,
        body: RegisterUploadRequest,
        response: { 200: UploadResponse, ...errors },
      },
    },
    async (request) => {
      const access = await requireUploadRights(app, request, request.body.DeploymentIndexId);
      return registerAssets(app, access, request.body);
    },
  );

  app.post(
    '/uploader/updateAssetWithMetadata',
    {
      schema: {
        tags: ['uploader'],
        summary: "Updates assets' fields and selected values, names new previews, and re-queues indexing",
        description:
          "Needs edit rights on every asset (editDeploymentIndex on the site, or being the asset's uploader). MetadataData replaces the assets' selected values.",
        security: BEARER_SECURITY,
        body: UpdateUploadRequest,
        response: { 200: UploadResponse, ...errors },
      },
    },
    async (request) => updateAssets(app, request, request.body),
  );
};

export default registerAndUpdateRoutes;
