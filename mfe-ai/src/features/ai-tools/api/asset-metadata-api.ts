import { portalApi } from '@portal/api-client';
import type { Asset, AssetSave, AssetsWithDocIdsResponse } from '@portal/contracts';
import type { MetadataField } from '../state/ai-tools';

/** What inserting a writing assistant's text sends: the ALT tag or the caption alone (an AssetSave). */
export type MetadataText = Pick<AssetSave, MetadataField>;

/**
 * The asset calls of the writing assistants: the asset of a doc id (POST v2/insights/assetsWithDocIds, to know
 * whether the user uploaded it), and inserting an ALT tag or a caption into its metadata (PUT v2/insights/save/{id}).
 */
export const assetMetadataApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetOfDoc: build.query<Asset | null, string>({
      query: (docId) => ({ url: 'v2/insights/assetsWithDocIds', method: 'POST', body: [docId] }),
      transformResponse: (answer: AssetsWithDocIdsResponse, _meta, docId) => answer[docId.toLowerCase()] ?? null,
    }),
    saveMetadataText: build.mutation<unknown, { assetId: number; docId: string; body: MetadataText }>({
      query: ({ assetId, body }) => ({ url: `v2/insights/save/${assetId}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { docId }) => (error ? [] : [{ type: 'Asset', id: docId.toLowerCase() }]),
    }),
  }),
});

export const { useGetAssetOfDocQuery, useSaveMetadataTextMutation } = assetMetadataApi;
