import { errorMessage } from '@portal/api-client';
import type {
  MarkPreviewUploadedResult,
  MarkUploadedResult,
  RegisterUploadRequest,
  SelectedFieldValue,
  UpdateUploadRequest,
  UploadItem,
  UploadResponse,
} from '@portal/contracts';
import { UPLOAD_BATCH_MAX } from '@portal/contracts';
import { contentTypeOf, type TransferRequest } from '../transfer/transfer-file';
import {
  canRetryTransfer,
  forRetry,
  isPreview,
  readyToMark,
  registrationBatches,
  responseProblem,
  UNREGISTERED,
  withError,
  withMarked,
  withProgress,
  withRegistration,
  withTransferError,
  withTransferred,
} from '../state/upload-items';

/** An update names the asset it is about (SingleDocId), so the asset can be read again afterwards. */
export type UpdateRequest = UpdateUploadRequest & { SingleDocId: string };

/** What a run asks of the server and of blob storage (the console passes the real calls; tests, fakes of them). */
export interface UploaderCalls {
  saveAssetWithMetadata(request: RegisterUploadRequest): Promise<UploadResponse | null>;
  updateAssetWithMetadata(request: UpdateRequest): Promise<UploadResponse | null>;
  /** A short-lived write SAS URL for one blob (getSasToken, permission write). */
  writeAccess(siteId: number, containerName: string, blobName: string): Promise<string>;
  markAsUploaded(item: UploadItem): Promise<Pick<MarkUploadedResult, 'HasError' | 'Error' | 'Status'>>;
  markPreviewAsUploaded(preview: UploadItem): Promise<Pick<MarkPreviewUploadedResult, 'HasError' | 'Error'>>;
  triggerVideoIndexing(item: UploadItem): Promise<unknown>;
  transfer(request: TransferRequest): Promise<string>;
}

/** The console's items, changed only through functions of the current items (transfers run side by side). */
export interface ItemStore {
  read(): UploadItem[];
  update(change: (items: UploadItem[]) => UploadItem[]): void;
}

/** The asset fields a batch sets on every file (the register and update payloads' AssetInfos fields). */
export interface AssetFieldValues {
  Title?: string;
  Description?: string | null;
  SubmissionDate?: string;
  IsConfidential?: boolean;
  IsFeatured?: boolean;
}

export interface RunContext {
  siteId: number;
  masterSetId: number;
  /** The subset chosen in the form (edits send it; a registration's values are checked against the site's sets). */
  subsetId?: number | null;
  metadata: SelectedFieldValue[];
  fields?: AssetFieldValues;
  /** Edits: the asset being edited. */
  docId?: string;
}

/**
 * The items a run registers: not yet registered, not in error, and of this batch when one is named (a batch added
 * while another is still registering must not send the other's files a second time).
 */
const freshItems = (store: ItemStore, batch?: string[]) =>
  store
    .read()
    .filter(
      (item) =>
        item.Status === UNREGISTERED && !item.HasError && (batch === undefined || batch.includes(item.UniqueId)),
    );

/**
 * Sends a batch's fresh items (register or update) and applies the answer to them, matched by UniqueId; a failed
 * call puts them in error with its message. Null when the batch had nothing to send.
 */
async function sendFresh(
  store: ItemStore,
  batch: string[] | undefined,
  send: (fresh: UploadItem[]) => Promise<UploadResponse | null>,
): Promise<{ about: string[]; response: UploadResponse | null } | { about: string[]; failure: string } | null> {
  const fresh = freshItems(store, batch);
  if (fresh.length === 0) return null;
  const about = fresh.map((item) => item.UniqueId);
  let response: UploadResponse | null;
  try {
    response = await send(fresh);
  } catch (error) {
    store.update((items) =>
      items.map((item) => (about.includes(item.UniqueId) ? withError(item, messageOf(error)) : item)),
    );
    return { about, failure: messageOf(error) };
  }
  store.update((items) => withRegistration(items, response, about));
  return { about, response };
}

/** A failure as the console shows it: the server's or storage's own message, else the failure itself. */
const messageOf = (error: unknown): string => errorMessage(error, String(error));
const one = (id: string, change: (item: UploadItem) => UploadItem) => (items: UploadItem[]) =>
  items.map((item) => (item.UniqueId === id ? change(item) : item));

