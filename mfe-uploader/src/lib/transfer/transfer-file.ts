import type { UploadItem } from '@portal/contracts';

/**
 * How files travel to blob storage. Blocks of 8 MiB, four at a time: a 256 MB file is 32 blocks, enough to keep
 * the connection busy while one block waits for its answer, and a block lost to a network drop costs at most
 * 8 MiB to send again. Files up to one block go in a single request.
 */
export const TRANSFER_TUNING = {
  blockSize: 8 * 1024 * 1024,
  parallelBlocks: 4,
  singleShotMax: 8 * 1024 * 1024,
  /** Attempts per request (each block, the block list): the SDK retries with exponential back-off. */
  triesPerBlock: 5,
  retryDelayMs: 1000,
};
export type TransferTuning = typeof TRANSFER_TUNING;

export interface TransferRequest {
  /** The short-lived SAS URL of this one blob (getSasToken, create/write). */
  sasUrl: string;
  /** The picked File in the browser; anything else the SDK takes (bytes) elsewhere. */
  file: Blob | ArrayBuffer | ArrayBufferView;
  contentType: string;
  /** Written as the blob's doc_id metadata. */
  docId: string | null;
  onProgress: (loadedBytes: number) => void;
  signal?: AbortSignal;
}

/** The content type a blob is stored with: the registered MimeType, else the file's own type. */
export const contentTypeOf = (item: Pick<UploadItem, 'MimeType' | 'file'>) =>
  item.MimeType || item.file?.type || 'application/octet-stream';

/**
 * Sends a file straight to blob storage with `@azure/storage-blob` (loaded when the first transfer starts, so
 * the console's first paint does not carry it), in parallel blocks, each retried on its own after a failure.
 * Resolves with the transfer address; rejects with the storage service's message when a block fails for good.
 */
export async function transferFile(
  request: TransferRequest,
  tuning: TransferTuning = TRANSFER_TUNING,
): Promise<string> {
  const { AnonymousCredential, BlockBlobClient, newPipeline } = await import(
    /* webpackChunkName: "storage-blob" */ '@azure/storage-blob'
  );
  const pipeline = newPipeline(new AnonymousCredential(), {
    retryOptions: {
      maxTries: tuning.triesPerBlock,
      retryDelayInMs: tuning.retryDelayMs,
      maxRetryDelayInMs: tuning.retryDelayMs * 8,
    },
  });
  const client = new BlockBlobClient(request.sasUrl, pipeline);
  await client.uploadData(request.file, {
    blockSize: tuning.blockSize,
    concurrency: tuning.parallelBlocks,
    maxSingleShotSize: tuning.singleShotMax,
    blobHTTPHeaders: { blobContentType: request.contentType },
    ...(request.docId ? { metadata: { doc_id: request.docId } } : {}),
    onProgress: (progress) => request.onProgress(progress.loadedBytes),
    abortSignal: request.signal,
  });
  return request.sasUrl;
}
