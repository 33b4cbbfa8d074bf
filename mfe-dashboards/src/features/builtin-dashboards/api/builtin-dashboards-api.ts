import { portalApi } from '@portal/api-client';
import type { BuiltinDashboard, BuiltinDashboardName } from '@portal/contracts';

/** GET v2/dashboards/builtin/{name}?indexId=: one built-in dashboard of a site, computed from its own data. */
export const builtinDashboardsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBuiltinDashboard: build.query<BuiltinDashboard, { name: BuiltinDashboardName; indexId: number }>({
      query: ({ name, indexId }) => ({ url: `v2/dashboards/builtin/${name}`, params: { indexId } }),
    }),
  }),
});

export const { useGetBuiltinDashboardQuery } = builtinDashboardsApi;