/**
 * One upload, start to end (spec §4 "Uploader status progression"): register the new items with their metadata,
 * transfer the main files and then their previews straight to storage, mark each main file uploaded once it and
 * its previews are there (video files then ask for video indexing). A failure puts only its own item in error;
 * the rest go on.
 */
export async function runUpload(
  store: ItemStore,
  context: RunContext,
  calls: UploaderCalls,
  batch?: string[],
): Promise<void> {
  // Registered in batches of UPLOAD_BATCH_MAX files, one call each: a batch that fails puts only its items in error.
  const fresh = freshItems(store, batch);
  const registered: string[] = [];
  for (const part of registrationBatches(fresh, UPLOAD_BATCH_MAX)) {
    const ids = part.map((item) => item.UniqueId);
    const sent = await sendFresh(store, ids, (items) => calls.saveAssetWithMetadata(registerRequest(items, context)));
    if (sent && !('failure' in sent)) registered.push(...sent.about);
  }
  if (registered.length > 0) await transferAll(store, context, calls, registered);
}

/**
 * A metadata edit (spec §4 "Metadata update"): the asset's fields and values are sent with updateAssetWithMetadata;
 * a failed call, an answer with HasError and an Error, an empty answer or one without asset infos fails the edit
 * (`UpdateFailed`). Otherwise new previews are transferred next and the asset shows 'Updated'.
 */
export async function runUpdate(
  store: ItemStore,
  context: RunContext,
  calls: UploaderCalls,
  batch?: string[],
): Promise<void> {
  const sent = await sendFresh(store, batch, (fresh) => calls.updateAssetWithMetadata(updateRequest(fresh, context)));
  if (!sent) return;
  if ('failure' in sent) throw new UpdateFailed(sent.failure, 'call');
  const problem = responseProblem(sent.response);
  if (problem) throw new UpdateFailed(problem, 'answer');
  await transferAll(store, context, calls, sent.about);
}

/**
 * The metadata update as a whole did not go through. `call`: the call itself failed (the panel shows 'An Error has
 * occurred when Updating Metadata. Please try again.' with OK back to the form); `answer`: the server answered with
 * HasError and an Error, nothing, or no asset infos (shown as a busy error with that text, spec "Metadata update").
 */
export class UpdateFailed extends Error {
  constructor(
    message: string,
    readonly kind: 'call' | 'answer',
  ) {
    super(message);
  }
}

/** Transfers that failed, tried again from the console without registering the files again. */
export async function retryTransfers(store: ItemStore, context: RunContext, calls: UploaderCalls): Promise<void> {
  const again = store
    .read()
    .filter(canRetryTransfer)
    .map((item) => item.UniqueId);
  store.update((items) => items.map((item) => (again.includes(item.UniqueId) ? forRetry(item) : item)));
  await transferAll(store, context, calls, again);
}

async function transferAll(store: ItemStore, context: RunContext, calls: UploaderCalls, ids: string[]): Promise<void> {
  const chosen = () =>
    store.read().filter((item) => ids.includes(item.UniqueId) && !item.HasError && !item.AlreadyUploaded);
  // Main files first, one after another (each already sends its blocks in parallel); previews after them.
  for (const item of chosen().filter((candidate) => !isPreview(candidate)))
    await transferOne(store, context, calls, item);
  for (const item of chosen().filter(isPreview)) await transferOne(store, context, calls, item);
  // Edits and items whose previews all failed have nothing left to wait for: each of their main files once.
  const mains = new Set(
    store
      .read()
      .filter((item) => ids.includes(item.UniqueId))
      .map((item) => item.ParentUniqueId ?? item.UniqueId),
  );
  for (const mainId of mains) await markIfReady(store, calls, mainId);
}

