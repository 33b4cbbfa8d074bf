import { portalApi, type AppStore } from '@portal/api-client';
import type {
  MarkPreviewUploadedResult,
  MarkUploadedResult,
  RegisterUploadRequest,
  SasTokenQuery,
  ShortLivedSas,
  UploadItem,
  UploadResponse,
  VideoIndexingState,
} from '@portal/contracts';
import { transferFile } from '../lib/transfer/transfer-file';
import type { UpdateRequest, UploaderCalls } from '../lib/run/upload-run';

/** The key of an asset in the mark and video calls. */
const assetKey = (item: UploadItem) => ({ AssetId: item.AssetId, DocId: item.DocId, UniqueId: item.UniqueId });

/** The uploader calls of the calls document ("Uploader calls") that an upload run makes. */
export const uploaderApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST v2/uploader/saveAssetWithMetadata: registers the files with their metadata; says where each goes. */
    saveAssetWithMetadata: build.mutation<UploadResponse | null, RegisterUploadRequest>({
      query: (body) => ({ url: 'v2/uploader/saveAssetWithMetadata', method: 'POST', body }),
    }),
    /** POST v2/uploader/updateAssetWithMetadata: an asset's fields and values (edit mode); names its new previews. */
    updateAssetWithMetadata: build.mutation<UploadResponse | null, UpdateRequest>({
      query: (body) => ({ url: 'v2/uploader/updateAssetWithMetadata', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Asset', id: body.SingleDocId }],
    }),
    /** GET v2/deploymentIndexes/{id}/getSasToken with permission write: a 10-minute SAS for one new blob. */
    getWriteSas: build.mutation<ShortLivedSas, SasTokenQuery & { siteId: number }>({
      query: ({ siteId, containerName, blobName }) => ({
        url: `v2/deploymentIndexes/${siteId}/getSasToken`,
        params: { containerName, blobName, permission: 'write' },
      }),
    }),
    /** POST v2/uploader/markAsUploaded: the file is in storage; the server checks it and starts processing. */
    markAsUploaded: build.mutation<MarkUploadedResult, UploadItem>({
      query: (item) => ({
        url: 'v2/uploader/markAsUploaded',
        method: 'POST',
        body: { ...assetKey(item), BlobName: item.BlobName, StoragePath: item.StoragePath },
      }),
    }),
    /** POST v2/uploader/markPreviewAsUploaded: a preview is in the preview container. */
    markPreviewAsUploaded: build.mutation<MarkPreviewUploadedResult, UploadItem>({
      query: (item) => ({
        url: 'v2/uploader/markPreviewAsUploaded',
        method: 'POST',
        body: { ...assetKey(item), BlobName: item.BlobName, ParentUniqueId: item.ParentUniqueId },
      }),
    }),
    /** POST v2/uploader/triggerVideoIndexingUploader: video insights for an uploaded video. */
    triggerVideoIndexingUploader: build.mutation<VideoIndexingState, UploadItem>({
      query: (item) => ({ url: 'v2/uploader/triggerVideoIndexingUploader', method: 'POST', body: assetKey(item) }),
    }),
  }),
});

/** The run's calls bound to a store: the real server and blob storage. */
export function uploaderCallsOf(store: AppStore): UploaderCalls {
  const { endpoints } = uploaderApi;
  return {
    saveAssetWithMetadata: (request) => store.dispatch(endpoints.saveAssetWithMetadata.initiate(request)).unwrap(),
    updateAssetWithMetadata: (request) => store.dispatch(endpoints.updateAssetWithMetadata.initiate(request)).unwrap(),
    writeAccess: async (siteId, containerName, blobName) =>
      (await store.dispatch(endpoints.getWriteSas.initiate({ siteId, containerName, blobName })).unwrap()).sasUrl,
    markAsUploaded: (item) => store.dispatch(endpoints.markAsUploaded.initiate(item)).unwrap(),
    markPreviewAsUploaded: (item) => store.dispatch(endpoints.markPreviewAsUploaded.initiate(item)).unwrap(),
    triggerVideoIndexing: (item) => store.dispatch(endpoints.triggerVideoIndexingUploader.initiate(item)).unwrap(),
    transfer: (request) => transferFile(request),
  };
}
