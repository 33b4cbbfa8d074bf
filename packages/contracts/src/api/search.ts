import type { OrderBy, SearchDocument } from '../entities/search.js';
import type { InteractionInsight } from '../entities/insights.js';

/** POST v2/search body (calls doc §7 "Search and documents"). */
export interface SearchRequest {
  /** Defaults to '*' when empty; in full-text mode wrapped in quotes unless already quoted (spec §5). */
  q: string;
  documentsPerPage: number;
  page: number;
  indexId: number;
  orderBy: OrderBy | null;
  /** Facet query: key, underscore, value — joined by commas, commas inside values escaped. */
  filters: string;
  queryType: 'full' | 'semantic' | 'hybrid';
  facetValuesCount: number;
  select: string[];
  source: string;
  pageName: string;
  useVectorSearch: boolean;
}

/** POST v2/search query parameters. */
export interface SearchQueryParameters {
  fetchThumbnails?: boolean;
  thumbnailType?: string;
  fetchInteractionMetrics?: boolean;
  fetchVisibility?: boolean;
}

/** GET search/facetGraph query. */
export interface FacetGraphQuery {
  Query: string;
  Fields: string[];
}

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
