import type { ReactNode } from 'react';
import type { CollectionCounts, CollectionListType, PanelKey, Theme } from '@portal/contracts';
import type { EntityKind, ListPage } from '../../../lib/routes';

/** What a list shows of a collection or group on its card. */
export interface ListedEntity {
  name: string;
  description: string;
  isConfidential: boolean;
  isFeatured: boolean;
  theme: Theme;
}

/** What the list pages of one kind need: their tabs, words, queries and cards (collection-lists.tsx, group-lists.tsx). */
export interface ListKind<E extends ListedEntity> {
  kind: EntityKind;
  pages: readonly ListPage[];
  /** The name of the grid of cards, e.g. 'Collections'. */
  plural: string;
  newLabel: string;
  /** The panel that makes a new one. */
  newPanel: PanelKey;
  /** What to do when a list is empty, by list type. */
  empty: Record<CollectionListType, string>;
  /** Added to the empty featured list for a site administrator. */
  featureHint: string;
  useCounts: (siteId: number) => { data?: CollectionCounts };
  useList: (args: { deploymentIndexId: number; type: CollectionListType; currentPage: number }) => {
    data?: { rows: E[]; count: number };
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
  };
  /** Its id, what it holds (e.g. '3 assets') and, for a collection, whether it is flagged related. */
  card: (entity: E) => { id: number; count: string; related?: boolean };
  /** Its pin, star and feature toggles. */
  toggles: (entity: E, admin: boolean) => ReactNode;
}
