import { historyTag, portalApi } from '@portal/api-client';
import type {
  DeploymentIndex,
  IndexFieldDescription,
  SaveDeploymentIndexRequest,
  SearchFieldsChange,
} from '@portal/contracts';

/**
 * One site's settings as the administrator edits them beside the tree (calls doc §7 "Deployments and indexes"):
 * GET v2/deploymentIndexes/{id}/info (name, welcome message, template, theme colours), GET v2/search/describe/{id}
 * with customize=true (its search fields as the site presents them; PUT the same path saves them) and PUT v2/dashboards/{id} ("to save an index").
 * A save invalidates the site list too (the tree shows the new name) and the site's history.
 */
export const siteSettingsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteInfo: build.query<DeploymentIndex, number>({
      query: (id) => `v2/deploymentIndexes/${id}/info`,
      providesTags: (_result, _error, id) => [{ type: 'Site', id }],
    }),
    describeSiteFields: build.query<IndexFieldDescription[], number>({
      query: (id) => ({ url: `v2/search/describe/${id}`, params: { customize: true } }),
      providesTags: (_result, _error, id) => [{ type: 'Site', id: `fields-${id}` }],
    }),
    /** PUT v2/search/describe/{id}: how the site's metadata fields show in search (display name, group, flags, order). */
    saveSiteFields: build.mutation<IndexFieldDescription[], { id: number; fields: SearchFieldsChange }>({
      query: ({ id, fields }) => ({ url: `v2/search/describe/${id}`, method: 'PUT', body: fields }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Site', id: `fields-${id}` }],
    }),
    saveSiteSettings: build.mutation<DeploymentIndex, { id: number; settings: SaveDeploymentIndexRequest }>({
      query: ({ id, settings }) => ({ url: `v2/dashboards/${id}`, method: 'PUT', body: settings }),
      invalidatesTags: (_result, _error, { id }) => ['Site', historyTag('deployment_indexes', id)],
    }),
  }),
});

export const {
  useGetSiteInfoQuery,
  useDescribeSiteFieldsQuery,
  useSaveSiteSettingsMutation,
  useSaveSiteFieldsMutation,
} = siteSettingsApi;
