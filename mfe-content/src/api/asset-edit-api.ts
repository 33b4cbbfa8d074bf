import { portalApi } from '@portal/api-client';
import type { Asset, AssetSave, AssetsWithDocIdsResponse, EditableAsset, StoredAssetPreview } from '@portal/contracts';

const assetTag = (docId: string) => ({ type: 'Asset' as const, id: docId.toLowerCase() });

/** What the preview upload sends (POST v2/assets/{id}/preview, multipart: assetId, file, useAsThumbnail). */
export interface PreviewUpload {
  assetId: number;
  docId: string;
  file: File;
  useAsThumbnail: boolean;
}

/**
 * The calls of the asset's edit dialogs and its tags panel, made only when they open: the asset of a doc id
 * (POST v2/insights/assetsWithDocIds), the editable asset (POST v2/insights/get/{id}, a read though a POST) and its
 * save (PUT v2/insights/save/{assetId}), and a new preview picture (POST v2/assets/{id}/preview). A save or an upload
 * makes the content page read the asset again.
 */
export const assetEditApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetOfDoc: build.query<Asset | null, string>({
      query: (docId) => ({ url: 'v2/insights/assetsWithDocIds', method: 'POST', body: [docId] }),
      transformResponse: (answer: AssetsWithDocIdsResponse, _meta, docId) => answer[docId.toLowerCase()] ?? null,
      providesTags: (_result, _error, docId) => [assetTag(docId)],
    }),
    getEditableAsset: build.query<EditableAsset, number>({
      query: (assetId) => ({ url: `v2/insights/get/${assetId}`, method: 'POST' }),
      // The dialog edits what is stored now, not what an earlier opening read.
      keepUnusedDataFor: 0,
    }),
    saveEditableAsset: build.mutation<EditableAsset, { assetId: number; docId: string; body: AssetSave }>({
      query: ({ assetId, body }) => ({ url: `v2/insights/save/${assetId}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { docId }) => (error ? [] : [assetTag(docId)]),
    }),
    uploadAssetPreview: build.mutation<StoredAssetPreview, PreviewUpload>({
      query: ({ assetId, file, useAsThumbnail }) => {
        const form = new FormData();
        form.append('assetId', String(assetId));
        form.append('useAsThumbnail', String(useAsThumbnail));
        form.append('file', file, file.name);
        return { url: `v2/assets/${assetId}/preview`, method: 'POST', body: form };
      },
      invalidatesTags: (_result, error, { docId }) => (error ? [] : [assetTag(docId)]),
    }),
  }),
});

export const {
  useGetAssetOfDocQuery,
  useGetEditableAssetQuery,
  useSaveEditableAssetMutation,
  useUploadAssetPreviewMutation,
} = assetEditApi;
