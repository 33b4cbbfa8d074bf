import type {
  AiDeploymentInfo,
  CheckPermissionsResponse,
  CustomizationSet,
  Deployment,
  DeploymentIndex,
  NavigationPageGroup,
  PageAction,
  Theme,
} from '@portal/contracts';
import { portalApi } from '../portal-api';

/** The site-level calls the shell makes on start and on every site change (calls doc §7 "Sites"). */
export const sitesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET v2/deployments: every deployment with the sites the user may use. */
    getDeployments: build.query<Deployment[], void>({ query: () => 'v2/deployments', providesTags: ['Site'] }),
    /** PUT v2/deployments/setDefaultIndex/{id}: the user's chosen site. */
    setDefaultIndex: build.mutation<DeploymentIndex, number>({
      query: (id) => ({ url: `v2/deployments/setDefaultIndex/${id}`, method: 'PUT' }),
      invalidatesTags: ['Site'],
    }),
    /** POST v2/deploymentIndexes/{id}/checkPermissions: the named booleans of spec §6. */
    checkPermissions: build.query<CheckPermissionsResponse, number>({
      query: (id) => ({ url: `v2/deploymentIndexes/${id}/checkPermissions`, method: 'POST' }),
      providesTags: (_result, _error, id) => [{ type: 'Permissions', id }],
    }),
    /** GET v2/acl/portal/navigationItems/{indexId}: the drawer's grouped navigation. */
    getNavigationItems: build.query<NavigationPageGroup[], number>({
      query: (id) => `v2/acl/portal/navigationItems/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Navigation', id }],
    }),
    /** POST v2/acl/portal/pages/{site}/actions/{pageCode}/{actionFlags}: the page actions the user may use (0 = all). */
    getPageActions: build.query<PageAction[], { deploymentIndexId: number; pageCode: string; actionFlags: number }>({
      query: ({ deploymentIndexId, pageCode, actionFlags }) => ({
        url: `v2/acl/portal/pages/${deploymentIndexId}/actions/${encodeURIComponent(pageCode)}/${actionFlags}`,
        method: 'POST',
      }),
    }),
    /** GET v2/deploymentIndexes/{id}/customization: the site's page elements, links and chart settings. */
    getSiteCustomization: build.query<CustomizationSet, number>({
      query: (id) => `v2/deploymentIndexes/${id}/customization`,
      providesTags: (_result, _error, id) => [{ type: 'SiteCustomization', id }],
    }),
    /** GET v2/deploymentIndexes/theme/{id}: colours and hero/thumbnail image addresses. */
    getSiteTheme: build.query<Theme, number>({
      query: (id) => `v2/deploymentIndexes/theme/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'SiteCustomization', id }],
    }),
    /**
     * GET v2/aideployments/getDeploymentInfo with aiDeploymentType 'rag': the retrieval assistant's
     * endpoint. A site without one answers 404; callers treat any error as "no endpoint" (spec §8).
     */
    getRagDeploymentInfo: build.query<AiDeploymentInfo, number>({
      query: (deploymentIndexId) => ({
        url: 'v2/aideployments/getDeploymentInfo',
        params: { deploymentIndexId, aiDeploymentType: 'rag' },
      }),
    }),
  }),
});

export const {
  useGetDeploymentsQuery,
  useSetDefaultIndexMutation,
  useCheckPermissionsQuery,
  useGetNavigationItemsQuery,
  useGetPageActionsQuery,
  useGetSiteCustomizationQuery,
  useGetSiteThemeQuery,
  useGetRagDeploymentInfoQuery,
} = sitesApi;
