import { ASSET_STATUS_ID, UPLOADER_MESSAGES, type RecentUpload, type UploadItem } from '@portal/contracts';
import { existingAssetItem, isPreview, withError } from './upload-items';

/**
 * What happens to the console's files after their transfer: the server processes each (type, text, imagery, index),
 * and may fail. The console follows its marked files with the user's recent uploads (GET v2/uploader/getMyRecentUploads)
 * and, after a reload, shows again those still being processed or that failed. A failure puts the file in error with
 * the server's reason, so the finished state turns to the spec's error message; processing it again (File details'
 * Retry processing) takes the reason away.
 */

/** What the console reads of an asset's processing. */
export type ProcessingState = Pick<RecentUpload, 'AssetId' | 'StatusId' | 'Status' | 'StatusError'>;

/** Said when the server gives no reason for a failure. */
const NO_REASON = 'Processing failed.';

const followed = (item: UploadItem) => !isPreview(item) && item.MarkAsUploaded && item.AssetId !== null;

/** Whether a file of the console is still being processed (marked uploaded, neither indexed nor failed yet). */
export const inProcessing = (item: UploadItem) =>
  followed(item) &&
  !item.HasError &&
  item.ProcessingStatusId !== ASSET_STATUS_ID.indexed &&
  item.ProcessingStatusId !== ASSET_STATUS_ID.error;

/** The item without the reason of a processing failure (other errors stay). */
function withoutProcessingError(item: UploadItem): UploadItem {
  if (!item.ProcessingError) return item;
  const Error = item.Error.replace(item.ProcessingError, '').replace(/\s+/g, ' ').trim();
  return { ...item, Error, HasError: Error !== '', ProcessingError: null };
}

/**
 * The server's processing states applied to the console's marked main files, matched by AssetId: the server's status
 * text and StatusId; a failure puts the file in error with its reason (once); a file processed again loses the reason
 * of its earlier failure. The same array when nothing changed.
 */
export function withProcessing(items: UploadItem[], states: readonly ProcessingState[]): UploadItem[] {
  const byAsset = new Map(states.map((state) => [state.AssetId, state]));
  let changed = false;
  const next = items.map((item) => {
    const state = followed(item) ? byAsset.get(item.AssetId!) : undefined;
    if (!state) return item;
    const failed = state.StatusId === ASSET_STATUS_ID.error;
    const reason = failed ? state.StatusError || NO_REASON : null;
    const same =
      item.ProcessingStatusId === state.StatusId &&
      (item.ProcessingError ?? null) === reason &&
      (failed || state.Status === null || item.Status === state.Status);
    if (same) return item;
    changed = true;
    const followedItem = { ...withoutProcessingError(item), ProcessingStatusId: state.StatusId };
    if (reason) return { ...withError(followedItem, reason), ProcessingError: reason };
    return { ...followedItem, Status: state.Status ?? followedItem.Status };
  });
  return changed ? next : items;
}

/** An upload of an earlier page as the console shows it: transferred and marked, then processed as the server says. */
function restoredItem(upload: RecentUpload): UploadItem {
  const item: UploadItem = {
    ...existingAssetItem(upload, `asset-${upload.AssetId}`),
    AlreadyUploaded: false,
    MarkAsUploaded: true,
    Status: upload.Status ?? '',
    status_display: UPLOADER_MESSAGES.indexing,
  };
  return withProcessing([item], [upload])[0]!;
}

/**
 * The user's recent uploads the console shows again after a reload: those still being processed or that failed,
 * not already among its items, and changed since the console was last closed (`closedAt`, the server's time of the
 * latest change it had then, so a failure that comes after a CLOSE is shown again).
 */
export function restoredUploads(
  uploads: readonly RecentUpload[],
  items: readonly UploadItem[],
  closedAt: string | null,
): UploadItem[] {
  const known = new Set(items.map((item) => item.AssetId));
  const after = closedAt === null ? -Infinity : Date.parse(closedAt);
  return uploads
    .filter(
      (upload) =>
        (upload.StatusId === ASSET_STATUS_ID.indexing || upload.StatusId === ASSET_STATUS_ID.error) &&
        !known.has(upload.AssetId) &&
        Date.parse(upload.Updated) > after,
    )
    .map(restoredItem);
}

/** The latest change among the uploads (the server's clock), which a CLOSE remembers; null for none. */
export const latestChange = (uploads: readonly RecentUpload[]): string | null =>
  uploads.reduce<string | null>(
    (latest, upload) => (latest === null || Date.parse(upload.Updated) > Date.parse(latest) ? upload.Updated : latest),
    null,
  );
