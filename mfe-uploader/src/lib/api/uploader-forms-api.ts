import { portalApi } from '@portal/api-client';
import type { SelectedFieldValue } from '@portal/contracts';
import type { MetadataFieldDefinition } from '../state/metadata-form';

/** GET v2/uploader/getMetadataSets: a site's master set and subsets, sorted by name. */
export interface MetadataSetSummary {
  setId: number;
  name: string;
  isMaster: boolean;
  masterSetId: number | null;
}
export interface MetadataSetList {
  deploymentIndexId: number;
  masterSetId: number | null;
  metadataSets: MetadataSetSummary[];
}

/** GET v2/uploader/getUploaderSetById: one set with its fields and offered values. */
export interface UploaderSet extends MetadataSetSummary {
  deploymentIndexId: number;
  fields: MetadataFieldDefinition[];
}

/** A value selected on an asset, as the entity fetches answer it. */
export interface SavedFieldValue extends SelectedFieldValue {
  fieldName: string;
  fieldCode: string;
  value: string;
}

/** assetInfos[0] of the entity fetches: the asset in its upload model with its selected values. */
export interface UploaderAssetInfo {
  AssetId: number;
  DocId: string | null;
  FileName: string;
  Title: string;
  Description: string | null;
  SubmissionDate: string;
  IsConfidential: boolean;
  IsFeatured: boolean;
  IsVideo: boolean;
  StatusId: number;
  Status: string | null;
  StatusError: string | null;
  BlobName: string | null;
  StoragePath: string | null;
  MimeType: string | null;
  FileSize: number | null;
  DeploymentIndexId: number;
  masterset: { setId: number | null; setFieldValues: SavedFieldValue[] };
  subset: { setId: number | null; fieldValue: SavedFieldValue[] };
}
export interface UploaderAssetResponse {
  subsetId: number | null;
  masterSetId: number | null;
  assetInfos: [UploaderAssetInfo];
}
export interface AssetCollectionsResponse extends UploaderAssetResponse {
  /** The asset's collections among those the user may add to. */
  collections: SavedFieldValue[];
  /** The collections the user may add the asset to (profileFieldValueId is the collection id). */
  availableCollections: SavedFieldValue[];
}
/** A metadata edge (calls doc §3): a value and the parent value it sits under. */
export interface MetadataEdgeInput {
  DeploymentIndexId: number;
  FieldCode: string;
  FieldName: string;
  FieldValue: string;
  ParentFieldCode: string;
  ParentFieldName: string;
  ParentFieldValue: string;
}
export interface CollectionsRequest {
  SingleDocId: string;
  DeploymentIndexId: number;
  MetadataData: SelectedFieldValue[];
}
export interface CollectionsAnswer {
  HasError: boolean;
  Error: string | null;
  AssetInfos: {
    UniqueId: string;
    AssetId: number;
    DocId: string;
    HasError: boolean;
    Error: string | null;
    Collections: SavedFieldValue[];
  }[];
}
/**
 * The uploader panels' reads and writes (calls doc §7 "Uploader calls", "Search and documents"): the entity
 * fetches as GET v2/uploader/<name>?<query>, and the collections of an asset. Each mutation invalidates the asset it changed so an open panel reads it again.
 */
export const uploaderFormsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMetadataSets: build.query<MetadataSetList, number>({
      query: (deploymentIndexId) => ({ url: 'v2/uploader/getMetadataSets', params: { deploymentIndexId } }),
    }),
    getUploaderSetById: build.query<UploaderSet, { setId: number; deploymentIndexId: number }>({
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
    getAssetForCollections: build.query<AssetCollectionsResponse, string>({
      query: (docId) => ({ url: 'v2/uploader/getAssetForCollections', params: { docid: docId } }),
      providesTags: (_result, _error, docId) => [{ type: 'Asset', id: docId }],
    }),
    saveAssetCollections: build.mutation<CollectionsAnswer, CollectionsRequest>({
      query: (body) => ({ url: 'v2/uploader/saveAssetCollections', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Asset', id: body.SingleDocId }],
    }),
    /** POST v2/uploader/createNewMetadata: a value typed by the uploader added to a field of the site's sets. */
    createNewMetadata: build.mutation<
      SavedFieldValue & { order: number; created: boolean },
      { DeploymentIndexId: number; FieldId: number; FieldValue: string; setIds: number[] }
    >({
      query: ({ setIds: _setIds, ...body }) => ({ url: 'v2/uploader/createNewMetadata', method: 'POST', body }),
      // The sets' fields offer the new value from now on.
      invalidatesTags: (_result, error, { DeploymentIndexId, setIds }) =>
        error ? [] : setIds.map((setId) => ({ type: 'Asset' as const, id: `set-${DeploymentIndexId}-${setId}` })),
    }),
    /** POST v2/uploader/createEdge: a value placed under a parent value (hierarchical fields). */
    createEdge: build.mutation<unknown, MetadataEdgeInput>({
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
