import { itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { CollectionsRoutes } from './collections-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/collections', 'Collections'],
  ['/collections/my-collections', 'My Collections'],
  ['/collections/all-collections', 'All Collections'],
  ['/collections/pinned-collections', 'Collections Pinboard'],
  ['/sites/2/collections/featured-collections', 'Featured Collections'],
  ['/collections/details/9', 'Collection Pinboard'],
  ['/collections/details/9/assets', 'Collection Assets'],
  ['/sites/2/collections/details/9/members', 'Collection Members'],
  ['/collections/details/9/unknown', 'Collection Pinboard', '/collections/details/9'],
  ['/groups', 'Groups'],
  ['/groups/pinned', 'Groups Pinboard'],
  ['/groups/details/4', 'Group Pinboard'],
  ['/groups/details/4/collections', 'Group Collections'],
  ['/sites/2/groups/details/4/members', 'Group Members'],
];

describe('CollectionsRoutes', () => itShowsRouteTitles(CollectionsRoutes, ROUTES));
