import type { Asset } from './asset.js';
import type { Theme } from './theme.js';
import type { QuickLink } from './customization.js';
import type { User } from './user.js';

export interface CollectionUser {
  collectionUserId?: number;
  collectionId: number;
  user: User;
  roleCode: 'collectionOwner' | 'collectionEditor' | 'collectionViewer';
}

export interface CollectionAsset {
  collectionAssetId: number;
  collectionId: number;
  pinned: boolean;
  asset: Asset;
}

export interface Collection {
  collectionId: number;
  name: string;
  description: string;
  created: string;
  isFeatured: boolean;
  isFeaturedDate: string | null;
  /** Defaults to true for new collections. */
  isConfidential: boolean;
  createdByUser: User | null;
  collectionAssets: CollectionAsset[];
  collectionUsers: CollectionUser[];
  collectionAssetsCount: number;
  pinned: boolean;
  starred: boolean;
  isSmart: boolean;
  propositionId: number | null;
  deploymentIndexFilterId: number | null;
  nameWithId: string;
  deploymentIndexId: number;
  isRelatedCollection: boolean;
  theme: Theme | null;
  viewsCount: number;
  quickLinks: QuickLink[];
}

/** List types for GET v2/collections and v2/groups. */
export type CollectionListType = 'my' | 'shared' | 'all-public' | 'pinned' | 'featured' | 'starred';

export interface CollectionExportItem {
  exportDate: string;
  source: string;
  sourceSite: string;
  docId: string;
  assetUrl: string;
  title: string;
  description: string;
  contentType: string;
  publishedDate: string | null;
  assetVisibility: string;
  topics: string[];
  keywords: string[];
  keyContacts: string[];
  agencies: string[];
  capabilities: string[];
  clients: string[];
  brands: string[];
  campaign: string[];
  subIndustries: string[];
  region: string[];
  country: string[];
  usageGuideLines: string | null;
  content: string;
}

export interface CollectionExport {
  totalRecords: number;
  items: CollectionExportItem[];
  sizeInMb: number;
}
