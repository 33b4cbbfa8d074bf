import { portalApi } from '@portal/api-client';
import type {
  AssetPins,
  Collection,
  CollectionAssetsPage,
  CollectionCounts,
  CollectionInsights,
  CollectionList,
  CollectionListType,
  QuickLinksResponse,
  SetRelatedCollectionRequest,
} from '@portal/contracts';
import type { SearchResponse } from '@portal/search-results';
import { PAGE_SIZE } from '../lib/page-number';

/** The per-user marks of spec §4 (POST v2/collections/{mark}/{id}). */
export type CollectionMark = 'pin' | 'unpin' | 'star' | 'unstar';

/** The whole-list tag: any change to a collection may move it between lists and change the counts. */
const LIST = { type: 'Collection' as const, id: 'LIST' };

/** A collection or a group, for the calls both have (insights). */
export interface EntityRef {
  kind: 'collection' | 'group';
  id: number;
}
const plural = (kind: EntityRef['kind']) => (kind === 'collection' ? 'collections' : 'groups');
const tagOf = (kind: EntityRef['kind']) => (kind === 'collection' ? ('Collection' as const) : ('Group' as const));

/**
 * What the collection pages read and toggle (calls doc §7 "Collections", "Customization and quick links", §9 page
 * size 30): the lists and their counts, one collection, its assets (paged, pinned, searched), its insights, and
 * the pin/star/feature toggles, the related flag, asset pins and asset removal. Names differ from the panels' endpoints
 * (collection-forms-api.ts) since both inject into the one `portalApi` of the remote. Every change invalidates the
 * collection, the lists and the assets, so what is on screen is what the server answers next.
 */
