import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type {
  DashboardInsights,
  DeploymentIndex,
  Facet,
  SiteEngagementInsights,
  SiteMetrics,
  SiteSearchInsights,
} from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { DashboardsRoutes } from '../../../app/dashboards-routes';

const server = createMswServer();

// jsdom lays nothing out: the charts' containers get the size a browser would give them, so recharts draws.
const boundingRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 480, height: 260 })
      : boundingRect.call(this);
  });
});
afterAll(() => jest.restoreAllMocks());

const PERIOD = { dateFilter: 'Past 3 months', from: '2026-08-28T09:00:00.000Z', to: '2026-11-28T09:00:00.000Z' };
const DEFAULT_FILTERS = 'published_date_Past 3 months';
const CASE_STUDY_FILTERS = 'content_types_Case Study,published_date_Past 3 months';

const facet = (name: string, displayName: string, groupName: string, values: [string, number][]): Facet => ({
  name,
  displayName,
  groupName,
  groupOrder: 0,
  order: 0,
  displayInFilter: true,
  isMultiple: true,
  values: values.map(([value, count]) => ({ name: value, count, selected: false })),
});

/** As the server orders them: the insight facet order (clients before brands), groups in the facet group order. */
const dashboard = (contentTypes: [string, number][], totalRecords: number): DashboardInsights => ({
  insightType: 'tagged',
  period: PERIOD,
  totalRecords,
  facets: [
    facet('content_types', 'Content Types', 'Content', contentTypes),
    facet('agencies', 'Agencies', 'Organizations', [['Northwind Digital', 9]]),
    facet('topics', 'Topics', 'Content', []),
    facet('clients', 'Clients', 'Organizations', [['Acme, Inc.', 5]]),
    facet('brands', 'Brands', 'Organizations', [['Contoso', 2]]),
  ],
  facetGroups: [
    { name: 'Content', facets: ['content_types', 'topics'] },
    { name: 'Organizations', facets: ['agencies', 'clients', 'brands'] },
  ],
  series: [
    { month: '2026-09', documents: 8 },
    { month: '2026-10', documents: 14 },
    { month: '2026-11', documents: totalRecords - 22 },
  ],
});
const ALL = dashboard(
  [
    ['Case Study', 12],
    ['Report', 8],
  ],
  37,
);
const CASE_STUDIES = dashboard([['Case Study', 12]], 30);

const metrics = (assets: number, views: number): SiteMetrics => ({
  period: PERIOD,
  totals: { assets, views, downloads: 51, likes: 33, shares: 9, searches: 260, activeUsers: 18 },
  metricFilters: [
    {
      key: 'uploader/organizations',
      field: 'agencies',
      displayName: 'Agencies',
      values: [{ name: 'Northwind Digital', count: 9, selected: false }],
    },
    { key: 'uploader/clients', field: null, displayName: null, values: [] },
    {
      key: 'uploader/content_types',
      field: 'content_types',
      displayName: 'Content Types',
      values: [{ name: 'Case Study', count: assets, selected: false }],
    },
  ],
});

const SEARCHES: SiteSearchInsights = {
  period: PERIOD,
  totalRequests: 260,
  noResults: 13,
  topSearched: [
    { query: 'retail media', count: 21 },
    { query: 'cannes', count: 9 },
  ],
  queriesOfOnePersonShown: false,
  interval: 'week',
  series: [
    { start: '2026-11-16', searches: 18, noResults: 1 },
    { start: '2026-11-23', searches: 31, noResults: 4 },
  ],
};

const ENGAGEMENT: SiteEngagementInsights = {
  period: PERIOD,
  totals: { views: 420, downloads: 51, likes: 33, shares: 9 },
  topViewed: [{ assetId: 812, docId: 'doc-812', title: 'Q3 retail case', count: 40 }],
  topLiked: [],
  topDownloaded: [{ assetId: 5, docId: 'doc/5', title: 'Board pack', count: 7 }],
};

type Body = { searchParameters?: { filters?: string }; insightType?: string; top?: number };

interface Calls {
  dashboards: Body[];
  metrics: Body[];
  searches: Body[];
  engagement: Body[];
}

