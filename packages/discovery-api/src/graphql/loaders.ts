import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import { loadContentTypes } from '../assets/asset-content-types.js';
import { loadPreviews, pictureUrl } from '../assets/asset-imagery.js';
import type { AssetListItem } from '../assets/asset-pages.js';
import { usersById } from '../users/users-by-id.js';

/**
 * The fields of an asset that need more than its row, loaded for every asset of the request at once (mercurius
 * batches the calls of one field within a request): a page of 50 assets with their uploaders, content types and
 * thumbnails costs one query per field, as a page of 5 does. An asset's site needs no query (the viewer's sites
 * are read once per request). A private asset the user may not open gets null, as in resolvers.ts.
 */

type Queries = { obj: AssetListItem }[];

export const loaders: MercuriusLoaders<MercuriusContext> = {
  Asset: {
    /** Its uploader, as the portal asset answer shows them (assets/portal-asset.ts: id, names and email). */
    createdByUser: async (queries: Queries, context: MercuriusContext) => {
      const ids = queries
        .filter(({ obj }) => obj.isAccessible && obj.asset.createdByUserId !== null)
        .map(({ obj }) => obj.asset.createdByUserId!);
      const found = await usersById(context.app.db, ids);
      return queries.map(({ obj }) =>
        obj.isAccessible && obj.asset.createdByUserId !== null ? (found.get(obj.asset.createdByUserId) ?? null) : null,
      );
    },

    /** Its content types (shown for every asset listed, as search shows them). */
    contentTypes: async (queries: Queries, context: MercuriusContext) => {
      const types = await loadContentTypes(
        context.app.db,
        queries.map(({ obj }) => obj.asset),
      );
      return queries.map(({ obj }) => types.get(obj.asset.assetId) ?? []);
    },

    /** Its thumbnail's API path (POST v2/assets/thumbnails' rule: never for an asset the user may not open). */
    thumbnailUrl: async (queries: Queries, context: MercuriusContext) => {
      const previews = await loadPreviews(
        context.app.db,
        queries.filter(({ obj }) => obj.isAccessible).map(({ obj }) => obj.asset.assetId),
      );
      return queries.map(({ obj }) =>
        obj.isAccessible ? pictureUrl(obj.asset, previews.get(obj.asset.assetId) ?? [], 'thumbnail') : null,
      );
    },
  },
};
