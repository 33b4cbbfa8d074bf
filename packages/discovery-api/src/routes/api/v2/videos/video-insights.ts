import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, VideoInsightsResponse } from '@portal/contracts';
import { videoInsightsOf } from '../../../../video/video-insights.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { isVideoAsset } from '../../../../video/video-indexing.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/videos/{id}/insights: the content page's "video indexer insight" dialog. The spec lists the Video insights
 * entity (§3) but not the call's method or path ("Methods and paths not shown for: … video insights"); this path is
 * ours, beside GET v2/videos/{id}/widget. The same access rule as the widget: 404 for an unknown asset or one of a site
 * the user cannot use, 403 for a private asset the user may not open, 400 for an asset that is not a video.
 * Answered by Azure Video Indexer when configured and the asset names its video there, else by the local provider
 * (video/).
 */
const videoInsightsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/videos/:id/insights',
    {
      schema: {
        tags: ['videos', 'insights'],
        summary: "A video asset's insights (spec §3 Video insights), from Video Indexer or read locally",
        description:
          "provider 'videoIndexer': Azure Video Indexer's index of the video (VIDEO_INDEXER_* configured, and the asset's VideoAssetId — or its " +
          "externalId with externalSource 'videoIndexer' — names the video there; 404 when Video Indexer has no such video, 502 when it fails). " +
          "provider 'local': duration, width, height and scene changes read with ffprobe/ffmpeg when installed, else from the " +
          "file's own headers (AVI, WebM/Matroska, MP4; scene changes of Motion-JPEG AVI); no faces, keywords or transcript " +
          "(empty lists); state 'Unavailable' with the reason when the file cannot be read. This path is not given by the spec.",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        response: { 200: VideoInsightsResponse, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      if (!isVideoAsset(asset))
        throw new HttpError(400, `The request is not valid: asset ${asset.assetId} is not a video.`);
      return videoInsightsOf(app, access.site, asset);
    },
  );
};

export default videoInsightsRoute;