/** The four insight calls of site 4, answering by the filters asked for; `dashboards` may answer otherwise. */
function serve(answer: { dashboards?: (body: Body, call: number) => Response } = {}): Calls {
  const calls: Calls = { dashboards: [], metrics: [], searches: [], engagement: [] };
  const filtered = (body: Body) => body.searchParameters?.filters === CASE_STUDY_FILTERS;
  server.use(
    http.post(`${TEST_API_BASE}/v2/dashboards/4`, async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.dashboards.push(body);
      return (
        answer.dashboards?.(body, calls.dashboards.length) ?? HttpResponse.json(filtered(body) ? CASE_STUDIES : ALL)
      );
    }),
    http.post(`${TEST_API_BASE}/v2/deploymentIndexes/4/insights`, async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.metrics.push(body);
      return HttpResponse.json(filtered(body) ? metrics(30, 310) : metrics(37, 420));
    }),
    http.post(`${TEST_API_BASE}/v2/deploymentIndexes/4/insights/searches`, async ({ request }) => {
      calls.searches.push((await request.json()) as Body);
      return HttpResponse.json(SEARCHES);
    }),
    http.post(`${TEST_API_BASE}/v2/deploymentIndexes/4/insights/engagement`, async ({ request }) => {
      calls.engagement.push((await request.json()) as Body);
      return HttpResponse.json(ENGAGEMENT);
    }),
  );
  return calls;
}

const SETTINGS = {
  chartColors: '["#1f4e79", "#f2a900"]',
  '--chartPrimaryColor': '#0b6e4f',
  '--chart-background': '#1e1e1e',
  '--chart-guide-color': '#555555',
  '--chart-text-font': 'Inter, Arial, sans-serif',
};

const siteContext = (settings: Record<string, string | null> = SETTINGS): SiteContext => ({
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: { deploymentIndexId: 4, name: 'Northwind Discovery', chartTheme: null } as DeploymentIndex,
  settings,
  theme: null,
  ragEndpoint: null,
});

function open(path: string, context: SiteContext | null = siteContext()) {
  const platform = createTestPlatform({ path, site$: new BehaviorSubject<SiteContext | null>(context) });
  const view = renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
  const search = () => new URLSearchParams(platform.location$.getValue().search);
  return { ...view, platform, search };
}

/** A chart card by its caption. */
const figure = (caption: string) => screen.getByRole('figure', { name: caption });

