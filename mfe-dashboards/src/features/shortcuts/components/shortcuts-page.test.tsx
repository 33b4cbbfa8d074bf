import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { NavigationPageGroup, QuickLink } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { DashboardsRoutes } from '../../../app/dashboards-routes';

const server = createMswServer();

const page = (pageId: number, name: string, path: string) => ({
  pageId,
  name,
  path,
  code: `p${pageId}`,
  iconValue: null,
});

// Given out of order: the launcher lists the groups by `order`.
const NAVIGATION: NavigationPageGroup[] = [
  {
    pageGroupingId: 2,
    name: 'Insights',
    code: 'insights',
    order: 2,
    pages: [
      page(21, 'Awards Results', '/awards/results'),
      page(22, 'Brand tracker', 'https://bi.example.com/brands'),
      page(23, 'Request Access', '{{requestAccessFormUrl}}'),
    ],
  },
  {
    pageGroupingId: 1,
    name: 'Discover',
    code: 'discover',
    order: 1,
    pages: [
      page(11, 'Search', '/search'),
      page(12, 'Holding Companies', 'bidashboards/holding-companies'),
      page(13, 'Help centre', '{{helpUrl}}'),
    ],
  },
];

const QUICK_LINKS: QuickLink[] = [
  {
    quickLinkId: 7,
    name: 'Team links',
    quickLinkValues: [
      { quickLinkValueId: 71, quickLinkId: 7, name: 'Brand guidelines', value: 'https://brand.example.com/guide' },
      { quickLinkValueId: 72, quickLinkId: 7, name: 'Write to the editors', value: 'mailto:editors@example.com' },
    ],
  },
];

/** The fake API: the site's navigation and quick links; every address asked for is kept, with its token. */
function fakeApi(options: { navigation?: NavigationPageGroup[] | 'error'; quickLinks?: QuickLink[] | 'error' } = {}) {
  const asked: string[] = [];
  const tokens: (string | null)[] = [];
  const answer = (value: NavigationPageGroup[] | QuickLink[] | 'error', message: string) =>
    value === 'error' ? HttpResponse.json({ error: message }, { status: 403 }) : HttpResponse.json(value);
  server.use(
    http.get(`${TEST_API_BASE}/v2/acl/portal/navigationItems/:id`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      tokens.push(request.headers.get('Authorization'));
      return answer(options.navigation ?? NAVIGATION, 'You cannot use this site.');
    }),
    http.get(`${TEST_API_BASE}/v2/deploymentIndex/quicklinks/:id`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return answer(options.quickLinks ?? QUICK_LINKS, 'Quick links are switched off.');
    }),
  );
  return { asked, tokens };
}

function renderShortcuts(site: SiteContext | null = testSiteContext()) {
  const platform = createTestPlatform({
    path: '/kurukkuvazhi',
    site$: new BehaviorSubject<SiteContext | null>(site),
  });
  renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
  return platform;
}

const filterBox = () => screen.findByRole('searchbox', { name: 'Filter shortcuts' });
const status = () => screen.getByRole('status');

