import { portalApi } from '@portal/api-client';
import type { DocumentAnalysis } from '@portal/contracts';

/**
 * POST v2/assistant/analyzeDocument?deploymentIndexId= (multipart, the field `file`): one document read and analysed
 * by the site's AI, not added to the library. A refusal's message is the server's (errorMessage).
 */
export const documentAnalysisApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeDocument: build.mutation<DocumentAnalysis, { siteId: number; file: File }>({
      query: ({ siteId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: 'v2/assistant/analyzeDocument', method: 'POST', params: { deploymentIndexId: siteId }, body };
      },
    }),
  }),
});

export const { useAnalyzeDocumentMutation } = documentAnalysisApi;
