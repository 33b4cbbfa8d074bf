import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { portalApi, toPortalError, type PortalQueryError, type PortalThunkExtra } from '@portal/api-client';
import type {
  CreatedPublicVideoLink,
  CreatePublicVideoLinkRequest,
  PublicVideo,
  PublicVideoLinks,
} from '@portal/contracts';

const linksTag = (assetId: number) => ({ type: 'Asset' as const, id: `public-links-${assetId}` });

/**
 * The public video calls. The player's call (GET public/videos/{token}) goes WITHOUT the bearer token: its viewer is
 * usually not signed in (the portal's base query would fail asking for one), and a signed-in viewer's token has no
 * business reaching a call whose only authorisation is the link. It sends no cookies and no referrer, and is never
 * cached. The managers' calls (create, list, revoke: v2/videos/{id}/publicLinks) go through the portal's base query.
 */
export const publicVideoApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicVideo: build.query<PublicVideo, string>({
      async queryFn(token, api, extraOptions) {
        const { platform } = api.extra as PortalThunkExtra;
        const anonymous = fetchBaseQuery({ baseUrl: platform.apiBase, credentials: 'omit' });
        const result = await anonymous(
          { url: `public/videos/${encodeURIComponent(token)}`, cache: 'no-store', referrerPolicy: 'no-referrer' },
          api,
          extraOptions,
        );
        if (result.error) return { error: toPortalError(result.error) as PortalQueryError };
        return { data: result.data as PublicVideo };
      },
      // Each opening asks again: the file's URL lasts 10 minutes and the link may be revoked meanwhile.
      keepUnusedDataFor: 0,
    }),
    getPublicVideoLinks: build.query<PublicVideoLinks, number>({
      query: (assetId) => `v2/videos/${assetId}/publicLinks`,
      providesTags: (_result, _error, assetId) => [linksTag(assetId)],
      keepUnusedDataFor: 0,
    }),
    createPublicVideoLink: build.mutation<CreatedPublicVideoLink, { assetId: number } & CreatePublicVideoLinkRequest>({
      query: ({ assetId, days }) => ({ url: `v2/videos/${assetId}/publicLinks`, method: 'POST', body: { days } }),
      invalidatesTags: (_result, error, { assetId }) => (error ? [] : [linksTag(assetId)]),
    }),
    revokePublicVideoLink: build.mutation<void, { assetId: number; linkId: number }>({
      query: ({ assetId, linkId }) => ({ url: `v2/videos/${assetId}/publicLinks/${linkId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { assetId }) => (error ? [] : [linksTag(assetId)]),
    }),
  }),
});

export const {
  useGetPublicVideoQuery,
  useGetPublicVideoLinksQuery,
  useCreatePublicVideoLinkMutation,
  useRevokePublicVideoLinkMutation,
} = publicVideoApi;
