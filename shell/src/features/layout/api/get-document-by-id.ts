import { portalApi } from '@portal/api-client';
import type { DocumentByIdResponse } from '@portal/contracts';

/** GET v2/document/getdocumentbyid (calls doc §7 "Search and documents"): the search record of one document of a site. */
export const documentByIdApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentById: build.query<DocumentByIdResponse, { docId: string; indexId: number }>({
      query: ({ docId, indexId }) => ({ url: 'v2/document/getdocumentbyid', params: { Id: docId, indexId } }),
    }),
  }),
});

export const { useGetDocumentByIdQuery } = documentByIdApi;
