import { portalApi } from '@portal/api-client';
import type {
  AssetCollectionsRequest,
  AssetCollectionsResult,
  MetadataEdge,
  MetadataEdgeInput,
  MetadataSetList,
  NewMetadataValue,
  NewMetadataValueRequest,
  UploaderAssetCollections,
  UploaderAssetInfo,
  UploaderAssetResponse,
  UploaderMetadataSet,
} from '@portal/contracts';

/** assetInfos[0] of an entity fetch: the answer always holds exactly one asset (minItems = maxItems = 1). */
export const assetInfoOf = (answer: Pick<UploaderAssetResponse, 'assetInfos'>): UploaderAssetInfo =>
  answer.assetInfos[0]!;

/**
 * The uploader panels' reads and writes (calls doc §7 "Uploader calls", "Search and documents"): the entity
 * fetches as GET v2/uploader/<name>?<query>, and the collections of an asset. Each mutation invalidates the asset it changed so an open panel reads it again.
 */
export const uploaderFormsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMetadataSets: build.query<MetadataSetList, number>({
      query: (deploymentIndexId) => ({ url: 'v2/uploader/getMetadataSets', params: { deploymentIndexId } }),
    }),
    getUploaderSetById: build.query<UploaderMetadataSet, { setId: number; deploymentIndexId: number }>({
      query: ({ setId, deploymentIndexId }) => ({
        url: 'v2/uploader/getUploaderSetById',
        params: { setid: setId, deploymentIndexId },
      }),
      providesTags: (_result, _error, { setId, deploymentIndexId }) => [
        { type: 'Asset', id: `set-${deploymentIndexId}-${setId}` },
      ],
    }),
    getAssetWithDefaults: build.query<UploaderAssetResponse, number>({
      query: (deploymentIndexId) => ({
        url: 'v2/uploader/getAssetWithDefaults',
        params: { deploymentindexid: deploymentIndexId },
      }),
    }),
    getAssetForEditing: build.query<UploaderAssetResponse, string>({
      query: (docId) => ({ url: 'v2/uploader/getAssetForEditing', params: { docid: docId } }),
      providesTags: (_result, _error, docId) => [{ type: 'Asset', id: docId }],
    }),
    getAssetForCollections: build.query<UploaderAssetCollections, string>({
      query: (docId) => ({ url: 'v2/uploader/getAssetForCollections', params: { docid: docId } }),
      providesTags: (_result, _error, docId) => [{ type: 'Asset', id: docId }],
    }),
    saveAssetCollections: build.mutation<AssetCollectionsResult, AssetCollectionsRequest & { SingleDocId: string }>({
      query: (body) => ({ url: 'v2/uploader/saveAssetCollections', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Asset', id: body.SingleDocId }],
    }),
    /** POST v2/uploader/createNewMetadata: a value typed by the uploader added to a field of the site's sets. */
    createNewMetadata: build.mutation<NewMetadataValue, NewMetadataValueRequest & { setIds: number[] }>({
      query: ({ setIds: _setIds, ...body }) => ({ url: 'v2/uploader/createNewMetadata', method: 'POST', body }),
      // The sets' fields offer the new value from now on.
      invalidatesTags: (_result, error, { DeploymentIndexId, setIds }) =>
        error ? [] : setIds.map((setId) => ({ type: 'Asset' as const, id: `set-${DeploymentIndexId}-${setId}` })),
    }),
    /** POST v2/uploader/createEdge: a value placed under a parent value (hierarchical fields). */
    createEdge: build.mutation<MetadataEdge, MetadataEdgeInput>({
      query: (body) => ({ url: 'v2/uploader/createEdge', method: 'POST', body }),
    }),
  }),
});

export const {
  useCreateNewMetadataMutation,
  useCreateEdgeMutation,
  useGetMetadataSetsQuery,
  useGetUploaderSetByIdQuery,
  useGetAssetWithDefaultsQuery,
  useGetAssetForEditingQuery,
  useGetAssetForCollectionsQuery,
  useSaveAssetCollectionsMutation,
} = uploaderFormsApi;