/** The rows of a chart card's table view, as text cells. */
async function tableOf(caption: string, user: ReturnType<typeof userEvent.setup>) {
  // antd's segmented radios take clicks on their labels.
  await user.click(within(figure(caption)).getByRole('radio', { name: 'Table' }).closest('label')!);
  const table = within(figure(caption)).getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('Pattern Analysis', () => {
  it('asks for the dashboard insights and the figures of the last 3 months when the URL names no period', async () => {
    const calls = serve();
    open('/home/patterns');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pattern Analysis' })).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Content Types' })).toBeVisible();
    expect(calls.dashboards).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS }, insightType: 'tagged' }]);
    expect(calls.metrics).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS } }]);
    // Pattern Analysis charts the dashboard insights only.
    expect(calls.searches).toEqual([]);
    expect(calls.engagement).toEqual([]);
    const overview = screen.getByRole('list', { name: 'Figures, past 3 months' });
    expect(within(overview).getByText('Assets').parentElement).toHaveTextContent('37');
    expect(within(overview).getByText('Active people').parentElement).toHaveTextContent('18');
  });

  it("keeps the server's facet order, grouped by facet group, and names the facets without values", async () => {
    serve();
    open('/home/patterns');
    await screen.findByRole('figure', { name: 'Content Types' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Overview',
      'Documents published per month',
      'Content',
      'Organizations',
    ]);
    const captions = screen.getAllByRole('figure').map((item) => item.getAttribute('aria-labelledby'));
    expect(captions.map((id) => document.getElementById(id!)!.textContent)).toEqual([
      'Documents per month',
      'Content Types',
      'Agencies',
      'Clients',
      'Brands',
    ]);
    const content = screen.getByRole('region', { name: 'Content' });
    expect(within(content).getByText('No values in this period: Topics.')).toBeVisible();
  });

  it('reads each chart out in short and shows the same numbers in its table view', async () => {
    const user = userEvent.setup();
    serve();
    open('/home/patterns');
    await screen.findByRole('figure', { name: 'Content Types' });
    expect(within(figure('Content Types')).getByRole('img')).toHaveAccessibleName(
      'Content Types, 2 values, most first: Case Study 12, Report 8.',
    );
    // One image to assistive technology: nothing inside it is in the tab order.
    const plot = within(figure('Content Types')).getByRole('img');
    expect(plot.querySelector('svg')).not.toBeNull();
    expect(plot.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
    expect(await tableOf('Content Types', user)).toEqual([
      ['Content Types', 'Documents'],
      ['Case Study', '12'],
      ['Report', '8'],
    ]);
    expect(within(figure('Content Types')).queryByRole('img')).toBeNull();
    const months = await tableOf('Documents per month', user);
    expect(months.map((row) => row[1])).toEqual(['Documents', '8', '14', '15']);
  });

  it("paints the charts with the site's chart settings", async () => {
    serve();
    const { container } = open('/home/patterns');
    await screen.findByRole('figure', { name: 'Content Types' });
    const plot = within(figure('Content Types')).getByRole('img');
    expect(plot).toHaveStyle({ background: '#1e1e1e', fontFamily: 'Inter, Arial, sans-serif' });
    // Light text on the dark background of the settings (white: 16.7:1 on #1e1e1e).
    expect(plot).toHaveStyle({ color: '#ffffff' });
    await waitFor(() => expect(container.querySelector('.recharts-bar-rectangle path')).not.toBeNull());
    expect(container.querySelector('.recharts-bar-rectangle path')).toHaveAttribute('fill', '#0b6e4f');
  });

  it("falls back to the theme's colours when the settings are missing or not colours", async () => {
    serve();
    open(
      '/home/patterns',
      siteContext({ '--chart-background': 'url(javascript:alert(1))', '--chartPrimaryColor': '' }),
    );
    await screen.findByRole('figure', { name: 'Content Types' });
    const plot = within(figure('Content Types')).getByRole('img');
    expect(plot.style.background).not.toContain('javascript');
    expect(plot).toHaveStyle({ background: '#ffffff' });
  });

  it("logs 'Error Fetching insights' when the dashboard insights fail, shows the failure and tries again", async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serve({
      dashboards: (_body, call) =>
        call === 1
          ? HttpResponse.json({ error: 'The search engine is not answering.' }, { status: 503 })
          : HttpResponse.json(ALL),
    });
    open('/home/patterns');
    expect(await screen.findByText('The insights could not be loaded.')).toBeVisible();
    expect(screen.getByText('The search engine is not answering.')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Error Fetching insights', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Content Types' })).toBeVisible();
    expect(calls.dashboards).toHaveLength(2);
    logged.mockRestore();
  });

  it('says when nothing was published in the period and offers a longer one', async () => {
    const user = userEvent.setup();
    const calls = serve({
      dashboards: (body) =>
        HttpResponse.json(body.searchParameters?.filters === DEFAULT_FILTERS ? { ...ALL, totalRecords: 0 } : ALL),
    });
    const { search } = open('/home/patterns');
    expect(await screen.findByText('No documents were published in the past 3 months.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show the past 6 months' }));
    await waitFor(() => expect(search().get('facets')).toBe('published_date_Past 6 months'));
    expect(await screen.findByRole('figure', { name: 'Content Types' })).toBeVisible();
    expect(calls.dashboards.at(-1)).toMatchObject({ searchParameters: { filters: 'published_date_Past 6 months' } });
  });
});

