import { graphqlQuery, portalApi } from '@portal/api-client';
import { ASSET_STREAMS, PAGE_SIZES } from '@portal/contracts';

/** What a stream card shows of an asset: the fields the Graph endpoint and the portal asset model share. */
export interface StreamAsset {
  assetId: number;
  docId: string;
  title: string;
  fileName: string;
  created: string;
  contentTypes: string[];
  thumbnailUrl: string | null;
  isAccessible: boolean;
  fileExtensionFileTypeCategory: string | null;
}

/** One page of latest uploads or new cases, with the cursor to continue after and the stream's size. */
export interface GraphStreamPage {
  items: StreamAsset[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The two streams the Graph endpoint serves (calls doc §7: latest uploads, new cases). */
export type GraphStreamCode = 'latest-uploads' | 'new-cases';
export const GRAPH_STREAMS: Record<GraphStreamCode, { field: 'latestUploads' | 'newCases'; title: string }> = {
  'latest-uploads': { field: 'latestUploads', title: ASSET_STREAMS['latest-uploads'] },
  'new-cases': { field: 'newCases', title: ASSET_STREAMS['new-cases'] },
};

const streamQuery = (field: string) => `query HomeStream($site: Int!, $first: Int!, $after: String) {
  stream: ${field}(deploymentIndexId: $site, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      assetId docId title fileName created contentTypes thumbnailUrl isAccessible fileExtensionFileTypeCategory
    }
  }
}`;

interface StreamAnswer {
  stream: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: StreamAsset[];
  };
}

/**
 * Latest uploads (created descending) and new cases (content type 'Case Study') of a site through the Graph
 * endpoint, a page at a time with Relay cursors: 20 first (spec §9), then 20 more after the last one shown.
 * Network-only (spec §7): nothing is kept once the page is left, and every visit asks again.
 */
export const homeStreamsGraphApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getGraphStreamPage: build.query<GraphStreamPage, { code: GraphStreamCode; indexId: number; after: string | null }>({
      queryFn: async ({ code, indexId, after }, api) => {
        const result = await graphqlQuery<StreamAnswer>(
          {
            query: streamQuery(GRAPH_STREAMS[code].field),
            variables: { site: indexId, first: PAGE_SIZES.latestUploads, after },
          },
          api,
        );
        if ('error' in result) return result;
        const { stream } = result.data;
        return {
          data: {
            items: stream.nodes,
            totalCount: stream.totalCount,
            endCursor: stream.pageInfo.endCursor,
            hasNextPage: stream.pageInfo.hasNextPage,
          },
        };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetGraphStreamPageQuery, useLazyGetGraphStreamPageQuery } = homeStreamsGraphApi;
