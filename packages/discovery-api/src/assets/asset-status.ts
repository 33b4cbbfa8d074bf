/**
 * An asset's processing status. `statusId` is the coarse state of spec §3 (asset_statuses; its ids live in
 * @portal/contracts, which the upload console reads too); `status` is the step text the uploader shows after
 * 'Indexing...', and `statusError` the reason a file failed, kept until the asset is processed again.
 */
export { ASSET_STATUS_ID } from '@portal/contracts';

export const PROCESSING_STEP = {
  queued: 'Queued for indexing',
  detecting: 'Detecting the file type',
  extracting: 'Extracting text',
  imagery: 'Making the thumbnail and preview',
  embedding: 'Embedding passages',
  indexing: 'Indexing',
  indexed: 'Indexed',
  /** Between a failed try and the job queue's next one (statusError says what failed). */
  retrying: 'Trying again after an error',
  failed: 'Error',
} as const;
