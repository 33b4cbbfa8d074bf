import { itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { AdminRoutes } from './admin-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/admin', 'Manage Users', '/admin/users'],
  ['/admin/users', 'Manage Users'],
  ['/admin/users/list', 'Users'],
];

describe('AdminRoutes', () => itShowsRouteTitles(AdminRoutes, ROUTES));
