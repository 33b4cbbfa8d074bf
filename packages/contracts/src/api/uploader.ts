import type { SelectedFieldValue } from '../entities/metadata.js';

/** Uploader item status values (calls doc §4). */
export type UploadStatus = 'none - unregistered' | 'error' | (string & {});

/** One file in the upload console (calls doc §3 "Uploader item"). */
export interface UploadItem {
  BlobName: string | null;
  StoragePath: string | null;
  file?: File;
  Status: UploadStatus;
  status_display: string;
  UniqueId: string;
  ParentUniqueId: string | null;
  AssetId: number | null;
  DocId: string | null;
  HasError: boolean;
  Error: string;
  FileName: string;
  OriginalFileName: string;
  filesize: number;
  loadedBytes: number;
  loadedPercentage: number;
  IsVideo: boolean;
  FoundPreviewAssetInfos: UploadAssetInfo[];
  PreviewFound: boolean;
  MarkAsUploaded: boolean;
  MimeType: string | null;
  AlreadyUploaded: boolean;
  ShortLivedSas: string | null;
  /** The container the register answer named for this file (main files: the site's; previews: its preview container). */
  ContainerName?: string | null;
  /** Test flag: asks the server to fail this item. */
  InjectError?: boolean;
}

export interface UploadAssetInfo {
  UniqueId: string;
  ParentUniqueId: string | null;
  AssetId?: number;
  DocId?: string;
  BlobName?: string;
  FileName: string;
  OriginalFileName?: string;
  MimeType?: string | null;
  /** Size in bytes (register: the server checks the stored file against it). */
  filesize?: number;
  IsVideo?: boolean;
  /** Register answer: the container the file goes to (the site's main or preview container). */
  ContainerName?: string | null;
  Error: string | null;
  HasError: boolean;
  FoundPreviewAssetInfos: UploadAssetInfo[];
  Status?: string;
}

/** Register payload (createNewMetadata / saveAssetWithMetadata). */
export interface RegisterUploadRequest {
  AssetInfos: UploadAssetInfo[];
  DeploymentIndexId: number;
  MasterSetId: number;
  MetadataData: SelectedFieldValue[];
  BulkError?: boolean;
  FakeErrorMessage?: string;
  PreviewAssetInfos: UploadAssetInfo[];
  UploadingAssets: UploadAssetInfo[];
}

/** Update payload (updateAssetWithMetadata). */
export interface UpdateUploadRequest {
  AssetInfos: UploadAssetInfo[];
  DeploymentIndexId: number;
  SingleDocId: string;
  MasterSetId: number;
  SubsetId: number | null;
  MetadataData: SelectedFieldValue[];
  PreviewAssetInfos: UploadAssetInfo[];
  UploadingAssets: UploadAssetInfo[];
  BulkError?: boolean;
  FakeErrorMessage?: string;
}

export interface UploadResponse {
  HasError: boolean;
  Error: string | null;
  AssetInfos: UploadAssetInfo[];
  Status?: string;
}

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
