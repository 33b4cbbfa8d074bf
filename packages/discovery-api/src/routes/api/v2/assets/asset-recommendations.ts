import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCESS_MESSAGES,
  AssetRecommendations,
  AssetRecommendationsQuery,
  RECOMMENDATIONS_DEFAULT_TOP,
} from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { recommendSimilarAssets } from '../../../../search/recommendations.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/assets/{id}/recommendations?top=1…20 (default 6): the content page's "recommended content" (spec §2.6).
 * The spec names no server call for it: this path is our own, beside the content page's other v2/assets/{id}/…
 * calls. Answers up to `top` assets of the same site like this one, best first — "more like this" from the site's
 * own search engine (search/recommendations.ts: a hybrid ranking whose query is the asset itself, its stored
 * passage vectors steering the meaning half) — each with its doc id, title, content type, file extension, thumbnail
 * path and fused score. Only assets the caller may open are recommended (no private asset they may not open, not
 * even by title), never the asset itself nor another site's. Only for users who may open the asset: 404 for an
 * unknown asset or one of a site the caller cannot use, 403 for a private asset they may not open.
 */
const assetRecommendationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assets/:id/recommendations',
    {
      schema: {
        tags: ['assets', 'search'],
        summary: 'Recommended content for an asset: assets of its site like it, that the user may open',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        querystring: AssetRecommendationsQuery,
        response: { 200: AssetRecommendations, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      return recommendSimilarAssets(app.searchEngine, {
        access,
        assetId: asset.assetId,
        top: request.query.top ?? RECOMMENDATIONS_DEFAULT_TOP,
      });
    },
  );
};

export default assetRecommendationsRoute;