describe('the shortcuts launcher (/kurukkuvazhi)', () => {
  it("lists the site's navigation, then its quick links, each a link, asked for the current site", async () => {
    const api = fakeApi();
    renderShortcuts({ ...testSiteContext(), settings: { helpUrl: 'https://help.example.com' } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Kurukkuvazhi' })).toBeVisible(); // the page's code is fetched on demand
    expect(screen.getByText('Shortcuts to every page you can open on Nordic Insights')).toBeVisible();
    await filterBox();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Discover',
      'Insights',
      'Team links',
    ]);

    const discover = within(screen.getByRole('region', { name: 'Discover' }));
    expect(discover.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(discover.getByRole('link', { name: 'Holding Companies' })).toHaveAttribute(
      'href',
      '/bidashboards/holding-companies',
    );
    // A placeholder filled from the site's values.
    const help = discover.getByRole('link', { name: /Help centre/ });
    expect(help).toHaveAttribute('href', 'https://help.example.com');
    expect(help).toHaveAttribute('target', '_blank');

    const insights = within(screen.getByRole('region', { name: 'Insights' }));
    expect(insights.getByRole('link', { name: /Brand tracker/ })).toHaveAttribute('target', '_blank');
    // Its placeholder has no value here: it cannot be followed, so it is not offered.
    expect(screen.queryByText('Request Access')).not.toBeInTheDocument();

    const team = within(screen.getByRole('region', { name: 'Team links' }));
    expect(team.getByRole('link', { name: /Brand guidelines/ })).toHaveAttribute(
      'href',
      'https://brand.example.com/guide',
    );
    const mail = team.getByRole('link', { name: 'Write to the editors' });
    expect(mail).toHaveAttribute('href', 'mailto:editors@example.com');
    expect(mail).not.toHaveAttribute('target');

    expect(status()).toHaveTextContent('7 of 7 shortcuts. Enter opens Search.');
    expect(api.asked.sort()).toEqual([
      '/api/v2/acl/portal/navigationItems/12',
      '/api/v2/deploymentIndex/quicklinks/12',
    ]);
    expect(api.tokens).toEqual(['Bearer test-token']);
  });

  it('narrows the list as one types, by name or group, and says when nothing matches', async () => {
    fakeApi();
    renderShortcuts();
    const box = await filterBox();
    expect(box).toHaveFocus();

    await userEvent.type(box, 'brand');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Brand tracker (opens in a new tab)',
      'Brand guidelines (opens in a new tab)',
    ]);
    expect(status()).toHaveTextContent('2 of 6 shortcuts. Enter opens Brand tracker.');

    await userEvent.clear(box);
    await userEvent.type(box, 'TEAM editors');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Write to the editors']);

    await userEvent.type(box, 'x');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(status()).toHaveTextContent('No shortcut matches “TEAM editorsx”.');
    // Enter with nothing to open does nothing.
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('TEAM editorsx');
  });

  it('opens the first match with Enter', async () => {
    fakeApi();
    // The BI page opened asks which BI pages are dashboard assets of the site: none.
    server.use(http.get(`${TEST_API_BASE}/v2/dashboards/biPages`, () => HttpResponse.json([])));
    const platform = renderShortcuts();
    const box = await filterBox();
    await userEvent.type(box, 'hold');
    expect(status()).toHaveTextContent('Enter opens Holding Companies.');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Holding Companies' })).toBeVisible();
    expect(platform.location$.getValue().pathname).toBe('/bidashboards/holding-companies');
  });

  it('moves the highlighted entry with the arrow keys, wrapping at both ends, and starts again at the first', async () => {
    fakeApi();
    const platform = renderShortcuts();
    const box = await filterBox();

    await userEvent.keyboard('{ArrowUp}');
    expect(status()).toHaveTextContent('Enter opens Write to the editors.');
    await userEvent.keyboard('{ArrowDown}');
    expect(status()).toHaveTextContent('Enter opens Search.');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(status()).toHaveTextContent('Enter opens Awards Results.');

    // A new filter highlights its first match again.
    await userEvent.type(box, 's');
    expect(status()).toHaveTextContent('Enter opens Search.');
    await userEvent.keyboard('{ArrowDown}');
    expect(status()).toHaveTextContent('Enter opens Holding Companies.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(platform.location$.getValue().pathname).toBe('/bidashboards/holding-companies'));
  });

  it('says that there is no site, and asks the server nothing', async () => {
    const api = fakeApi();
    renderShortcuts(null);
    expect(await screen.findByText('No site is selected: choose a site to see its shortcuts.')).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(api.asked).toEqual([]);
  });

  it("shows why the navigation could not be loaded, and still offers the site's quick links", async () => {
    fakeApi({ navigation: 'error' });
    renderShortcuts();
    expect(await screen.findByText("The site's navigation could not be loaded.")).toBeVisible();
    expect(screen.getByText('You cannot use this site.')).toBeVisible();
    await filterBox();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows the navigation when the quick links fail', async () => {
    fakeApi({ quickLinks: 'error' });
    renderShortcuts();
    expect(await screen.findByText("The site's quick links could not be loaded.")).toBeVisible();
    expect(screen.getByText('Quick links are switched off.')).toBeVisible();
    expect(status()).toHaveTextContent('4 of 4 shortcuts.');
  });

  it('says when the site has nothing to open', async () => {
    fakeApi({ navigation: [], quickLinks: [] });
    renderShortcuts();
    expect(await screen.findByText('There are no pages to open on Nordic Insights.')).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
