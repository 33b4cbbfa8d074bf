import type { ReactNode } from 'react';
import type { Theme } from '@portal/contracts';
import type { DetailsPage, EntityKind } from '../../../lib/routes';
import type { ActionableEntity, HeaderOverlays } from './header-actions';

/** What the details header shows of a collection or group. */
export interface DetailedEntity extends ActionableEntity {
  description: string;
  isConfidential: boolean;
  isFeatured: boolean;
  theme: Theme;
}

/** Where a details tab is and what it may link to. */
export interface TabPlace {
  /** The `:page` of the route. */
  page: string;
  /** The site of the links: the route's, or null on a route without a site. */
  linkSite: number | null;
  phone: boolean;
}

/** What the details page of one kind needs: its tabs, words, query, role, actions and tab contents. */
export interface DetailsKind<E extends DetailedEntity> {
  kind: EntityKind;
  /** The thing in sentences, e.g. 'collection'. */
  noun: string;
  /** The name of the tabs, e.g. 'Collection pages'. */
  tabsLabel: string;
  pages: readonly DetailsPage[];
  useDetails: (id: number, options: { skip: boolean }) => { data?: E; error?: unknown };
  /** The signed-in user's role for the badge. */
  roleOf: (entity: E, email: string | null | undefined) => string;
  /** The panels and dialogs of the header's actions (header-actions.ts). */
  overlays: HeaderOverlays;
  toggles: (entity: E, admin: boolean) => ReactNode;
  /** Collections only: whether it is flagged related (a tag), and the switch its editors change that with. */
  related?: { isRelated: (entity: E) => boolean; control: (entity: E) => ReactNode };
  /** The contents of the tab of the route. */
  tab: (entity: E, place: TabPlace) => ReactNode;
}
