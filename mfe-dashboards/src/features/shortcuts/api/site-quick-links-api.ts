import { portalApi } from '@portal/api-client';
import type { QuickLinksResponse } from '@portal/contracts';

/** GET v2/deploymentIndex/quicklinks/{id}: the site's quick links, in order (spec §7, singular type). */
export const siteQuickLinksApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteQuickLinks: build.query<QuickLinksResponse, number>({
      query: (deploymentIndexId) => `v2/deploymentIndex/quicklinks/${deploymentIndexId}`,
    }),
  }),
});

export const { useGetSiteQuickLinksQuery } = siteQuickLinksApi;
