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