async function transferOne(
  store: ItemStore,
  context: RunContext,
  calls: UploaderCalls,
  item: UploadItem,
): Promise<void> {
  if (!item.BlobName || !item.ContainerName || !item.file) {
    store.update(
      one(item.UniqueId, (current) => withTransferError(current, 'the server did not say where to store this file.')),
    );
    return;
  }
  // Blocks travel in parallel: when one fails for good the others are stopped, and no progress of this attempt is
  // applied once it has settled (a late report would pull a finished or retried file back to 'Uploading...').
  const attempt = new AbortController();
  let settled = false;
  try {
    const sasUrl = await calls.writeAccess(context.siteId, item.ContainerName, item.BlobName);
    const address = await calls.transfer({
      sasUrl,
      file: item.file,
      contentType: contentTypeOf(item),
      docId: item.DocId,
      signal: attempt.signal,
      onProgress: (loaded) => {
        if (!settled) store.update(one(item.UniqueId, (current) => withProgress(current, loaded)));
      },
    });
    settled = true;
    store.update(one(item.UniqueId, (current) => withTransferred(current, address)));
  } catch (error) {
    settled = true;
    attempt.abort();
    store.update(one(item.UniqueId, (current) => withTransferError(current, messageOf(error))));
    return;
  }
  if (isPreview(item)) {
    const preview = store.read().find((candidate) => candidate.UniqueId === item.UniqueId)!;
    try {
      const answer = await calls.markPreviewAsUploaded(preview);
      if (answer.HasError)
        store.update(
          one(item.UniqueId, (current) => withError(current, answer.Error ?? 'The preview could not be assigned.')),
        );
    } catch (error) {
      store.update(one(item.UniqueId, (current) => withError(current, messageOf(error))));
    }
  }
  await markIfReady(store, calls, item.ParentUniqueId ?? item.UniqueId);
}

async function markIfReady(store: ItemStore, calls: UploaderCalls, mainId: string): Promise<void> {
  const items = store.read();
  const main = items.find((item) => item.UniqueId === mainId);
  const pending = marking.get(store) ?? new Set<string>();
  marking.set(store, pending);
  // A file is marked once, even when its last transfers finish together.
  if (!main || pending.has(mainId) || !readyToMark(items, main)) return;
  pending.add(mainId);
  try {
    if (main.AlreadyUploaded) {
      // An edit: the update already re-queued the asset's processing; its file was not sent again.
      store.update((current) => withMarked(current, mainId, main.Status));
      return;
    }
    const answer = await calls.markAsUploaded(main);
    if (answer.HasError) {
      store.update(
        one(mainId, (current) => withError(current, answer.Error ?? 'The file could not be marked as uploaded.')),
      );
      return;
    }
    store.update((current) => withMarked(current, mainId, answer.Status ?? undefined));
    if (main.IsVideo && !main.AlreadyUploaded) await calls.triggerVideoIndexing(main);
  } catch (error) {
    store.update(one(mainId, (current) => withError(current, messageOf(error))));
  } finally {
    pending.delete(mainId);
  }
}

/** Main files whose mark-as-uploaded call is on its way, per console. */
const marking = new WeakMap<ItemStore, Set<string>>();

function registerRequest(items: UploadItem[], context: RunContext): RegisterUploadRequest {
  return {
    AssetInfos: items.filter((item) => !isPreview(item)).map((item) => ({ ...info(item), ...context.fields })),
    PreviewAssetInfos: items.filter(isPreview).map(previewInfo),
    UploadingAssets: [],
    DeploymentIndexId: context.siteId,
    MasterSetId: context.masterSetId,
    MetadataData: context.metadata,
  };
}

function updateRequest(items: UploadItem[], context: RunContext): UpdateRequest {
  const main = items.find((item) => !isPreview(item));
  return {
    AssetInfos: main
      ? [{ ...info(main), AssetId: main.AssetId ?? undefined, DocId: main.DocId ?? undefined, ...context.fields }]
      : [],
    PreviewAssetInfos: items.filter(isPreview).map(previewInfo),
    UploadingAssets: [],
    DeploymentIndexId: context.siteId,
    SingleDocId: context.docId ?? main?.DocId ?? '',
    MasterSetId: context.masterSetId,
    SubsetId: context.subsetId ?? null,
    MetadataData: context.metadata,
  };
}

/**
 * An item as the register and update calls take it: the fields of their payloads (RegisterAssetInfo,
 * PreviewAssetInfo, UpdateAssetInfo) and a few more of the uploader item, which the server accepts and ignores.
 */
function info(item: UploadItem) {
  return {
    UniqueId: item.UniqueId,
    ParentUniqueId: item.ParentUniqueId,
    FileName: item.FileName,
    OriginalFileName: item.OriginalFileName,
    MimeType: item.MimeType,
    filesize: item.filesize,
    IsVideo: item.IsVideo,
    HasError: false,
    Error: null,
    FoundPreviewAssetInfos: [],
  };
}

/** A preview as the register and update calls take it: an item whose ParentUniqueId names its main file. */
function previewInfo(item: UploadItem & { ParentUniqueId: string }) {
  return { ...info(item), ParentUniqueId: item.ParentUniqueId };
}
