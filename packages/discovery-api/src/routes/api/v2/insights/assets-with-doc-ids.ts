import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetsWithDocIdsResponse, DocIds } from '@portal/contracts';
import { dashboardAccess } from '../../../../assets/dashboard-access.js';
import { loadAssetFacts } from '../../../../assets/asset-facts.js';
import { loadPreviews } from '../../../../assets/asset-imagery.js';
import { readableDocuments } from '../../../../documents/document-access.js';
import { loadInteractionInsights } from '../../../../assets/interaction-insights.js';
import { pinnedCollectionsSeenBy } from '../../../../entities/entity-access.js';
import { toPortalAsset } from '../../../../assets/portal-asset.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/insights/assetsWithDocIds (spec §7): the body is the list of doc ids (a JSON array); the answer
 * holds the assets (portal model, portal-asset.ts) keyed by lower-case doc id. As with listDetails, unknown
 * doc ids and assets of sites the user cannot use are absent, and a user who can use no site gets 403;
 * assets the user may not see come with isAccessible false and without their content fields.
 */
const assetsWithDocIdsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/insights/assetsWithDocIds',
    {
      schema: {
        tags: ['insights'],
        summary: 'Assets (portal model) by doc id, keyed by lower-case doc id',
        security: BEARER_SECURITY,
        body: DocIds,
        response: { 200: AssetsWithDocIdsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user, documents } = await readableDocuments(app, request, request.body);
      const list = [...new Map([...documents.values()].map((document) => [document.asset.assetId, document])).values()];
      const assetIds = list.map((document) => document.asset.assetId);
      const facts = await loadAssetFacts(
        app.db,
        list.map((document) => document.asset),
        user.userId,
      );
      const previews = await loadPreviews(
        app.db,
        list.filter((document) => document.isAccessible).map((document) => document.asset.assetId),
      );
      const insights = await loadInteractionInsights(app.db, assetIds, user.userId);
      const dashboards = await dashboardAccess(app.db, user.userId, list);
      const pinned = await pinnedCollectionsSeenBy(app.db, user.userId, assetIds);
      return Object.fromEntries(
        list.map(({ asset, access, isAccessible }) => [
          asset.docId.toLowerCase(),
          toPortalAsset(app, {
            asset,
            site: access.site,
            facts: facts.get(asset.assetId)!,
            previews: previews.get(asset.assetId) ?? [],
            insight: insights.get(asset.assetId) ?? null,
            isAccessible,
            hasUserGroupAccess: dashboards.has(asset.assetId),
            pinnedCollectionIds: pinned.get(asset.assetId) ?? [],
          }),
        ]),
      );
    },
  );
};

export default assetsWithDocIdsRoute;