export const collectionsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET v2/collections: one page (30) of a list type of the site. */
    listCollections: build.query<
      CollectionList,
      { deploymentIndexId: number; type: CollectionListType; currentPage: number }
    >({
      query: (params) => ({ url: 'v2/collections', params: { ...params, rowsPerPage: PAGE_SIZE } }),
      providesTags: (result) => [
        LIST,
        ...(result?.rows ?? []).map((row) => ({ type: 'Collection' as const, id: row.collectionId })),
      ],
    }),
    /** GET v2/collections/count: every list's size. */
    countCollections: build.query<CollectionCounts, number>({
      query: (deploymentIndexId) => ({ url: 'v2/collections/count', params: { deploymentIndexId } }),
      providesTags: [LIST],
    }),
    /** GET v2/collections/get/{id}: the collection with its members, roles and pinned assets. */
    getCollectionDetails: build.query<Collection, number>({
      query: (id) => `v2/collections/get/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Collection', id }],
    }),
    /** POST v2/collections/pin|unpin|star|unstar/{id}. */
    markCollection: build.mutation<Collection, { id: number; mark: CollectionMark }>({
      query: ({ id, mark }) => ({ url: `v2/collections/${mark}/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Collection', id }, LIST],
    }),
    /** POST v2/collections/markAsFeatured|removeAsFeatured/{id}/{indexId} (site administrators). */
    featureCollection: build.mutation<Collection, { id: number; indexId: number; featured: boolean }>({
      query: ({ id, indexId, featured }) => ({
        url: `v2/collections/${featured ? 'markAsFeatured' : 'removeAsFeatured'}/${id}/${indexId}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Collection', id }, LIST],
    }),
    /**
     * POST v2/collections/setRelated { collectionId, isRelated } (its owners, editors and site administrators): a
     * related collection comes first on the content pages of its assets.
     */
    setCollectionRelated: build.mutation<Collection, SetRelatedCollectionRequest>({
      query: (body) => ({ url: 'v2/collections/setRelated', method: 'POST', body }),
      // Only a change is read again: after a refusal the switch keeps the page's state and shows why under it.
      invalidatesTags: (result, _error, { collectionId }) =>
        result ? [{ type: 'Collection', id: collectionId }, LIST] : [],
    }),
    /** GET v2/collections/{id}/assets: one page (30), pinned first; `pinned: true` gives the pinboard only. */
    listCollectionAssets: build.query<CollectionAssetsPage, { id: number; page: number; pinned?: boolean }>({
      query: ({ id, page, pinned }) => ({
        url: `v2/collections/${id}/assets`,
        params: { rowsPerPage: PAGE_SIZE, page, ...(pinned === undefined ? {} : { pinned }) },
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Collection', id }, 'Asset'],
    }),
    /** GET v2/collections/{id}/assets/search: POST v2/search's answer restricted to the collection (30 a page). */
    searchCollectionAssets: build.query<SearchResponse, { id: number; q: string; page: number }>({
      query: ({ id, q, page }) => ({
        url: `v2/collections/${id}/assets/search`,
        params: { q, page, rowsPerPage: PAGE_SIZE },
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Collection', id }, 'Asset'],
    }),
    /** POST v2/assets/{assetId}/pin|unpin with this collection: the asset on or off its pinboard. */
    pinAssetInCollection: build.mutation<AssetPins, { id: number; assetId: number; pinned: boolean }>({
      query: ({ id, assetId, pinned }) => ({
        url: `v2/assets/${assetId}/${pinned ? 'pin' : 'unpin'}`,
        method: 'POST',
        body: { collectionIds: [id] },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Collection', id }],
    }),
    /** PUT v2/collections/removeAsset/{id}/{assetId}. */
    removeAssetFromCollection: build.mutation<Collection, { id: number; assetId: number }>({
      query: ({ id, assetId }) => ({ url: `v2/collections/removeAsset/${id}/${assetId}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Collection', id }, LIST],
    }),
    /** GET v2/{collections|groups}/{id}/insights: totals, the user's like and the top lists. */
    getEntityInsights: build.query<CollectionInsights, EntityRef>({
      query: ({ kind, id }) => `v2/${plural(kind)}/${id}/insights`,
      providesTags: (_result, _error, { kind, id }) => [{ type: tagOf(kind), id }],
    }),
    /** POST v2/{collections|groups}/{id}/insights/views: one view of the details page by the user; answers the insights. */
    recordEntityView: build.mutation<CollectionInsights, EntityRef>({
      query: ({ kind, id }) => ({ url: `v2/${plural(kind)}/${id}/insights/views`, method: 'POST' }),
      onQueryStarted: (ref, { dispatch, queryFulfilled }) => upsertInsights(ref, dispatch, queryFulfilled),
    }),
    /** POST v2/{collections|groups}/{id}/insights/likes { liked }: the user's like; answers the insights. */
    likeEntity: build.mutation<CollectionInsights, EntityRef & { liked: boolean }>({
      query: ({ kind, id, liked }) => ({
        url: `v2/${plural(kind)}/${id}/insights/likes`,
        method: 'POST',
        body: { liked },
      }),
      onQueryStarted: ({ kind, id }, { dispatch, queryFulfilled }) =>
        upsertInsights({ kind, id }, dispatch, queryFulfilled),
    }),
    /** GET v2/{collection|group}/quicklinks/{id}: the quick links of a pinboard. */
    getPinboardQuickLinks: build.query<QuickLinksResponse, { kind: 'collection' | 'group'; id: number }>({
      query: ({ kind, id }) => `v2/${kind}/quicklinks/${id}`,
      providesTags: (_result, _error, { kind, id }) => [{ type: kind === 'collection' ? 'Collection' : 'Group', id }],
    }),
  }),
});

/** The insights a view or like answers become the insights on screen, without reading them again. */
async function upsertInsights(
  ref: EntityRef,
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: CollectionInsights }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(collectionsApi.util.upsertQueryData('getEntityInsights', ref, data));
  } catch {
    // The failure is the mutation's own result; the insights on screen stay as they were.
  }
}

export const {
  useListCollectionsQuery,
  useCountCollectionsQuery,
  useGetCollectionDetailsQuery,
  useMarkCollectionMutation,
  useFeatureCollectionMutation,
  useSetCollectionRelatedMutation,
  useListCollectionAssetsQuery,
  useSearchCollectionAssetsQuery,
  usePinAssetInCollectionMutation,
  useRemoveAssetFromCollectionMutation,
  useGetEntityInsightsQuery,
  useRecordEntityViewMutation,
  useLikeEntityMutation,
  useGetPinboardQuickLinksQuery,
} = collectionsApi;
