import {
  UPLOADER_MESSAGES,
  type SelectedFieldValue,
  type UploadAssetInfo,
  type UploadItem,
  type UploadPreviewInfo,
  type UploadResponse,
} from '@portal/contracts';

/**
 * The upload console's items and their rules (calls doc §3 "Uploader item", §4 "Uploader status progression",
 * "Metadata update"), as pure functions: each takes items and returns new ones, so the console's store, its
 * tests and a resumed session all apply the same rules.
 *
 * Counters. The spec keeps two counters, uploads in progress and items not yet marked uploaded, and lowers
 * them on a transfer failure. Here both are derived from the items (`countersOf`), so a failure, a retry or a
 * closed tab can never leave them out of step with what the console shows.
 */

export const UNREGISTERED = 'none - unregistered';
export const ERROR_STATUS = 'error';
/** The server's status of a registered file waiting for its transfer (the register answer's Status). */
export const REGISTERED = 'Registered';

/** A new upload, or a metadata edit of an existing asset (no transfer; ADD MORE is not offered). */
export type UploadMode = 'upload' | 'edit';

export interface NewItemOptions {
  uniqueId: string;
  /** The main file's UniqueId when this file is a preview of it. */
  parentUniqueId?: string | null;
  /** Edit mode: the file is already in storage. */
  alreadyUploaded?: boolean;
}

/** A picked file as the console first shows it: Status 'none - unregistered', 'Registering...' (edits: 'Updating'). */
export function newUploadItem(file: File, options: NewItemOptions): UploadItem {
  const alreadyUploaded = options.alreadyUploaded ?? false;
  return {
    BlobName: null,
    StoragePath: null,
    file,
    Status: UNREGISTERED,
    status_display: alreadyUploaded ? UPLOADER_MESSAGES.updating : UPLOADER_MESSAGES.registering,
    UniqueId: options.uniqueId,
    ParentUniqueId: options.parentUniqueId ?? null,
    AssetId: null,
    DocId: null,
    HasError: false,
    Error: '',
    FileName: file.name,
    OriginalFileName: file.name,
    filesize: file.size,
    loadedBytes: 0,
    loadedPercentage: 0,
    IsVideo: file.type.startsWith('video/'),
    FoundPreviewAssetInfos: [],
    PreviewFound: false,
    MarkAsUploaded: false,
    MimeType: file.type || null,
    AlreadyUploaded: alreadyUploaded,
    ShortLivedSas: null,
  };
}

/** The asset a metadata edit is about: already in storage, so it shows 'Updating' and is never sent again. */
export function existingAssetItem(
  asset: {
    AssetId: number;
    DocId: string;
    FileName: string;
    FileSize: number | null;
    IsVideo: boolean;
    MimeType: string | null;
    Status: string | null;
  },
  uniqueId: string,
): UploadItem {
  return {
    ...newUploadItem(new File([], asset.FileName), { uniqueId, alreadyUploaded: true }),
    file: undefined,
    AssetId: asset.AssetId,
    DocId: asset.DocId,
    filesize: asset.FileSize ?? 0,
    loadedBytes: asset.FileSize ?? 0,
    loadedPercentage: 100,
    IsVideo: asset.IsVideo,
    MimeType: asset.MimeType,
    Status: UNREGISTERED,
    StoragePath: null,
  };
}

export const isPreview = (item: UploadItem): item is UploadItem & { ParentUniqueId: string } =>
  item.ParentUniqueId !== null;

/**
 * An upload's items in the batches it is registered in: at most `size` main files each (the server takes
 * UPLOAD_BATCH_MAX a call), every preview in its file's batch, in the order the files were added.
 */
export function registrationBatches(items: UploadItem[], size: number): UploadItem[][] {
  const mains = items.filter((item) => !isPreview(item));
  const batches: UploadItem[][] = [];
  for (let start = 0; start < mains.length; start += size) {
    const files = mains.slice(start, start + size);
    const ids = new Set(files.map((item) => item.UniqueId));
    batches.push([...files, ...items.filter((item) => isPreview(item) && ids.has(item.ParentUniqueId))]);
  }
  // Previews whose file is not among the items go with the last batch, as one call would have sent them.
  const placed = new Set(batches.flat().map((item) => item.UniqueId));
  const orphans = items.filter((item) => !placed.has(item.UniqueId));
  if (orphans.length > 0) {
    if (batches.length === 0) batches.push([]);
    batches.at(-1)!.push(...orphans);
  }
  return batches;
}

/** Status 'error', HasError true and the text appended to Error (spec §4 step 8). */
export function withError(item: UploadItem, text: string): UploadItem {
  return { ...item, Status: ERROR_STATUS, HasError: true, Error: item.Error ? `${item.Error} ${text}` : text };
}

