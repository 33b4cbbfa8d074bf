import type { Facet } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import type { FacetValueCount } from './field-facets.js';
import type { WordGroups } from './match-index/site-match-index.js';
import type { UserHit } from './visible-ranking.js';

/** The words of a query: as typed (normalised), and grouped as matching uses them (keyword-ranking.ts). */
export interface QueryWords {
  text: string;
  groups: WordGroups;
  phrase: boolean;
}

/** What a matched set counts to. */
export interface MatchCounts {
  /** Matched documents, when counted. */
  totalRecords: number | undefined;
  /** The site's facets (spec §3) over the matched set, for a facet query. */
  facets: Facet[];
  /** Value counts of the fields asked for, by field name, for a search filtered by a condition. */
  fieldFacets: Map<string, FacetValueCount[]>;
}

/**
 * Where a search finds its matched set (which documents match, the totals and facets, listing in an order other
 * than relevance): the site's match index in memory (memory-matching.ts) or the database (database-matching.ts).
 * `Matched` is the matched set as that place holds it; `Order` an order it can list in.
 */
export interface SiteMatching<Matched, Order> {
  /** What the filter keeps, as conditions on search_documents (alias d) for the rankers. */
  conditions: SQL[];
  /** Keyword matching needs every word (Azure's searchMode all), not any. */
  allWords: boolean;
  /** The order asked for (null: relevance), and the one of a search without words (newest first). */
  order: Order | null;
  newestFirst: Order;
  /** Whether the documents of a page listed in the asked order keep their relevance scores (Azure's $orderby). */
  ranksOrderedPage: boolean;
  everything(): Matched;
  /** Documents with the words (any group, every word, or the phrase); a private asset the user may not open by title. */
  withWords(words: QueryWords): Promise<Matched>;
  ofDocuments(assetIds: number[]): Matched;
  union(base: Matched, more: Matched): Matched;
  /** The counts of the matched set under the filter, and pages of it in an order. */
  count(matched: Matched): Promise<MatchCounts & { page(order: Order, skip: number, top: number): Promise<UserHit[]> }>;
}

/** Matching with its request checked, before anything is read for it (a search without words to look for needs nothing). */
export interface MatchingPlan<Matched, Order> {
  /** The counts of a search that matches nothing. */
  nothing(): MatchCounts;
  open(): Promise<SiteMatching<Matched, Order>>;
}
