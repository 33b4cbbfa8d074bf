import type { User } from './user.js';
import type { UserGroup } from './user.js';
import type { InteractionInsight } from './insights.js';

export interface Contributor {
  isPrimary: boolean;
  user: Pick<User, 'userId' | 'givenName' | 'lastName' | 'email'>;
}

export interface SelectedSetValue {
  flattenedFieldName: string;
  flattenedFieldCode: string;
  value: string;
  /** Soft-deleted values are ignored (spec §5). */
  softDeleted: boolean;
}

/** File-type classes by extension (spec §3). */
export type FileTypeClass =
  | 'presentation'
  | 'image'
  | 'spreadsheet'
  | 'document'
  | 'video'
  | 'pdf'
  | 'html'
  | 'keynote'
  | 'audio'
  | 'indesign'
  | 'psd'
  | 'zip'
  | 'tiff';

/** Asset as the portal reads it. */
export interface Asset {
  assetId: number;
  docId: string;
  tempDocId: string | null;
  title: string;
  description: string | null;
  fileName: string;
  originalFileName: string;
  storagePath: string;
  token: string | null;
  created: string;
  updated: string | null;
  submissionDate: string | null;
  deploymentIndexId: number;
  createdByUser: User | null;
  createdByUserId: number | null;
  updatedByUserId: number | null;
  contributors: Contributor[];
  contentTypeName: string | null;
  contentTypes: string[];
  contentTypeGroups: string[];
  thumbnailUrl: string | null;
  thumbnailSasUrl: string | null;
  fullSizePreviewSasUrl: string | null;
  summary: string | null;
  summaryText: string | null;
  selectedSet: SelectedSetValue[];
  interactionInsight: InteractionInsight | null;
  isAccessible: boolean;
  defaultPdfPreview: string | null;
  userGroups: UserGroup[];
  customPreviewFileUploaded: boolean;
  hasThumbnailBeenGeneratedForCustomPreview: boolean;
  customFullSizePreviewSasUrl: string | null;
  customThumbnailSasUrl: string | null;
  customPdfPreview: string | null;
  fileExtensionFileTypeCategory: FileTypeClass | null;
  synopsis: string | null;
  pinnedCollections: number[];
}

export interface NamedRef {
  Id: number;
  Name: string;
}

/** Asset access visibility (spec §4): pending (0) then determined (1) or error (-1). */
export const ACCESS_VISIBILITY = { error: -1, undetermined: 0, determined: 1 } as const;
export type AccessVisibility = (typeof ACCESS_VISIBILITY)[keyof typeof ACCESS_VISIBILITY];
