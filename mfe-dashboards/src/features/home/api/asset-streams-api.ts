import { portalApi } from '@portal/api-client';
import type { AssetStreamCode, AssetStreamPage, AssetStreams } from '@portal/contracts';

/**
 * The home page's streams (calls doc §7 "Assets"): GET v2/assetStreams/{indexId} gives every stream's first items
 * (latest uploads and new cases 20, the others 15; `codes` keeps only those streams), POST v2/assetStreams/{indexId}/{code}/assets one more page of a
 * stream ("Show more").
 */
export const assetStreamsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetStreams: build.query<
      AssetStreams,
      { indexId: number; includeFeaturedContent: boolean; codes?: readonly AssetStreamCode[] }
    >({
      query: ({ indexId, includeFeaturedContent, codes }) => ({
        url: `v2/assetStreams/${indexId}`,
        params: { includeFeaturedContent, ...(codes && { codes: codes.join(',') }) },
      }),
      providesTags: ['Asset', 'Collection', 'Group'],
    }),
    getAssetStreamPage: build.query<
      AssetStreamPage,
      { indexId: number; code: AssetStreamCode; page: number; rowsPerPage: number }
    >({
      query: ({ indexId, code, page, rowsPerPage }) => ({
        url: `v2/assetStreams/${indexId}/${code}/assets`,
        method: 'POST',
        body: { page, rowsPerPage },
      }),
    }),
  }),
});

export const { useGetAssetStreamsQuery, useLazyGetAssetStreamPageQuery } = assetStreamsApi;
