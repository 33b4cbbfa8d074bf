import { screen, waitFor } from '@testing-library/react';
import { createAppStore } from '@portal/api-client';
import { createTestPlatform, itShowsRouteTitles, renderWithPlatform, type RouteTitle } from '@portal/test-utils';
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

describe('DashboardsRoutes', () => {
  itShowsRouteTitles(DashboardsRoutes, ROUTES);

  // The shortcuts launcher reads the store; without a site it asks the server nothing.
  it('/kurukkuvazhi shows "Kurukkuvazhi"', async () => {
    const platform = createTestPlatform({ path: '/kurukkuvazhi' });
    renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kurukkuvazhi' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kurukkuvazhi'));
  });

  it('leaves /experiment to the search remote', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const platform = createTestPlatform({ path: '/experiment' });
    const { container } = renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No routes matched location "/experiment"'));
    warn.mockRestore();
  });
});
