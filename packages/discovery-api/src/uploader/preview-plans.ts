import { uniqueFileName, type PreviewAssetInfo, type UploadPreviewInfo } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';
import { blobNameInFolder, requireFileName } from '../assets/asset-blob-names.js';
import { registeredContentType } from '../assets/stored-files.js';
import type { RequestedFaults } from './upload-answers.js';

/**
 * Previews of a register or update request (spec §4: previews go to a separate preview container
 * after the main files, each matched to its parent by ParentUniqueId). The server names each one
 * `<parent DocId>/<sanitised file name>` in the site's preview container, made unique within that
 * folder (and never one of the pipeline's imagery names); the file is recorded when markPreviewAsUploaded
 * confirms it is there.
 */

const invalid = (message: string) => new HttpError(400, `The request is not valid: ${message}`);

/** 400 naming the field for a UniqueId used twice across the items and previews of one request. */
export function checkUniqueIds(items: readonly { path: string; uniqueId: string | undefined }[]): void {
  const seen = new Map<string, string>();
  for (const { path, uniqueId } of items) {
    if (uniqueId === undefined) continue;
    const first = seen.get(uniqueId);
    if (first) throw invalid(`${path}/UniqueId '${uniqueId}' is used twice (also ${first}).`);
    seen.set(uniqueId, path);
  }
}

export interface PlannedPreview {
  info: PreviewAssetInfo;
  fileName: string;
  mimeType: string;
}

/**
 * Checks every preview before anything is written: its parent must be an item of the request and its
 * file name usable. Answers the previews grouped by parent UniqueId, in request order.
 */
export function planPreviews(
  previews: readonly PreviewAssetInfo[],
  parentUniqueIds: ReadonlySet<string>,
): Map<string, PlannedPreview[]> {
  const byParent = new Map<string, PlannedPreview[]>();
  previews.forEach((info, index) => {
    const path = `body/PreviewAssetInfos/${index}`;
    if (!parentUniqueIds.has(info.ParentUniqueId)) {
      throw invalid(`${path}/ParentUniqueId '${info.ParentUniqueId}' matches no item of AssetInfos.`);
    }
    const fileName = requireFileName(`${path}/FileName`, info.FileName);
    const mimeType = registeredContentType(`${path}/MimeType`, info.MimeType, fileName);
    const list = byParent.get(info.ParentUniqueId) ?? [];
    list.push({ info, fileName, mimeType });
    byParent.set(info.ParentUniqueId, list);
  });
  return byParent;
}

/** The answers for one parent's previews; `taken` holds the file names already in its preview folder. */
export function previewResults(
  planned: readonly PlannedPreview[],
  parent: { assetId: number | null; docId: string | null; failed: boolean },
  containerName: string,
  taken: Set<string>,
  faults: RequestedFaults,
): UploadPreviewInfo[] {
  return planned.map(({ info, fileName, mimeType }) => {
    const base = {
      UniqueId: info.UniqueId,
      ParentUniqueId: info.ParentUniqueId,
      AssetId: parent.assetId,
      DocId: parent.docId,
      ContainerName: containerName,
      MimeType: mimeType,
      FoundPreviewAssetInfos: [],
    };
    const injected = faults.failsItem(info);
    if (injected || parent.failed || parent.docId === null) {
      const error = injected ? faults.message : 'The file this is a preview of was not registered.';
      return { ...base, FileName: fileName, BlobName: null, HasError: true, Error: error, Status: 'error' };
    }
    const unique = uniqueFileName(fileName, taken);
    taken.add(unique);
    return {
      ...base,
      FileName: unique,
      BlobName: blobNameInFolder(parent.docId, unique),
      HasError: false,
      Error: null,
      Status: 'Registered',
    };
  });
}
