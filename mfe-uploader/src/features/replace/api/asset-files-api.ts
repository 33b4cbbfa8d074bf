import { portalApi } from '@portal/api-client';
import type { AssetProcessingState, AssetVersions, StoredAssetPreview } from '@portal/contracts';

const previewForm = (assetId: number, file: File, useAsThumbnail: boolean) => {
  const body = new FormData();
  body.append('assetId', String(assetId));
  body.append('useAsThumbnail', String(useAsThumbnail));
  body.append('file', file, file.name);
  return body;
};

/**
 * The calls that change an asset's files (calls doc §7 "Search and documents"): a replacement file kept as a new
 * version (the previous one stays as an earlier version and processing is re-queued), an added preview, the
 * asset's imagery replaced, and its processing started again (POST v2/uploader/processThumbnailsOnFileReplacement,
 * File details' Retry processing). Each invalidates the asset so open panels read it again.
 */
export const assetFilesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createAssetVersion: build.mutation<AssetVersions, { assetId: number; docId: string; storagePath: string }>({
      query: ({ assetId, storagePath }) => ({
        url: `v2/assets/${assetId}/versions`,
        method: 'POST',
        body: { assetId, storagePath },
      }),
      invalidatesTags: (_result, _error, { docId }) => [{ type: 'Asset', id: docId }],
    }),
    addAssetPreview: build.mutation<
      StoredAssetPreview,
      { assetId: number; docId: string; file: File; useAsThumbnail: boolean }
    >({
      query: ({ assetId, file, useAsThumbnail }) => ({
        url: `v2/assets/${assetId}/preview`,
        method: 'POST',
        body: previewForm(assetId, file, useAsThumbnail),
      }),
      invalidatesTags: (_result, _error, { docId }) => [{ type: 'Asset', id: docId }],
    }),
    replaceAssetImagery: build.mutation<StoredAssetPreview, { assetId: number; docId: string; file: File }>({
      query: ({ assetId, file }) => ({
        url: `v2/assets/${assetId}/replaceAssetImagery`,
        method: 'POST',
        body: previewForm(assetId, file, true),
      }),
      invalidatesTags: (_result, _error, { docId }) => [{ type: 'Asset', id: docId }],
    }),
    processAssetAgain: build.mutation<AssetProcessingState, { assetId: number; docId: string }>({
      query: ({ assetId, docId }) => ({
        url: 'v2/uploader/processThumbnailsOnFileReplacement',
        method: 'POST',
        body: { AssetId: assetId, DocId: docId },
      }),
      invalidatesTags: (_result, _error, { docId }) => [{ type: 'Asset', id: docId }],
    }),
  }),
});

export const {
  useCreateAssetVersionMutation,
  useAddAssetPreviewMutation,
  useReplaceAssetImageryMutation,
  useProcessAssetAgainMutation,
} = assetFilesApi;
