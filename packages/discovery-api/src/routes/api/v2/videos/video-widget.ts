import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, STORAGE_VIDEO_ACCOUNT, VideoWidget } from '@portal/contracts';
import { signBlobSas } from '../../../../blob/short-lived-sas.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { isVideoAsset } from '../../../../video/video-indexing.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/videos/{id}/widget: what the content page's video player needs. The file plays from the site's blob
 * storage through a 10-minute read SAS signed for this one blob (blob/short-lived-sas.ts); the page asks again for
 * a fresh one when it expires. Only for users who may open the asset (private-asset rule); 400 for an asset that
 * is not a video or has no file.
 */
const videoWidgetRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/videos/:id/widget',
    {
      schema: {
        tags: ['videos'],
        summary: "The video player's source for a video asset (a short-lived read URL of its file)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        response: { 200: VideoWidget, ...errorResponses(400, 401, 403, 404, 501) },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      if (!isVideoAsset(asset))
        throw new HttpError(400, `The request is not valid: asset ${asset.assetId} is not a video.`);
      if (!asset.blobName)
        throw new HttpError(400, `The request is not valid: asset ${asset.assetId} has no file yet.`);
      const sas = signBlobSas(app, {
        containerName: access.site.containerName,
        blobName: asset.blobName,
        access: 'read',
      });
      return {
        provider: 'storage' as const,
        playerSetting: { viewURL: sas.sasUrl, viewAccessToken: sas.token },
        videoAccessToken: sas.token,
        videoId: asset.docId,
        videoAccountId: STORAGE_VIDEO_ACCOUNT,
        mimeType: asset.mimeType,
        expiresOn: sas.expiresOn.toISOString(),
      };
    },
  );
};

export default videoWidgetRoute;
