/** Uploader messages the spec names word for word. */
export const UPLOADER_MESSAGES = {
  registering: 'Registering...',
  uploading: 'Uploading...',
  metadataProcessing: 'Metadata processing...',
  assigningPreview: 'Assigning as preview...',
  uploaded: 'Uploaded',
  indexing: 'Indexing...',
  assigned: 'Assigned',
  updating: 'Updating',
  updated: 'Updated',
  associated: 'Associated',
  emptyResult: 'Empty result, server error.',
  noAssetInfo: 'No asset info in request.',
  transferError: 'Transfer error: ',
  metadataUpdateFailed: 'An Error has occurred when Updating Metadata. Please try again.',
  uploadSuccess:
    'Upload complete! Files uploaded successfully will be processed, indexed and made available on the discovery portal. Processing times can vary based on file types and sizes.',
  uploadWithErrors:
    'There are some errors processing your files, please see details above. Files uploaded successfully will be processed, indexed and made available on the Discovery portal. Processing times can vary based on file types and sizes.',
  editSuccessTitle: 'Update complete!',
  editSuccess: 'Update success.',
  editWithErrors: 'There are some errors updating the metadata, please see details above.',
  addedToCollection: 'Your asset has been added to collection.',
  addingMetadata: 'Adding Metadata...',
  finished: 'Finished',
  edgeError: 'Error...',
} as const;

/**
 * When processing an upload ends in error (the portal's own words: the spec names none). The uploader is told in a
 * notification naming the file and the reason; the upload console and the asset's File details show the reason, and
 * File details offers to process the file again.
 */
export const PROCESSING_FAILURE_MESSAGES = {
  /** The notification's title; the file's name follows. */
  noticeTitle: 'Processing failed: ',
  /** The reason given for a failure the pipeline cannot put in plain words (its details go to the server's log). */
  unexpected: 'The server could not finish processing the file (an unexpected error; the details are in its log).',
  retryButton: 'Retry processing',
  retryQueued: 'Processing was started again.',
} as const;

/** The longest reason a processing failure is given in (the asset's statusError and the notification). */
export const PROCESSING_FAILURE_REASON_MAX_CHARS = 300;