/** What went wrong with a register or update answer as a whole, or null when it can be read item by item. */
export function responseProblem(response: UploadResponse | null | undefined): string | null {
  if (!response) return UPLOADER_MESSAGES.emptyResult;
  if (response.HasError && response.Error) return response.Error;
  if (!response.AssetInfos || response.AssetInfos.length === 0) return UPLOADER_MESSAGES.noAssetInfo;
  return null;
}

/**
 * The server's answer to a register (or update) applied to the items, matched by UniqueId: the asset's ids and
 * blob name, the previews it found, or the item's own error. A problem with the answer as a whole puts every
 * item it was about in error; items the answer does not mention are left as they were.
 */
export function withRegistration(
  items: UploadItem[],
  response: UploadResponse | null | undefined,
  about: string[],
): UploadItem[] {
  const problem = responseProblem(response);
  if (problem) return items.map((item) => (about.includes(item.UniqueId) ? withError(item, problem) : item));
  const infos = new Map<string, UploadAssetInfo | UploadPreviewInfo>();
  for (const info of response!.AssetInfos) {
    infos.set(info.UniqueId, info);
    for (const preview of info.FoundPreviewAssetInfos ?? []) infos.set(preview.UniqueId, preview);
  }
  return items.map((item) => {
    const info = infos.get(item.UniqueId);
    if (!info) return item;
    if (info.HasError) return withError(item, info.Error ?? UPLOADER_MESSAGES.emptyResult);
    // A main file's answer (ParentUniqueId null) names its previews and says whether it is a video; a preview's does not.
    const main = info.ParentUniqueId === null ? info : null;
    const found = main?.FoundPreviewAssetInfos ?? [];
    const registered: UploadItem = {
      ...item,
      AssetId: info.AssetId ?? item.AssetId,
      DocId: info.DocId ?? item.DocId,
      BlobName: info.BlobName ?? item.BlobName,
      ContainerName: info.ContainerName ?? item.ContainerName ?? null,
      IsVideo: main?.IsVideo ?? item.IsVideo,
      FoundPreviewAssetInfos: found,
      PreviewFound: found.length > 0,
      Status: info.Status ?? REGISTERED,
    };
    return item.AlreadyUploaded ? registered : { ...registered, status_display: UPLOADER_MESSAGES.uploading };
  });
}

/** Transfer progress: bytes sent and the percentage with one decimal; at full size the item shows 'Uploaded'. */
export function withProgress(item: UploadItem, loadedBytes: number): UploadItem {
  // A transfer that finished (storage path known) or failed takes no more progress.
  if (item.HasError || item.StoragePath !== null) return item;
  const loaded = Math.min(loadedBytes, item.filesize);
  const loadedPercentage = item.filesize === 0 ? 100 : Math.round((loaded / item.filesize) * 1000) / 10;
  const done = loaded >= item.filesize;
  return {
    ...item,
    loadedBytes: loaded,
    loadedPercentage,
    status_display: done ? UPLOADER_MESSAGES.uploaded : UPLOADER_MESSAGES.uploading,
  };
}

/** The transfer finished: the storage path is the transfer address without its query string (spec §4). */
export function withTransferred(item: UploadItem, transferUrl: string): UploadItem {
  const at = transferUrl.indexOf('?');
  return {
    ...withProgress(item, item.filesize),
    StoragePath: at === -1 ? transferUrl : transferUrl.slice(0, at),
    status_display: isPreview(item) ? UPLOADER_MESSAGES.assigningPreview : UPLOADER_MESSAGES.metadataProcessing,
  };
}

/** The transfer failed for good: 'Transfer error: ...' appended (the counters follow, see countersOf). */
export function withTransferError(item: UploadItem, reason: string): UploadItem {
  return withError(item, `${UPLOADER_MESSAGES.transferError}${reason}`);
}

/** A failed transfer tried again: the registration stands, only the transfer starts over. */
export function forRetry(item: UploadItem): UploadItem {
  return {
    ...item,
    Status: REGISTERED,
    HasError: false,
    Error: '',
    loadedBytes: 0,
    loadedPercentage: 0,
    StoragePath: null,
    status_display: UPLOADER_MESSAGES.uploading,
  };
}

/** True when a transfer can be retried without registering the file again (it was registered, then failed). */
export const canRetryTransfer = (item: UploadItem) =>
  item.HasError && item.AssetId !== null && item.BlobName !== null && !item.AlreadyUploaded && !item.MarkAsUploaded;

/** In storage: an edit's file, a transferred one (100% with a storage path), or one the server was told is there. */
const inStorage = (item: UploadItem) =>
  item.AlreadyUploaded || item.MarkAsUploaded || (item.loadedPercentage >= 100 && item.StoragePath !== null);

/**
 * A main file is marked uploaded once it and every preview found for it are in storage (100% with a storage
 * path), or it was already uploaded (spec §4 step 5). Items in error are skipped.
 */