describe('Analytics & Insights', () => {
  it('charts the figures, the assets by field, the searches and the engagement of the period', async () => {
    const calls = serve();
    open('/home/insights');
    expect(await screen.findByRole('heading', { level: 2, name: 'Analytics & Insights' })).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Searches per week' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Agencies' })).toBeVisible();
    // The site has no clients field: its chart is left out.
    expect(screen.queryByRole('figure', { name: 'Clients' })).toBeNull();
    expect(screen.getByText(/found nothing \(/)).toHaveTextContent('13 found nothing (5%)');
    expect(screen.getByText('Only queries searched by at least two people are listed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'retail media' })).toHaveAttribute(
      'href',
      '/sites/4/search?q=retail%20media',
    );
    const viewed = await screen.findByRole('region', { name: 'Most viewed' });
    expect(within(viewed).getByRole('link', { name: 'Q3 retail case' })).toHaveAttribute(
      'href',
      '/sites/4/content/doc-812/home',
    );
    expect(within(viewed).getByRole('listitem')).toHaveTextContent('40 views');
    expect(screen.getByRole('link', { name: 'Board pack' })).toHaveAttribute('href', '/sites/4/content/doc%2F5/home');
    expect(
      within(screen.getByRole('region', { name: 'Most liked' })).getByText('No likes in this period.'),
    ).toBeVisible();
    expect(calls.searches).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS } }]);
    expect(calls.engagement).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS }, top: 10 }]);
  });

  it('applies a chosen value to the URL, every request and the charts, and removes it with its chip', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const { search } = open('/home/insights');
    await screen.findByRole('figure', { name: 'Searches per week' });
    expect(await tableOf('Content Types', user)).toEqual([
      ['Content Types', 'Assets'],
      ['Case Study', '37'],
    ]);

    await user.click(await screen.findByRole('combobox', { name: 'Content Types' }));
    await user.click(await screen.findByTitle('Case Study (12)'));

    await waitFor(() => expect(search().get('facets')).toBe('content_types_Case Study'));
    await waitFor(() => expect(calls.engagement).toHaveLength(2));
    for (const call of [calls.dashboards, calls.metrics, calls.searches, calls.engagement])
      expect(call.at(-1)).toMatchObject({ searchParameters: { filters: CASE_STUDY_FILTERS } });
    const overview = screen.getByRole('list', { name: 'Figures, past 3 months' });
    await waitFor(() => expect(within(overview).getByText('Views').parentElement).toHaveTextContent('310'));
    expect(await tableOf('Content Types', user)).toEqual([
      ['Content Types', 'Assets'],
      ['Case Study', '30'],
    ]);

    const chips = screen.getByRole('group', { name: 'Current filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Content Types: Case Study' }));
    await waitFor(() => expect(search().has('facets')).toBe(false));
    await waitFor(() => expect(within(overview).getByText('Views').parentElement).toHaveTextContent('420'));
  });

  it('changes the period through the date filter and keeps it when moving to Pattern Analysis', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const { search, platform } = open('/home/insights?facets=clients_Acme\\,%20Inc.');
    await screen.findByRole('figure', { name: 'Searches per week' });
    expect(calls.metrics[0]).toEqual({
      searchParameters: { filters: 'clients_Acme\\, Inc.,published_date_Past 3 months' },
    });
    expect(screen.getByRole('button', { name: 'Remove filter Clients: Acme, Inc.' })).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Past 12 months'));
    await waitFor(() => expect(search().get('facets')).toBe('clients_Acme\\, Inc.,published_date_Past 12 months'));
    await waitFor(() =>
      expect(calls.metrics.at(-1)).toEqual({
        searchParameters: { filters: 'clients_Acme\\, Inc.,published_date_Past 12 months' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Period: Past 12 months' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Pattern Analysis' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pattern Analysis' })).toBeVisible();
    expect(platform.location$.getValue().pathname).toBe('/home/patterns');
    expect(search().get('facets')).toBe('clients_Acme\\, Inc.,published_date_Past 12 months');
    // No filter form on Pattern Analysis; its chips still remove a filter.
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(search().has('facets')).toBe(false));
  });

  it('folds the fields of the filter form away on a phone, saying how many values are chosen', async () => {
    const user = userEvent.setup();
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      serve();
      open('/home/insights?facets=content_types_Report');
      const summary = await screen.findByText('Filter by field (1 chosen)');
      expect(screen.getByRole('combobox', { name: 'Content Types' })).not.toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Period' })).toBeVisible();
      await user.click(summary);
      expect(screen.getByRole('combobox', { name: 'Content Types' })).toBeVisible();
    } finally {
      window.innerWidth = width;
    }
  });

  it('asks to choose a site when there is none', async () => {
    open('/home/insights', null);
    expect(await screen.findByText('Choose a site to see its insights.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'My sites' })).toBeVisible();
  });
});
