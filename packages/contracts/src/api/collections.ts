import type { Collection, CollectionListType } from '../entities/collections.js';
import type { CollectionAsset } from '../entities/collections.js';
import type { PagedRows } from './common.js';

/** GET v2/collections and v2/groups query (page size 30). */
export interface CollectionListQuery {
  type?: CollectionListType;
  deploymentIndexId: number;
  rowsPerPage?: number;
  currentPage?: number;
}

/** POST v2/collections, PUT v2/collections/save/{id} body. */
export interface SaveCollectionRequest {
  collection: Partial<Collection> & Pick<Collection, 'name'>;
  deploymentIndexId?: number;
}

/** GET v2/collections/{id}/assets query and answer. */
export interface CollectionAssetsQuery {
  rowsPerPage?: number;
  page?: number;
  pinned?: boolean;
}
export type CollectionAssetsPage = PagedRows<CollectionAsset> & { currentPage: number };

/** POST v2/collections/setRelated body. */
export interface SetRelatedCollectionRequest {
  collectionId: number;
  isRelated: boolean;
}

/** POST v2/{collections|groups}/insights/views answer entry. */
export interface EntityViewsEntry {
  entity: { externalId: string };
  views: { userId: number; date: string }[];
}

/** POST v2/assets/{assetId}/pin and /unpin body. */
export interface PinAssetRequest {
  collectionIds: number[];
}