export function readyToMark(items: UploadItem[], main: UploadItem): boolean {
  if (isPreview(main) || main.HasError || main.MarkAsUploaded || !inStorage(main)) return false;
  return items.filter((item) => item.ParentUniqueId === main.UniqueId && !item.HasError).every(inStorage);
}

/**
 * The server marked the main file uploaded: it shows 'Indexing...' with the server's status and its previews
 * 'Assigned'; an edit shows 'Updated' and its previews 'Associated'.
 */
export function withMarked(items: UploadItem[], mainId: string, serverStatus: string | undefined): UploadItem[] {
  const edit = items.find((item) => item.UniqueId === mainId)?.AlreadyUploaded ?? false;
  return items.map((item) => {
    if (item.UniqueId === mainId) {
      return {
        ...item,
        MarkAsUploaded: true,
        Status: serverStatus ?? item.Status,
        status_display: edit ? UPLOADER_MESSAGES.updated : UPLOADER_MESSAGES.indexing,
      };
    }
    if (item.ParentUniqueId === mainId && !item.HasError) {
      return {
        ...item,
        MarkAsUploaded: true,
        status_display: edit ? UPLOADER_MESSAGES.associated : UPLOADER_MESSAGES.assigned,
      };
    }
    return item;
  });
}

export interface UploadCounters {
  /** Items (not in error) whose file is still travelling to storage. */
  inProgress: number;
  /** Main files (not in error) the server has not yet been told are uploaded. */
  notMarked: number;
}

export function countersOf(items: UploadItem[]): UploadCounters {
  const live = items.filter((item) => !item.HasError);
  return {
    inProgress: live.filter((item) => !inStorage(item)).length,
    notMarked: live.filter((item) => !isPreview(item) && !item.MarkAsUploaded).length,
  };
}

/** A batch of at least this many files shows its pace in the console (files and megabytes a second). */
export const PACE_BATCH_FILES = 20;

export interface BatchPace {
  /** Files of the batch (previews not counted) marked uploaded so far, and in all. */
  done: number;
  total: number;
  filesPerSecond: number;
  /** Bytes sent to storage a second. */
  bytesPerSecond: number;
}

/**
 * The pace of a batch of PACE_BATCH_FILES files or more: files marked uploaded and bytes sent since it started,
 * over the time to its latest change (so a finished batch keeps its final pace); null for a smaller batch.
 */
export function paceOf(
  items: UploadItem[],
  clock: { started: number; changed: number; from: number },
): BatchPace | null {
  const files = items.slice(clock.from).filter((item) => !isPreview(item) && !item.AlreadyUploaded);
  if (files.length < PACE_BATCH_FILES) return null;
  const seconds = Math.max(0.001, (clock.changed - clock.started) / 1000);
  const done = files.filter((item) => item.MarkAsUploaded).length;
  const bytes = files.reduce((sum, item) => sum + (item.filesize * Math.min(100, item.loadedPercentage)) / 100, 0);
  return { done, total: files.length, filesPerSecond: done / seconds, bytesPerSecond: bytes / seconds };
}

export interface FinishedState {
  colour: 'success' | 'error';
  /** The completion title, when the spec gives one (metadata edits). */
  title: string | null;
  message: string;
  /** ADD MORE is not offered for metadata edits. */
  addMore: boolean;
}

/** The console's finished state once both counters are zero (spec §4), or null while work remains. */
export function finishedState(items: UploadItem[], mode: UploadMode): FinishedState | null {
  if (items.length === 0) return null;
  const counters = countersOf(items);
  if (counters.inProgress > 0 || counters.notMarked > 0) return null;
  const errors = items.some((item) => item.HasError);
  if (mode === 'edit') {
    return errors
      ? { colour: 'error', title: null, message: UPLOADER_MESSAGES.editWithErrors, addMore: false }
      : {
          colour: 'success',
          title: UPLOADER_MESSAGES.editSuccessTitle,
          message: UPLOADER_MESSAGES.editSuccess,
          addMore: false,
        };
  }
  return {
    colour: errors ? 'error' : 'success',
    title: null,
    message: errors ? UPLOADER_MESSAGES.uploadWithErrors : UPLOADER_MESSAGES.uploadSuccess,
    addMore: true,
  };
}

/**
 * Add to collection: the values chosen now merged with those already saved on the asset, one per
 * profileFieldValueId (spec "Metadata update"); the chosen value wins.
 */
export function mergeFieldValues(selected: SelectedFieldValue[], saved: SelectedFieldValue[]): SelectedFieldValue[] {
  const byValue = new Map<number, SelectedFieldValue>();
  for (const value of [...saved, ...selected]) byValue.set(value.profileFieldValueId, value);
  return [...byValue.values()];
}
