import { portalApi } from '@portal/api-client';
import type { AiUsage, AssistantCollection, AssistantCollectionType } from '@portal/contracts';

/**
 * The assistant's reads: the prompts a panel starts from (GET v2/assistant/sites/{siteId}/collections/{type}, about
 * an asset with `docId`), and the user's AI calls this hour against their limit (GET v2/assistant/usage).
 */
export const assistantApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAssistantCollection: build.query<
      AssistantCollection,
      { siteId: number; type: AssistantCollectionType; docId?: string }
    >({
      query: ({ siteId, type, docId }) => ({
        url: `v2/assistant/sites/${siteId}/collections/${type}`,
        params: docId ? { docId } : undefined,
      }),
    }),
    getAiUsage: build.query<AiUsage, number>({
      query: (siteId) => ({ url: 'v2/assistant/usage', params: { deploymentIndexId: siteId } }),
      // Each panel shows the count as it is now, not as an earlier panel left it.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAssistantCollectionQuery, useGetAiUsageQuery } = assistantApi;
