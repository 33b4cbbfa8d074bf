import type { UploadItem } from '@portal/contracts';
import { runUpdate, runUpload, type RunContext, type UploaderCalls } from '../run/upload-run';
import { isPreview, type UploadMode } from './upload-items';
import { createUploadSession } from './upload-session';

/**
 * The uploader's one session per page. The console (`./app`, always mounted in the shell's console host) shows it
 * and the panels (`./panels`, mounted by the panel host while open) add batches to it: both are modules of the same
 * remote container, so they share this instance, and an upload goes on after its panel closes.
 */
export const uploadSession = createUploadSession();

/**
 * Adds a batch to the console and runs it (a new upload, or a metadata edit). Resolves with the doc ids of the
 * batch's files the server took (marked uploaded, or updated).
 */
export async function startBatch(
  items: UploadItem[],
  mode: UploadMode,
  context: RunContext,
  calls: UploaderCalls,
): Promise<string[]> {
  uploadSession.add(items, mode, context);
  const batch = items.map((item) => item.UniqueId);
  await (mode === 'edit'
    ? runUpdate(uploadSession, context, calls, batch)
    : runUpload(uploadSession, context, calls, batch));
  const ids = new Set(batch);
  return uploadSession
    .read()
    .filter((item) => ids.has(item.UniqueId) && !isPreview(item) && item.MarkAsUploaded && item.DocId)
    .map((item) => item.DocId!);
}

/** What is kept of a file that had not finished when the tab closed (no File object survives a page). */
export interface UnfinishedFile {
  FileName: string;
  filesize: number;
  status_display: string;
  loadedPercentage: number;
  DocId: string | null;
}

const unfinishedKey = (userId: number) => `portal.uploader.unfinished.${userId}`;

/** Main files of the console that are not done: neither marked uploaded nor failed (a failure is shown as such). */
export const unfinishedOf = (items: UploadItem[]): UnfinishedFile[] =>
  items
    .filter((item) => !isPreview(item) && !item.MarkAsUploaded && !item.AlreadyUploaded)
    .map(({ FileName, filesize, status_display, loadedPercentage, DocId, HasError, Error }) => ({
      FileName,
      filesize,
      status_display: HasError ? `Error: ${Error}` : status_display,
      loadedPercentage,
      DocId,
    }));

/**
 * Keeps the list of unfinished files in the browser's storage while a batch runs, so that after a closed tab the
 * console can say which files did not finish (they must be picked again: a page cannot reopen a user's file).
 * Returns what the previous page left, and stops keeping when unsubscribed.
 */
export function keepUnfinished(
  storage: Storage,
  userId: number,
): { left: UnfinishedFile[]; stop(): void; dismiss(): void } {
  const key = unfinishedKey(userId);
  let left: UnfinishedFile[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    left = Array.isArray(parsed) ? (parsed as UnfinishedFile[]) : [];
  } catch {
    left = [];
  }
  const subscription = uploadSession.items$.subscribe((items) => {
    const unfinished = [...left, ...unfinishedOf(items)];
    if (unfinished.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(unfinished));
  });
  return {
    left,
    stop: () => subscription.unsubscribe(),
    dismiss: () => {
      left = [];
      uploadSession.items$.next(uploadSession.items$.getValue());
    },
  };
}
