import type { SearchDocument } from '../entities/search.js';
import type { InteractionInsight } from '../entities/insights.js';

/** POST v2/assets/listDetails body. */
export interface AssetListDetailsRequest {
  docIds: string[];
  fetchVisibility?: boolean;
  fetchThumbnails?: boolean;
  fetchInteractionMetrics?: boolean;
  fetchDashboardAccess?: boolean;
}

/** POST v2/assets/listDetails answer, per doc id. */
export type AssetListDetailsResponse = Record<
  string,
  {
    isAccessible: boolean;
    thumbnailUrl: string | null;
    interactionInsight: InteractionInsight | null;
    hasUserGroupAccess: boolean;
  }
>;

/** POST v2/assets/thumbnails body. */
export interface AssetThumbnailsRequest {
  docIds: string[];
  thumbnailType: string;
}

/** GET v2/document/getdocumentbyid (query Id, indexId) answer. */
export interface DocumentByIdResponse {
  document: SearchDocument;
  token: string | null;
  idField: string;
  originalFileName: string;
  isAccessible: boolean;
}

/** GET v2/document/download, POST v2/document/markAsDownloaded query. */
export interface DocumentRef {
  id: string;
  indexId: number;
}
