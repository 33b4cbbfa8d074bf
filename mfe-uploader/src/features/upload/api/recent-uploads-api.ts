import { portalApi } from '@portal/api-client';
import type { RecentUploads } from '@portal/contracts';

/** GET v2/uploader/getMyRecentUploads: the user's own recent uploads on a site and how their processing went. */
export const recentUploadsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMyRecentUploads: build.query<RecentUploads, number>({
      query: (deploymentIndexId) => ({ url: 'v2/uploader/getMyRecentUploads', params: { deploymentIndexId } }),
    }),
  }),
});

export const { useGetMyRecentUploadsQuery } = recentUploadsApi;
