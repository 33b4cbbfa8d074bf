import type { NamedRef } from './asset.js';

/** Asset as the uploader registers and edits it (key AssetId). Defaults per spec §3/§9. */
export interface UploadAsset {
  AssetId: number;
  DocId: string;
  FileName: string;
  /** Default 1. */
  StatusId: number;
  EstimatedValueId: number | null;
  EngagementTypeId: number | null;
  /** Default today. */
  SubmissionDate: string;
  BusinessResultId: number | null;
  NewBusinessUrl: string | null;
  CompanyLocationProfileEtc: string | null;
  DefaultPreviewId: number | null;
  FileExtensionId: number | null;
  PreviewSetId: number | null;
  BlobName: string | null;
  ExternalDocId: string | null;
  IsVideo: boolean;
  VideoAssetId: string | null;
  CreatedByUser: number | null;
  ReferenceUrl: string | null;
  ExternalSource: string | null;
  ExternalId: string | null;
  StoragePath: string | null;
  /** Default 1. */
  ArchiveTierId: number;
  /** Default false. */
  IsFeatured: boolean;
  /** Default true. */
  IsConfidential: boolean;
  Title: string;
  Description: string | null;
  DeploymentIndexId: number;
  OriginalFileName: string;
  TermsAndConditions: string | null;
  Notes: string | null;
  AssetCampaigns: NamedRef[];
  Capabilities: NamedRef[];
  ContentTypes: NamedRef[];
  Contributors: NamedRef[];
  Industries: NamedRef[];
  Keywords: NamedRef[];
  Markets: NamedRef[];
  Organizations: NamedRef[];
  Regions: NamedRef[];
  Countries: NamedRef[];
  Cities: NamedRef[];
  Tags: NamedRef[];
  Topics: NamedRef[];
  CollectionAssets: { CollectionId: number }[];
  ConfidentialAssetUsers: { UserId: number }[];
  ArchiveTier?: NamedRef | null;
  BusinessResult?: NamedRef | null;
  EngagementType?: NamedRef | null;
  EstimatedValue?: NamedRef | null;
}
