import type { OrderBy } from '../entities/search.js';

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
