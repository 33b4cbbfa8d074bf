import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, AssetViewRequest, InteractionInsight } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAssetInteraction, setAssetLike } from '../../../../assets/asset-interactions.js';
import { recordAssetView } from '../../../../insights/asset-reports.js';
import { interactionInsightOf } from '../../../../assets/interaction-insights.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const params = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) });
const schema = (summary: string) => ({
  tags: ['assets', 'insights'],
  summary,
  security: BEARER_SECURITY,
  params,
  response: { 200: InteractionInsight, ...errorResponses(400, 401, 403, 404) },
});

/** The asset if the user may open it: 404 for an unknown asset or one of another site, 403 for a private one. */
async function openableAsset(app: FastifyInstance, request: FastifyRequest, assetId: number) {
  const { asset, access, isAccessible } = await requireAsset(app, request, assetId);
  if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  return { asset, userId: access.user.userId };
}

/**
 * The content page's interaction calls (calls doc §7): GET v2/assets/{id}/insights, POST and DELETE
 * …/insights/likes, POST …/insights/views and …/insights/shares. Each answers the asset's interaction insight (spec
 * §3: likes, liked by the caller, views, downloads, shares) as it is after the call. Views and shares repeat and are
 * also events of the asset's views and shares reports, but a user's view of an asset counts once in the views interval
 * (RATE_LIMIT_VIEWS, 30 minutes: opening it again, or calling again, adds nothing); a counted view may name the search
 * that led to it (recorded for the asset's searches report); a like is one per user. Only for users who may open the asset (private-asset rule): a
 * private asset's counts are not shown to others either.
 */
const assetInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assets/:id/insights',
    { schema: schema("The asset's likes, views, downloads and shares") },
    async (request) => {
      const { asset, userId } = await openableAsset(app, request, request.params.id);
      return interactionInsightOf(app.db, asset.assetId, userId);
    },
  );

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/assets/:id/insights/likes',
      {
        schema: schema(
          liked ? 'The signed-in user likes the asset (once)' : 'The signed-in user no longer likes the asset',
        ),
      },
      async (request) => {
        const { asset, userId } = await openableAsset(app, request, request.params.id);
        await setAssetLike(app.db, asset.assetId, userId, liked);
        return interactionInsightOf(app.db, asset.assetId, userId);
      },
    );
  }

  app.post(
    '/assets/:id/insights/views',
    {
      schema: {
        ...schema('Records a view of the asset by the signed-in user'),
        description:
          "The body is optional: the search that led the user to the asset. A non-blank query is also recorded in the asset's searches report (GET v2/assets/{id}/reports/searches).",
        body: AssetViewRequest,
      },
      // The body is optional (the content page may send none); validation would refuse a missing one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { asset, userId } = await openableAsset(app, request, request.params.id);
      // A view counts once per user and asset in an interval (RATE_LIMIT_VIEWS): opening it again does not add one.
      const view = await app.rateLimits.limiter.take('views', `user:${userId}:asset:${asset.assetId}`);
      if (!view.exceeded) await recordAssetView(app.db, asset, userId, request.body);
      return interactionInsightOf(app.db, asset.assetId, userId);
    },
  );

  app.post(
    '/assets/:id/insights/shares',
    { schema: schema('Records a share of the asset by the signed-in user') },
    async (request) => {
      const { asset, userId } = await openableAsset(app, request, request.params.id);
      await recordAssetInteraction(app.db, asset.assetId, userId, 'share');
      return interactionInsightOf(app.db, asset.assetId, userId);
    },
  );
};

export default assetInsightRoutes;
