import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetInsightsList, AssetInsightsRequest } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { assets } from '../../../../db/schema/index.js';
import { readableDocuments } from '../../../../documents/document-access.js';
import { loadInteractionInsights } from '../../../../assets/interaction-insights.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/assets/insights { assetIds } (calls doc §7): the interaction insights (spec §3: likes, liked, views,
 * downloads, shares) of many assets at once, in the order asked. As with listDetails, unknown ids and assets of
 * sites the user cannot use are left out, and so are private assets the user may not open (their counts are not
 * shown to others either); a user who can use no site gets 403. No screen of the portal calls it: result lists get
 * the counts with their other details in POST v2/assets/listDetails (fetchInteractionMetrics), and the content page
 * reads its own asset's with GET v2/assets/{id}/insights. Kept for API clients and the spec's call list.
 */
const assetInsightsListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assets/insights',
    {
      schema: {
        tags: ['assets', 'insights'],
        summary: 'The likes, views, downloads and shares of many assets, those the user may open',
        security: BEARER_SECURITY,
        body: AssetInsightsRequest,
        response: { 200: AssetInsightsList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.assetIds)];
      const rows = await app.db.select({ docId: assets.docId }).from(assets).where(inArray(assets.assetId, ids));
      const { user, documents } = await readableDocuments(
        app,
        request,
        rows.map((row) => row.docId),
      );
      const open = [...documents.values()].filter((document) => document.isAccessible);
      const insights = await loadInteractionInsights(
        app.db,
        open.map((document) => document.asset.assetId),
        user.userId,
      );
      return ids.flatMap((id) => insights.get(id) ?? []);
    },
  );
};

export default assetInsightsListRoute;
