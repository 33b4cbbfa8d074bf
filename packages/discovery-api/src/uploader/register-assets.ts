import { randomUUID } from 'node:crypto';
import type { RegisterUploadRequest, UploadAssetInfo, UploadResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { assets } from '../db/schema/index.js';
import { ASSET_STATUS_ID } from '../assets/asset-status.js';
import { isVideo } from '../media/file-types.js';
import type { SiteAccess } from '../sites/site-access.js';
import { assetColumns, checkAssetFields } from '../assets/asset-fields.js';
import { blobNameInFolder, requireFileName } from '../assets/asset-blob-names.js';
import { resolveSelection, storeSelection } from '../metadata/metadata-selection.js';
import { checkUniqueIds, planPreviews, previewResults } from './preview-plans.js';
import { extensionOf, mainContainerOf, previewContainerOf, registeredContentType } from '../assets/stored-files.js';
import { NO_ASSET_INFO, requestedFaults, uploadAnswerOf } from './upload-answers.js';
import { takenPreviewNames } from '../assets/asset-previews.js';

/** The status text of a registered asset: the name of asset status 1. */
export const REGISTERED_STATUS = 'Registered';

const titleFromFileName = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || fileName;
};

/**
 * saveAssetWithMetadata: registers the request's files as assets with status Registered (spec §4 step 1-2)
 * and answers where each file and preview is to be stored.
 *
 * Everything is checked before anything is written, and the writes share one transaction, so a refused
 * request (400) leaves no partial write. When the server runs its tests (PORTAL_TEST_FAULTS=on), items the
 * client asked to fail (InjectError) are answered with HasError and not stored, and BulkError fails the whole
 * request, with nothing stored; otherwise those flags are ignored. The top-level HasError is true only when
 * nothing could be registered (no asset info, BulkError, every item failed).
 * A title left out is the file name without its extension; the file is video when IsVideo says so, its
 * extension is a video one, or its content type is video/*.
 */
export async function registerAssets(
  app: FastifyInstance,
  access: SiteAccess,
  body: RegisterUploadRequest,
): Promise<UploadResponse> {
  const { site, user } = access;
  const answer = uploadAnswerOf(site.deploymentIndexId);
  const faults = requestedFaults(app.config.testFaults, body);
  if (faults.bulk) return answer({ HasError: true, Error: faults.message });
  if (body.AssetInfos.length === 0) return answer({ HasError: true, Error: NO_ASSET_INFO });

  const previews = body.PreviewAssetInfos ?? [];
  checkUniqueIds([
    ...body.AssetInfos.map((item, index) => ({ path: `body/AssetInfos/${index}`, uniqueId: item.UniqueId })),
    ...previews.map((item, index) => ({ path: `body/PreviewAssetInfos/${index}`, uniqueId: item.UniqueId })),
  ]);
  const items = body.AssetInfos.map((info, index) => {
    const path = `body/AssetInfos/${index}`;
    const fileName = requireFileName(`${path}/FileName`, info.FileName);
    const mimeType = registeredContentType(`${path}/MimeType`, info.MimeType, fileName);
    return {
      info,
      path,
      fileName,
      mimeType,
      video: Boolean(info.IsVideo) || isVideo(fileName) || mimeType.startsWith('video/'),
    };
  });
  const previewsByParent = planPreviews(previews, new Set(body.AssetInfos.map((info) => info.UniqueId)));
  const selection = await resolveSelection(app.db, site, { masterSetId: body.MasterSetId, values: body.MetadataData });
  await checkAssetFields(
    app.db,
    items.map(({ path, info }) => ({ path, fields: info })),
  );

  const results = await app.db.transaction(async (tx) => {
    const answers: UploadAssetInfo[] = [];
    for (const { info, fileName, mimeType, video } of items) {
      const common = {
        UniqueId: info.UniqueId,
        ParentUniqueId: null,
        FileName: fileName,
        OriginalFileName: info.OriginalFileName ?? info.FileName,
        MimeType: mimeType,
        filesize: info.filesize,
        IsVideo: video,
      };
      const planned = previewsByParent.get(info.UniqueId) ?? [];
      if (faults.failsItem(info)) {
        const found = previewResults(
          planned,
          { assetId: null, docId: null, failed: true },
          previewContainerOf(site),
          takenPreviewNames([]),
          faults,
        );
        answers.push({
          ...common,
          AssetId: null,
          DocId: null,
          BlobName: null,
          ContainerName: null,
          StoragePath: null,
          HasError: true,
          Error: faults.message,
          PreviewFound: found.length > 0,
          FoundPreviewAssetInfos: found,
          StatusId: null,
          Status: 'error',
        });
        continue;
      }
      const docId = randomUUID();
      const blobName = blobNameInFolder(docId, fileName);
      const [asset] = await tx
        .insert(assets)
        .values({
          ...assetColumns(info),
          title: info.Title?.trim() || titleFromFileName(fileName),
          docId,
          fileName,
          originalFileName: common.OriginalFileName,
          blobName,
          mimeType,
          fileSize: info.filesize,
          fileExtension: extensionOf(fileName),
          isVideo: video,
          statusId: ASSET_STATUS_ID.registered,
          status: REGISTERED_STATUS,
          deploymentIndexId: site.deploymentIndexId,
          createdByUserId: user.userId,
          updatedByUserId: user.userId,
        })
        .returning();
      if (!asset) throw new Error('Registering an asset returned no row.');
      await storeSelection(tx, asset.assetId, selection.fieldValueIds);
      const found = previewResults(
        planned,
        { assetId: asset.assetId, docId, failed: false },
        previewContainerOf(site),
        takenPreviewNames([]),
        faults,
      );
      answers.push({
        ...common,
        AssetId: asset.assetId,
        DocId: docId,
        BlobName: blobName,
        ContainerName: mainContainerOf(site),
        StoragePath: null,
        HasError: false,
        Error: null,
        PreviewFound: found.length > 0,
        FoundPreviewAssetInfos: found,
        StatusId: asset.statusId,
        Status: REGISTERED_STATUS,
      });
    }
    return answers;
  });
  const allFailed = results.every((result) => result.HasError);
  return answer({
    HasError: allFailed,
    Error: allFailed ? faults.message : null,
    AssetInfos: results,
    MasterSetId: selection.masterSetId,
    SubsetId: selection.subsetId,
  });
}
