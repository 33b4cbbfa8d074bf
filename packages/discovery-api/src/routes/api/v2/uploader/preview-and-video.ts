import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssetProcessingState,
  MarkPreviewAsUploadedRequest,
  MarkPreviewUploadedResult,
  PREVIEW_CONTENT_TYPES,
  PREVIEW_TYPES_TEXT,
  UploaderAssetKey,
  VideoIndexingState,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../../../http/error-response.js';
import type { Asset } from '../../../../db/schema/index.js';
import { HttpError } from '../../../../http/http-error.js';
import { ASSET_STATUS_ID } from '../../../../assets/asset-status.js';
import { hasStoredFile, requeueProcessing } from '../../../../assets/asset-processing.js';
import { addPreview, toPreviewInfo, PIPELINE_IMAGERY_NAMES } from '../../../../assets/asset-previews.js';
import { blobNameOfAssetPath, fileNameOfBlob } from '../../../../assets/asset-blob-names.js';
import { previewContainerOf, storedBlob } from '../../../../assets/stored-files.js';
import { requireAssetEdit } from '../../../../assets/asset-access.js';
import { isVideoAsset, markAsVideo, videoState } from '../../../../video/video-indexing.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** What the processing calls answer of an asset: its ids and its processing status now. */
const processingStateOf = (asset: Asset, uniqueId: string | null | undefined): AssetProcessingState => ({
  HasError: false,
  Error: null,
  AssetId: asset.assetId,
  DocId: asset.docId,
  UniqueId: uniqueId ?? null,
  StatusId: asset.statusId,
  Status: asset.status,
});

const errors = errorResponses(400, 401, 403, 404, 409);

/** The asset named by AssetId (400 naming the field when none the user may know of) with edit rights on it; DocId, when sent, must match. */
async function editableAsset(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { AssetId: number; DocId?: string | null },
) {
  const access = await requireAssetEdit(app, request, { assetId: body.AssetId }, 'body/AssetId');
  const { asset } = access;
  if (body.DocId != null && body.DocId !== asset.docId)
    throw new HttpError(
      400,
      `The request is not valid: body/DocId '${body.DocId}' is not the doc id of asset ${asset.assetId}.`,
    );
  return access;
}

/**
 * POST v2/uploader/markPreviewAsUploaded, triggerVideoIndexingUploader and processThumbnailsOnFileReplacement.
 * All need edit rights on the asset (its uploader, or editDeploymentIndex on its site).
 */
const previewAndVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploader/markPreviewAsUploaded',
    {
      schema: {
        tags: ['uploader'],
        summary:
          "Records a preview stored in the site's preview container (spec §4: 'Assigning as preview...' then 'Assigned')",
        description: `BlobName is the name issued at registration, <DocId>/<file name> (or its URL). The file must be ${PREVIEW_TYPES_TEXT}. useAsThumbnail (default true) makes it the asset's default preview.`,
        security: BEARER_SECURITY,
        body: MarkPreviewAsUploadedRequest,
        response: { 200: MarkPreviewUploadedResult, ...errors },
      },
    },
    async (request) => {
      const { asset, site, user } = await editableAsset(app, request, request.body);
      const container = previewContainerOf(site);
      const blobName = blobNameOfAssetPath('body/BlobName', request.body.BlobName, asset.docId, container);
      if (PIPELINE_IMAGERY_NAMES.includes(fileNameOfBlob(blobName).toLowerCase())) {
        throw new HttpError(
          400,
          `The request is not valid: body/BlobName '${blobName}' is imagery the server makes, not an uploaded preview.`,
        );
      }
      const stored = await storedBlob(app, container, blobName);
      if (!stored)
        throw new HttpError(
          409,
          `The preview '${blobName}' is not in the site's preview storage (container '${container}'): upload it first.`,
        );
      if (!(PREVIEW_CONTENT_TYPES as readonly string[]).includes(stored.contentType)) {
        throw new HttpError(
          409,
          `The preview '${blobName}' is stored as '${stored.contentType}': a preview must be ${PREVIEW_TYPES_TEXT}.`,
        );
      }
      const file = {
        containerName: container,
        blobName,
        fileName: fileNameOfBlob(blobName),
        mimeType: stored.contentType,
        useAsThumbnail: request.body.useAsThumbnail ?? true,
      };
      const { preview, defaultPreviewId } = await addPreview(app.db, asset, file, user.userId);
      return {
        HasError: false,
        Error: null,
        UniqueId: request.body.UniqueId ?? null,
        ParentUniqueId: request.body.ParentUniqueId ?? null,
        Status: 'Assigned',
        Preview: toPreviewInfo(asset, preview, defaultPreviewId),
      };
    },
  );

  app.post(
    '/uploader/triggerVideoIndexingUploader',
    {
      schema: {
        tags: ['uploader'],
        summary: 'Asks for video insights of an uploaded video asset; answers its video state',
        description:
          "Records the request by marking the asset as a video, and queues its processing when the file is uploaded but not yet queued. VideoState is 'Requested' until the pipeline has run, 'Indexed' after it, or the pipeline's note (e.g. 'Video insights unavailable: ffmpeg is not installed on this server.').",
        security: BEARER_SECURITY,
        body: UploaderAssetKey,
        response: { 200: VideoIndexingState, ...errors },
      },
    },
    async (request) => {
      let { asset } = await editableAsset(app, request, request.body);
      if (!isVideoAsset(asset))
        throw new HttpError(
          400,
          `The request is not valid: body/AssetId: asset ${asset.assetId} ('${asset.fileName}') is not a video.`,
        );
      if (asset.statusId === ASSET_STATUS_ID.registered)
        throw new HttpError(409, `The video '${asset.fileName}' has not been uploaded yet: mark it as uploaded first.`);
      if (!asset.isVideo) asset = await markAsVideo(app.db, asset.assetId);
      if (asset.statusId === ASSET_STATUS_ID.uploaded) asset = await requeueProcessing(app, asset.assetId);
      return { ...processingStateOf(asset, request.body.UniqueId), IsVideo: true, VideoState: videoState(asset) };
    },
  );

  app.post(
    '/uploader/processThumbnailsOnFileReplacement',
    {
      schema: {
        tags: ['uploader'],
        summary:
          "Re-queues an asset's processing (thumbnail, preview, text, index) after its file or imagery was replaced",
        security: BEARER_SECURITY,
        body: UploaderAssetKey,
        response: { 200: AssetProcessingState, ...errors },
      },
    },
    async (request) => {
      const { asset: found } = await editableAsset(app, request, request.body);
      if (!hasStoredFile(found))
        throw new HttpError(409, `Asset ${found.assetId} has no file in storage yet: mark it as uploaded first.`);
      const asset = await requeueProcessing(app, found.assetId);
      return processingStateOf(asset, request.body.UniqueId);
    },
  );
};

export default previewAndVideoRoutes;
