import { itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { SearchRoutes } from './search-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/search', 'Search Results'],
  ['/sites/3/search', 'Search Results'],
];

describe('SearchRoutes', () => itShowsRouteTitles(SearchRoutes, ROUTES));
