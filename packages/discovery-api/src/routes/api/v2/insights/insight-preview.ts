import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, InsightPreview } from '@portal/contracts';
import { signBlobSas } from '../../../../blob/short-lived-sas.js';
import { choosePictures, loadPreviews } from '../../../../assets/asset-imagery.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/insights/preview/{id} (spec §7: "returns a uri"): a 10-minute read SAS URL (blob/short-lived-sas.ts) of the
 * asset's full-size preview picture, or of its thumbnail when it has no preview — the pictures GET
 * v2/assets/document/preview/{id} streams (assets/asset-imagery.ts choosePictures). The id is the asset id.
 * 404 for an unknown asset and one of a site the user cannot use alike; 403 with the spec's private-asset message for
 * a private asset the user may not open (no URL is signed for them); 404 when the asset has no picture yet.
 * No screen of the portal calls it: the content page and its Preview dialog get the same short-lived URLs in the asset
 * answer (fullSizePreviewSasUrl, thumbnailSasUrl of POST v2/insights/assetsWithDocIds). Kept for API clients and the
 * spec's call list.
 */
const insightPreviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/insights/preview/:id',
    {
      schema: {
        tags: ['insights', 'assets'],
        summary: "A short-lived read URL of the asset's preview picture (its thumbnail when it has no preview)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        response: { 200: InsightPreview, ...errorResponses(400, 401, 403, 404, 501) },
      },
    },
    async (request) => {
      const { asset, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const pictures = choosePictures(asset, (await loadPreviews(app.db, [asset.assetId])).get(asset.assetId) ?? []);
      const picture = pictures.preview ?? pictures.thumbnail;
      // choosePictures falls back to the thumbnail for the preview: say which one this is.
      const type = picture && picture !== pictures.thumbnail ? ('preview' as const) : ('thumbnail' as const);
      if (!picture) throw new HttpError(404, `'${asset.title}' has no preview picture yet.`);
      const sas = signBlobSas(app, {
        containerName: picture.containerName,
        blobName: picture.blobName,
        access: 'read',
      });
      return { uri: sas.sasUrl, type, expiresOn: sas.expiresOn.toISOString() };
    },
  );
};

export default insightPreviewRoute;
