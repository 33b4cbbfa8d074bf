import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, AssetShareRequest, AssetShareResult } from '@portal/contracts';
import { shareAsset } from '../../../../assets/asset-sharing.js';
import { interactionInsightOf } from '../../../../assets/interaction-insights.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** POST v2/assets/{id}/share: tells users of the site about the asset (assets/asset-sharing.ts). */
const assetShareRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assets/:id/share',
    {
      schema: {
        tags: ['assets'],
        summary: 'Shares the asset with users of its site: each gets a notification; the share is counted',
        description:
          "For users who may open the asset (403 otherwise). Sharing gives no access: users who may not open a private asset are not told (cannotOpen). A user not of the asset's site: 400, nothing changes.",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        body: AssetShareRequest,
        response: { 200: AssetShareResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const shared = await shareAsset(app.db, access, asset, request.body);
      return { ...shared, insight: await interactionInsightOf(app.db, asset.assetId, access.user.userId) };
    },
  );
};

export default assetShareRoute;
