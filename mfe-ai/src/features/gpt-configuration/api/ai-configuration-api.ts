import { portalApi } from '@portal/api-client';
import type { AiConfiguration, AiDeploymentUpdate } from '@portal/contracts';

/**
 * GPT configuration's calls (site administrators): the site's AI deployments by type, keys never sent back (GET
 * v2/aideployments/configuration), and saving one type's deployment (PUT), after which they are read again.
 */
export const aiConfigurationApi = portalApi.enhanceEndpoints({ addTagTypes: ['AiConfiguration'] }).injectEndpoints({
  endpoints: (build) => ({
    getAiConfiguration: build.query<AiConfiguration, number>({
      query: (siteId) => ({ url: 'v2/aideployments/configuration', params: { deploymentIndexId: siteId } }),
      providesTags: (_result, _error, siteId) => [{ type: 'AiConfiguration', id: siteId }],
      keepUnusedDataFor: 0,
    }),
    saveAiDeployment: build.mutation<unknown, AiDeploymentUpdate>({
      query: (body) => ({ url: 'v2/aideployments/configuration', method: 'PUT', body }),
      invalidatesTags: (_result, error, { deploymentIndexId }) =>
        error ? [] : [{ type: 'AiConfiguration', id: deploymentIndexId }],
    }),
  }),
});

export const { useGetAiConfigurationQuery, useSaveAiDeploymentMutation } = aiConfigurationApi;
