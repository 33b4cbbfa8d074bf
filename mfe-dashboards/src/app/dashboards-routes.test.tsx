import { screen, waitFor } from '@testing-library/react';
import { createAppStore } from '@portal/api-client';
import {
  createMswServer,
  createTestPlatform,
  itShowsRouteTitles,
  renderWithPlatform,
  type RouteTitle,
} from '@portal/test-utils';
import { fakeAwardsApi } from '../testing/fake-awards-api';
import { DashboardsRoutes } from './dashboards-routes';

const server = createMswServer();

/**
 * Path → the spec's page title (and where a redirect lands). Home and the announcements read the server: their
 * titles are checked below and in their own suites (home-page.test.tsx, announcements-page.test.tsx). Without a
 * current site the awards pages ask nothing (they ask for a site); a site's awards are checked below.
 */
const ROUTES: RouteTitle[] = [
  ['/home/insights', 'Analytics & Insights'],
  ['/home/patterns', 'Pattern Analysis'],
  ['/awards', 'Awards'],
  ['/awards/results', 'Award Results - Regional View', '/awards/results/regional-view'],
  ['/awards/results/office-view', 'Award Results - Office View'],
  ['/awards/results/category-view', 'Award Results - Category View'],
  ['/awards/results/winners-list-view', 'Award Results - Winners List View'],
  ['/awards/leaderboard', 'Cadre Rankings'],
  ['/awards/showcase', 'Award Showcase'],
  ['/awards/leaderboardandresults', 'Leaderboard and Results'],
  ['/awards/insights/cannes', 'Cannes Lions Award Advance Analytics Performance Tracker Dashboard'],
  ['/bidashboards', 'BI Dashboards', '/bidashboards/home'],
  ['/bidashboards/brand-rankings', 'Brand Rankings'],
  ['/bidashboards/holding-companies', 'Holding Companies'],
  ['/bidashboards/network-companies', 'Network Companies'],
  ['/bidashboards/brand-rankings-preview', 'Brand Rankings Preview'],
];

describe('DashboardsRoutes', () => {
  itShowsRouteTitles(DashboardsRoutes, ROUTES);

  // Without a site, home asks the server nothing: only its title shows.
  it.each(['/home', '/sites/5'])('%s is the home page, titled "Home"', async (path) => {
    const platform = createTestPlatform({ path });
    renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
    await waitFor(() => expect(document.title).toBe('Home'));
    expect(platform.location$.getValue().pathname).toBe('/home');
  });

  // Sent there by the shell from an awards or BI page of a site the user may not open (the remote is still mounted).
  it('leaves the Site Not Found page to the shell: draws nothing and stays there', () => {
    const platform = createTestPlatform({ path: '/sites/notfound' });
    const { container } = renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
    expect(container).toBeEmptyDOMElement();
    expect(platform.location$.getValue().pathname).toBe('/sites/notfound');
  });

  // A site's awards entry opens that site's results: the page reads them.
  it('/sites/5/awards redirects to the award results, titled "Award Results - Regional View"', async () => {
    const fake = fakeAwardsApi(server, { siteId: 5 });
    const platform = createTestPlatform({ path: '/sites/5/awards' });
    renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Award Results - Regional View' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Award Results - Regional View'));
    expect(platform.location$.getValue().pathname).toBe('/sites/5/awards/results/regional-view');
    await waitFor(() =>
      expect(fake.calls.data).toEqual([
        { method: 'GET', query: { deploymentIndexId: '5', awardResultType: 'region' } },
      ]),
    );
  });

  it.each(['/awards/anything', '/sites/5/awards/anything'])('%s goes to the awards entry', async (path) => {
    fakeAwardsApi(server, { siteId: 5 });
    const platform = createTestPlatform({ path });
    renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
    const [title, landing] = path.startsWith('/sites')
      ? ['Award Results - Regional View', '/sites/5/awards/results/regional-view']
      : ['Awards', '/awards'];
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(platform.location$.getValue().pathname).toBe(landing);
  });

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
