import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetPins, PinAssetRequest } from '@portal/contracts';
import { pinAssetInCollections } from '../../../../collections/collection-assets.js';
import { errorResponses } from '../../../../http/error-response.js';
import { findAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const PINS = [
  { path: 'pin', pinned: true, summary: 'Pins the asset within the given collections (their pinboards)' },
  { path: 'unpin', pinned: false, summary: 'Unpins the asset within the given collections' },
] as const;

/**
 * POST v2/assets/{assetId}/pin and /unpin with collectionIds (spec §7): pins the asset on the pinboard of each
 * collection (collections/collection-assets.ts pinAssetInCollections). An unknown asset or one of a site the
 * user cannot use answers 404; each collection must hold the asset, be seen by the user and be one they may
 * change (owner, editor, creator or site administrator); otherwise nothing changes.
 */
const pinInCollectionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, pinned, summary } of PINS) {
    app.post(
      `/assets/:assetId/${path}`,
      {
        schema: {
          tags: ['assets', 'collections'],
          summary,
          security: BEARER_SECURITY,
          params: Type.Object({ assetId: Type.Integer({ minimum: 1 }) }),
          body: PinAssetRequest,
          response: { 200: AssetPins, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { assetId } = request.params;
        const access = await findAsset(app, request, { assetId });
        const pinnedCollections = await pinAssetInCollections(app, access, assetId, request.body.collectionIds, pinned);
        return { assetId, pinnedCollections };
      },
    );
  }
};

export default pinInCollectionsRoutes;
