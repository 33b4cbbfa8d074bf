import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssetListDetailsRequest,
  AssetListDetailsResponse,
  AssetThumbnailsRequest,
  AssetThumbnailsResponse,
} from '@portal/contracts';
import { loadPreviews, pictureUrl } from '../../../../assets/asset-imagery.js';
import { dashboardAccess } from '../../../../assets/dashboard-access.js';
import { readableDocuments } from '../../../../documents/document-access.js';
import { loadInteractionInsights } from '../../../../assets/interaction-insights.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403);

/**
 * POST v2/assets/listDetails and POST v2/assets/thumbnails (spec §7 "Search and documents"): details of
 * search results, keyed by the doc ids as sent. A doc id that names no asset, or an asset of a site the user
 * cannot use, is simply absent from the answer (it reveals nothing about other sites); a user who can use
 * no site at all gets 403. Thumbnails of private assets the user may not see are never signed.
 */
const assetDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assets/listDetails',
    {
      schema: {
        tags: ['assets'],
        summary: 'Per doc id: whether the user may see it, its thumbnail, its interaction counts and dashboard access',
        description:
          "isAccessible and hasUserGroupAccess are always answered (one query each for the whole list; fetchVisibility and fetchDashboardAccess are accepted for the portal's sake). " +
          'thumbnailUrl is filled only with fetchThumbnails (thumbnailType as in v2/assets/thumbnails), interactionInsight only with fetchInteractionMetrics. ' +
          'Unknown doc ids and documents of sites the user cannot use are absent from the answer.',
        security: BEARER_SECURITY,
        body: AssetListDetailsRequest,
        response: { 200: AssetListDetailsResponse, ...errors },
      },
    },
    async (request) => {
      const { docIds, fetchThumbnails, fetchInteractionMetrics, thumbnailType = 'thumbnail' } = request.body;
      const { user, documents } = await readableDocuments(app, request, docIds);
      const list = [...documents.values()];
      const assetIds = [...new Set(list.map((document) => document.asset.assetId))];
      const previews = fetchThumbnails
        ? await loadPreviews(
            app.db,
            list.filter((document) => document.isAccessible).map((document) => document.asset.assetId),
          )
        : undefined;
      const insights = fetchInteractionMetrics
        ? await loadInteractionInsights(app.db, assetIds, user.userId)
        : undefined;
      const dashboards = await dashboardAccess(app.db, user.userId, list);
      return Object.fromEntries(
        [...documents].map(([docId, { asset, isAccessible }]) => [
          docId,
          {
            isAccessible,
            thumbnailUrl:
              previews && isAccessible ? pictureUrl(asset, previews.get(asset.assetId) ?? [], thumbnailType) : null,
            interactionInsight: insights?.get(asset.assetId) ?? null,
            hasUserGroupAccess: dashboards.has(asset.assetId),
          },
        ]),
      );
    },
  );

  // No screen of the portal calls it: result lists get their thumbnails with their other details in one POST
  // v2/assets/listDetails (fetchThumbnails), and the content page has its pictures in its asset answer. Kept for API
  // clients and the spec's call list (§7 "Search and documents").
  app.post(
    '/assets/thumbnails',
    {
      schema: {
        tags: ['assets'],
        summary: 'Thumbnail URLs of documents (API paths, relative to /api), keyed by the doc ids as sent',
        description:
          'null for a private asset the user may not see and for an asset without a picture yet. Unknown doc ids and documents of sites the user cannot use are absent.',
        security: BEARER_SECURITY,
        body: AssetThumbnailsRequest,
        response: { 200: AssetThumbnailsResponse, ...errors },
      },
    },
    async (request) => {
      const { docIds, thumbnailType = 'thumbnail' } = request.body;
      const { documents } = await readableDocuments(app, request, docIds);
      const previews = await loadPreviews(
        app.db,
        [...documents.values()].filter((document) => document.isAccessible).map((document) => document.asset.assetId),
      );
      return Object.fromEntries(
        [...documents].map(([docId, { asset, isAccessible }]) => [
          docId,
          isAccessible ? pictureUrl(asset, previews.get(asset.assetId) ?? [], thumbnailType) : null,
        ]),
      );
    },
  );
};

export default assetDetailsRoutes;
