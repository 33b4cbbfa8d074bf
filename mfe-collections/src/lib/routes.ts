import type { CollectionCounts, CollectionListType } from '@portal/contracts';

/** The two kinds of thing this remote shows. */
export type EntityKind = 'collection' | 'group';

/** One list page of a section (spec §2.3 "Collection lists", "Group lists"). */
export interface ListPage {
  /** The `:page` of the route ('home' when absent). */
  page: string;
  /** The page title (document title and heading). */
  title: string;
  /** The label of its tab. */
  label: string;
  /** The list type of GET v2/collections and v2/groups. */
  type: CollectionListType;
  /** The size of the list in GET v2/collections/count and v2/groups/count. */
  count: keyof CollectionCounts;
}

/**
 * The collection lists of spec §2.3. Home shows the user's own collections (GET v2/collections' default type
 * `my`) under the section's title, so the section always opens on something of the user's; all-collections is
 * type all-public. Titles are those of the route table the section always had.
 */
export const COLLECTION_LIST_PAGES: readonly ListPage[] = [
  { page: 'home', title: 'Collections', label: 'My', type: 'my', count: 'my' },
  { page: 'my-collections', title: 'My Collections', label: 'My', type: 'my', count: 'my' },
  { page: 'shared-collections', title: 'Shared Collections', label: 'Shared', type: 'shared', count: 'shared' },
  { page: 'all-collections', title: 'All Collections', label: 'All', type: 'all-public', count: 'allPublic' },
  { page: 'pinned-collections', title: 'Collections Pinboard', label: 'Pinned', type: 'pinned', count: 'pinned' },
  {
    page: 'featured-collections',
    title: 'Featured Collections',
    label: 'Featured',
    type: 'featured',
    count: 'featured',
  },
  { page: 'starred-collections', title: 'Starred Collections', label: 'Starred', type: 'starred', count: 'starred' },
];

/** The group lists of spec §2.3, the same way (home: the user's own groups). */
export const GROUP_LIST_PAGES: readonly ListPage[] = [
  { page: 'home', title: 'Groups', label: 'My', type: 'my', count: 'my' },
  { page: 'my', title: 'My Groups', label: 'My', type: 'my', count: 'my' },
  { page: 'shared', title: 'Shared Groups', label: 'Shared', type: 'shared', count: 'shared' },
  { page: 'all', title: 'All Groups', label: 'All', type: 'all-public', count: 'allPublic' },
  { page: 'pinned', title: 'Groups Pinboard', label: 'Pinned', type: 'pinned', count: 'pinned' },
  { page: 'featured', title: 'Featured Groups', label: 'Featured', type: 'featured', count: 'featured' },
  { page: 'starred', title: 'Starred Groups', label: 'Starred', type: 'starred', count: 'starred' },
];

/** The tabs of a details page: its `:page`, title and tab label (spec §2.3 "Collection details", "Group details"). */
export interface DetailsPage {
  page: string;
  title: string;
  label: string;
  /** Shown only to those who may edit the collection or group (its history: the server answers only them). */
  editorsOnly?: boolean;
}

export const COLLECTION_DETAILS_PAGES: readonly DetailsPage[] = [
  { page: 'home', title: 'Collection Pinboard', label: 'Pinboard' },
  { page: 'assets', title: 'Collection Assets', label: 'Assets' },
  { page: 'members', title: 'Collection Members', label: 'Members' },
  { page: 'history', title: 'Collection History', label: 'History', editorsOnly: true },
];

export const GROUP_DETAILS_PAGES: readonly DetailsPage[] = [
  { page: 'home', title: 'Group Pinboard', label: 'Pinboard' },
  { page: 'collections', title: 'Group Collections', label: 'Collections' },
  { page: 'members', title: 'Group Members', label: 'Members' },
  { page: 'history', title: 'Group History', label: 'History', editorsOnly: true },
];

/** The section path of a kind: `/collections` or `/groups`, under `/sites/{siteId}` when a site is given. */
export function sectionPath(kind: EntityKind, siteId?: number | null, page?: string): string {
  const base = `${siteId ? `/sites/${siteId}` : ''}/${kind === 'collection' ? 'collections' : 'groups'}`;
  return page && page !== 'home' ? `${base}/${page}` : base;
}

/** A details page: `.../collections/details/{id}` or `.../groups/details/{id}`, then its tab unless home. */
export function detailsPath(kind: EntityKind, siteId: number | null | undefined, id: number, page?: string): string {
  const base = `${sectionPath(kind, siteId)}/details/${id}`;
  return page && page !== 'home' ? `${base}/${page}` : base;
}

/**
 * The named routes of spec §2.2 that this remote serves, each with its parameter (id) and where it leads; the
 * site prefix is optional (spec §2.1 non-site variants use the current site).
 */
export const NAMED_ROUTES = {
  CollectionDetails: {
    path: '/sites/:indexId/collections/details/:id',
    to: (siteId: number | null, id: number) => detailsPath('collection', siteId, id),
  },
  'collection-details-assets': {
    path: '/sites/:indexId/collections/details/:id/assets',
    to: (siteId: number | null, id: number) => detailsPath('collection', siteId, id, 'assets'),
  },
  'group-details-home': {
    path: '/sites/:indexId/groups/details/:id',
    to: (siteId: number | null, id: number) => detailsPath('group', siteId, id),
  },
  'group-details-collections': {
    path: '/sites/:indexId/groups/details/:id/collections',
    to: (siteId: number | null, id: number) => detailsPath('group', siteId, id, 'collections'),
  },
} as const;
export type RouteName = keyof typeof NAMED_ROUTES;
