import { portalApi } from '@portal/api-client';
import type {
  AssetShareRequest,
  AssetShareResult,
  CreateShareLinkRequest,
  InteractionInsight,
  OpenedShareLink,
  ShareLink,
  ShareLinks,
  ShareRequest,
  ShareResult,
} from '@portal/contracts';
import { pluralPath, type EntityKind } from '../../../api/collection-forms-api';

/**
 * Sharing a collection or group (issue 19 item 7; contracts api/collection-sharing.ts): with users and user groups
 * of the site (POST v2/{collections|groups}/{id}/share), a collection's share links (list, create, revoke; owners
 * only — others get 403) and opening a link (POST v2/collections/shareLinks/{token}/open); an asset's share with
 * named users (POST v2/assets/{id}/share) and by its copied link (POST v2/assets/{id}/insights/shares).
 */
export const sharingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    shareEntity: build.mutation<ShareResult, { kind: EntityKind; id: number } & ShareRequest>({
      query: ({ kind, id, ...body }) => ({ url: `v2/${pluralPath(kind)}/${id}/share`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        kind === 'collection' ? { type: 'Collection', id } : { type: 'Group', id },
      ],
    }),
    /** POST v2/assets/{id}/share: named users of the site are told (an asset's share panel). */
    shareAsset: build.mutation<AssetShareResult, { assetId: number } & AssetShareRequest>({
      query: ({ assetId, ...body }) => ({ url: `v2/assets/${assetId}/share`, method: 'POST', body }),
    }),
    /** POST v2/assets/{id}/insights/shares: a share by copying the asset's link. */
    recordAssetShare: build.mutation<InteractionInsight, number>({
      query: (assetId) => ({ url: `v2/assets/${assetId}/insights/shares`, method: 'POST' }),
    }),
    getShareLinks: build.query<ShareLinks, number>({
      query: (collectionId) => `v2/collections/${collectionId}/shareLinks`,
      providesTags: (_result, _error, collectionId) => [{ type: 'Collection', id: `links-${collectionId}` }],
    }),
    createShareLink: build.mutation<ShareLink, { collectionId: number } & CreateShareLinkRequest>({
      query: ({ collectionId, ...body }) => ({
        url: `v2/collections/${collectionId}/shareLinks`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { collectionId }) => [{ type: 'Collection', id: `links-${collectionId}` }],
    }),
    revokeShareLink: build.mutation<unknown, { collectionId: number; shareLinkId: number }>({
      query: ({ collectionId, shareLinkId }) => ({
        url: `v2/collections/${collectionId}/shareLinks/${shareLinkId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { collectionId }) => [{ type: 'Collection', id: `links-${collectionId}` }],
    }),
    openShareLink: build.mutation<OpenedShareLink, string>({
      query: (token) => ({ url: `v2/collections/shareLinks/${encodeURIComponent(token)}/open`, method: 'POST' }),
    }),
  }),
});

export const {
  useShareEntityMutation,
  useShareAssetMutation,
  useRecordAssetShareMutation,
  useGetShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useOpenShareLinkMutation,
} = sharingApi;
