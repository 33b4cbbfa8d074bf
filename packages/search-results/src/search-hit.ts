import type { InteractionInsight, SearchDocument, SearchResult } from '@portal/contracts';
import type { AccessVisibility } from './access-visibility';

/**
 * A listed result document (SearchResult sends each as a record of the search-record fields) with its highlights
 * and the enrichments asked for (fetchThumbnails, fetchInteractionMetrics, fetchVisibility). `visibility` is set by
 * a screen that asks listDetails for access (access-visibility.ts); a hit without it was listed with its access.
 */
export type SearchHit = SearchDocument & {
  '@search.highlights'?: Record<string, string[]>;
  synopsis?: string | null;
  file_type_class?: string;
  '@search.score'?: number;
  isAccessible?: boolean;
  visibility?: AccessVisibility;
  thumbnailUrl?: string | null;
  interactionInsight?: InteractionInsight | null;
};

export type SearchResponse = Omit<SearchResult, 'documents'> & { documents: SearchHit[] };
