import { itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { DashboardsRoutes } from './dashboards-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/home', 'Home'],
  ['/home/insights', 'Analytics & Insights'],
  ['/home/patterns', 'Pattern Analysis'],
  ['/sites/5', 'Home', '/home'],
  ['/awards', 'Awards'],
  ['/awards/results', 'Award Results - Regional View', '/awards/results/regional-view'],
  ['/awards/results/office-view', 'Award Results - Office View'],
  ['/awards/results/category-view', 'Award Results - Category View'],
  ['/awards/results/winners-list-view', 'Award Results - Winners List View'],
  ['/awards/leaderboard', 'Cadre Rankings'],
  ['/awards/showcase', 'Award Showcase'],
  ['/awards/leaderboardandresults', 'Leaderboard and Results'],
  ['/awards/insights/cannes', 'Cannes Lions Award Advance Analytics Performance Tracker Dashboard'],
  ['/sites/5/awards', 'Award Results - Regional View', '/sites/5/awards/results/regional-view'],
  ['/sites/5/announcements', 'Announcements'],
  ['/sites/5/announcements/spring-update', 'Announcements'],
  ['/bidashboards', 'BI Dashboards', '/bidashboards/home'],
  ['/bidashboards/brand-rankings', 'Brand Rankings'],
  ['/bidashboards/holding-companies', 'Holding Companies'],
  ['/bidashboards/network-companies', 'Network Companies'],
  ['/bidashboards/brand-rankings-preview', 'Brand Rankings Preview'],
];

describe('DashboardsRoutes', () => itShowsRouteTitles(DashboardsRoutes, ROUTES));
