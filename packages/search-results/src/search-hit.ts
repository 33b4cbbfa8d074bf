import type { InteractionInsight, SearchDocument, SearchResult } from '@portal/contracts';

/**
 * A listed result document (SearchResult sends each as a record of the search-record fields) with its highlights
 * and the enrichments asked for (fetchThumbnails, fetchInteractionMetrics, fetchVisibility).
 */
export type SearchHit = SearchDocument & {
  '@search.highlights'?: Record<string, string[]>;
  synopsis?: string | null;
  file_type_class?: string;
  '@search.score'?: number;
  isAccessible?: boolean;
  thumbnailUrl?: string | null;
  interactionInsight?: InteractionInsight | null;
};

export type SearchResponse = Omit<SearchResult, 'documents'> & { documents: SearchHit[] };
