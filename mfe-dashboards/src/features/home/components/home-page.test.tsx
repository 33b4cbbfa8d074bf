import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { Asset, AssetStream, AssetStreams, DeploymentIndex, PermissionMap, SiteMetrics } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { DashboardPage } from './home-page';

const HERO_PATH = 'v2/deploymentIndexes/theme/4/hero?v=1';
const seenAuthorization: (string | null)[] = [];

const asset = (assetId: number, title: string, extra: Partial<Asset> = {}): Asset =>
  ({
    assetId,
    docId: `doc-${assetId}`,
    title,
    fileName: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    created: '2026-11-20T09:00:00.000Z',
    contentTypeName: 'Case Study',
    contentTypes: ['Case Study'],
    thumbnailUrl: `v2/assets/document/thumbnail/doc-${assetId}`,
    isAccessible: true,
    ...extra,
  }) as Asset;

const node = (asset: Asset) => ({
  assetId: asset.assetId,
  docId: asset.docId,
  title: asset.title,
  fileName: asset.fileName,
  created: asset.created,
  contentTypes: asset.contentTypes,
  thumbnailUrl: asset.thumbnailUrl,
  isAccessible: asset.isAccessible,
  fileExtensionFileTypeCategory: 'pdf',
});
/** The Graph endpoint's latest uploads: two, then one more after the cursor 'c2'. */
const LATEST_PAGES: Record<string, { nodes: ReturnType<typeof node>[]; endCursor: string; hasNextPage: boolean }> = {
  first: {
    nodes: [node(asset(1, 'Harbour brief')), node(asset(2, 'Board pack', { isAccessible: false, thumbnailUrl: null }))],
    endCursor: 'c2',
    hasNextPage: true,
  },
  c2: { nodes: [node(asset(3, 'Launch plan'))], endCursor: 'c3', hasNextPage: false },
};
const featured: AssetStream = {
  code: 'featured-content',
  title: 'Featured content',
  kind: 'assets',
  count: 2,
  items: [asset(11, 'Brand book')],
};
const STREAMS: AssetStreams = {
  deploymentIndexId: 4,
  streams: [
    // Latest uploads and new cases come from the Graph endpoint: home asks this call for the featured streams only.
    { code: 'latest-uploads', title: 'Latest uploads', kind: 'assets', count: 99, items: [asset(98, 'Not shown')] },
    { code: 'new-cases', title: 'New cases', kind: 'assets', count: 0, items: [] },
    featured,
    {
      code: 'featured-collections',
      title: 'Featured collections',
      kind: 'collections',
      count: 1,
      items: [
        {
          collectionId: 7,
          name: 'Retail wins',
          collectionAssetsCount: 12,
          theme: { themeEntityId: 7, themeColor: null, secondaryThemeColor: null, heroUrl: null, thumbnailUrl: null },
        } as unknown as Extract<AssetStream, { kind: 'collections' }>['items'][number],
      ],
    },
  ],
};
const METRICS: SiteMetrics = {
  period: { dateFilter: 'Past 3 months', from: '2026-08-28T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
  totals: { assets: 37, views: 1420, downloads: 51, likes: 33, shares: 9, searches: 260, activeUsers: 18 },
  metricFilters: [],
};

const streamPages: unknown[] = [];
const streamCodesAsked: (string[] | undefined)[] = [];
const graphCalls: Record<string, unknown>[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/theme/4/hero`, ({ request }) => {
    seenAuthorization.push(request.headers.get('Authorization'));
    return new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } });
  }),
  http.get(`${TEST_API_BASE}/v2/assets/document/thumbnail/:docId`, () =>
    HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, { headers: { 'Content-Type': 'image/png' } }),
  ),
  http.get(`${TEST_API_BASE}/v2/assetStreams/4`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('includeFeaturedContent') !== 'true')
      return HttpResponse.json({ error: 'featured content was not asked for' }, { status: 400 });
    const codes = params.get('codes')?.split(',');
    streamCodesAsked.push(codes);
    return HttpResponse.json({
      ...STREAMS,
      streams: STREAMS.streams.filter((stream) => !codes || codes.includes(stream.code)),
    });
  }),
  http.post(`${TEST_API_BASE}/v2/assetStreams/4/featured-content/assets`, async ({ request }) => {
    streamPages.push(await request.json());
    return HttpResponse.json({ ...featured, items: [asset(12, 'Tone of voice')], currentPage: 2, rowsPerPage: 1 });
  }),
  http.post(`${TEST_API_BASE}/graphql`, async ({ request }) => {
    const { query, variables } = (await request.json()) as { query: string; variables: Record<string, unknown> };
    graphCalls.push(variables);
    if (query.includes('newCases'))
      return HttpResponse.json({
        data: { stream: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } },
      });
    const page = LATEST_PAGES[(variables.after as string | null) ?? 'first']!;
    return HttpResponse.json({
      data: {
        stream: {
          totalCount: 3,
          pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
          nodes: page.nodes,
        },
      },
    });
  }),
  http.post(`${TEST_API_BASE}/v2/deploymentIndexes/4/insights`, () => HttpResponse.json(METRICS)),
);

const site = (
  settings: Record<string, string | null>,
  heroUrl: string | null = HERO_PATH,
  pageTemplateCode = 'default',
): SiteContext => ({
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: {
    deploymentIndexId: 4,
    name: 'Northwind Discovery',
    welcomeMessage: 'Welcome to Northwind Discovery',
    pageTemplateCode,
  } as DeploymentIndex,
  settings,
  theme: { themeEntityId: 4, themeColor: '#1f4e79', secondaryThemeColor: null, heroUrl, thumbnailUrl: null },
  ragEndpoint: null,
});

function renderHome(context: SiteContext, permissions: PermissionMap = {}, path = '/home') {
  const platform = createTestPlatform({
    path,
    site$: new BehaviorSubject<SiteContext | null>(context),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  return renderWithPlatform(<DashboardPage />, { platform, store: createAppStore(platform) });
}

const currentPath = (platform: ReturnType<typeof renderHome>['platform']) => {
  const { pathname, search } = platform.location$.getValue();
  return `${pathname}${search}`;
};

beforeAll(() => {
  // jsdom has no object URLs; the browser's own are what the page hands to <img>.
  URL.createObjectURL = jest.fn(() => 'blob:image');
  URL.revokeObjectURL = jest.fn();
});

describe('home header', () => {
  it("shows the site's banner title, description and footer over its hero image, fetched with the bearer token", async () => {
    const { container } = renderHome(
      site({
        heroTitle: 'Find the work that wins',
        heroDescription: 'Case studies and credentials from across the group.',
        heroFooter: 'Ask the content team.',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find the work that wins' })).toBeInTheDocument();
    expect(screen.getByText('Case studies and credentials from across the group.')).toBeInTheDocument();
    expect(screen.getByText('Ask the content team.')).toBeInTheDocument();
    expect(document.title).toBe('Home');
    await waitFor(() => expect(container.querySelector('header img')).toHaveAttribute('src', 'blob:image'));
    expect(seenAuthorization.at(-1)).toBe('Bearer test-token');
  });

  it('falls back to the welcome message and the theme colour when nothing is customised', () => {
    const { container } = renderHome(site({ heroTitle: '  ', heroDescription: null }, null));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Northwind Discovery' })).toBeInTheDocument();
    expect(container.querySelector('header img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'User guide' })).not.toBeInTheDocument();
  });

  it('links the user guide when the site sets one', () => {
    renderHome(site({ userGuideLink: 'https://docs.example.com/guide' }));
    expect(screen.getByRole('link', { name: 'User guide' })).toHaveAttribute('href', 'https://docs.example.com/guide');
  });

  it("searches the site from the header: keyword with exact phrase, semantic, and the site's topics", async () => {
    const { platform } = renderHome(site({ homeTopics: 'Sustainability, Retail Media' }));
    const search = screen.getByRole('search', { name: 'Search this site' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search text' }), 'retail growth');
    await userEvent.click(within(search).getByRole('checkbox', { name: 'Exact Phrase' }));
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(currentPath(platform)).toBe('/sites/4/search?q=retail+growth&exactPhrase=true');

    await userEvent.click(within(search).getByRole('radio', { name: 'Semantic Query' }));
    expect(within(search).getByRole('checkbox', { name: 'Exact Phrase' })).toBeDisabled();
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(currentPath(platform)).toBe('/sites/4/search?q=retail+growth&semantic=true');

    const topics = within(search).getByRole('navigation', { name: 'Popular topics' });
    await userEvent.click(within(topics).getByRole('button', { name: 'Retail Media' }));
    expect(currentPath(platform)).toBe('/sites/4/search?q=Retail+Media');
  });

  it('offers the site actions only to site editors, opening the page customisations panel', async () => {
    const { unmount } = renderHome(site({}), { editDeploymentIndex: false });
    expect(screen.queryByRole('button', { name: 'Customize this site' })).not.toBeInTheDocument();
    unmount();

    const { platform } = renderHome(site({}), { editDeploymentIndex: true });
    const opened: unknown[] = [];
    platform.bus.on('panel/open').subscribe((event) => opened.push(event));
    await userEvent.click(screen.getByRole('button', { name: 'Customize this site' }));
    expect(opened).toEqual([expect.objectContaining({ key: 'pageCustomizations', props: { deploymentIndexId: 4 } })]);
  });
});

describe('home streams and activity', () => {
  it('shows each stream with its cards: thumbnails, links to the content page, a private asset unlinked', async () => {
    renderHome(site({}));
    const uploads = await screen.findByRole('region', { name: 'Latest uploads' });
    const brief = within(uploads).getByRole('article', { name: 'Harbour brief' });
    expect(within(brief).getByRole('link', { name: 'Harbour brief' })).toHaveAttribute(
      'href',
      '/sites/4/content/doc-1/home',
    );
    await waitFor(() => expect(brief.querySelector('img')).toHaveAttribute('src', 'blob:image'));
    const board = within(uploads).getByRole('article', { name: 'Board pack' });
    expect(within(board).queryByRole('link')).not.toBeInTheDocument();
    expect(within(board).getByText('Private: not accessible')).toBeInTheDocument();

    const collections = screen.getByRole('region', { name: 'Featured collections' });
    expect(within(collections).getByRole('link', { name: 'Retail wins' })).toHaveAttribute(
      'href',
      '/sites/4/collections/details/7',
    );
    expect(within(collections).getByText('12 assets')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'New cases' })).getByText(/No case studies yet/)).toBeVisible();
  });

  it('"Show more" continues the latest uploads after the last cursor (Graph endpoint), and a featured stream by page', async () => {
    renderHome(site({}));
    const uploads = await screen.findByRole('region', { name: 'Latest uploads' });
    expect(within(uploads).queryByText('Not shown')).not.toBeInTheDocument();
    // The REST call builds only the featured streams: the server does not list latest uploads twice.
    expect(streamCodesAsked.at(-1)).toEqual(['featured-content', 'featured-collections', 'featured-groups']);
    expect(graphCalls).toContainEqual({ site: 4, first: 20, after: null });
    await userEvent.click(within(uploads).getByRole('button', { name: 'Show more latest uploads' }));
    expect(await within(uploads).findByRole('article', { name: 'Launch plan' })).toBeInTheDocument();
    expect(within(uploads).getAllByRole('article')).toHaveLength(3);
    expect(graphCalls.at(-1)).toEqual({ site: 4, first: 20, after: 'c2' });
    expect(within(uploads).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    const featuredContent = screen.getByRole('region', { name: 'Featured content' });
    await userEvent.click(within(featuredContent).getByRole('button', { name: 'Show more featured content' }));
    expect(await within(featuredContent).findByRole('article', { name: 'Tone of voice' })).toBeInTheDocument();
    expect(streamPages.at(-1)).toEqual({ page: 2, rowsPerPage: 1 });
  });

  it('logs a failed Graph call and offers a retry in its stream only', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/graphql`, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'The query is too deep.' }] }),
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome(site({}));
    expect(await screen.findByText('The latest uploads could not be loaded.')).toBeVisible();
    expect(screen.getAllByText('The query is too deep.').length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith('GraphQL request failed:', 'The query is too deep.', [
      'The query is too deep.',
    ]);
    expect(await screen.findByRole('region', { name: 'Featured collections' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows the site's activity of the last 3 months as tiles", async () => {
    renderHome(site({}));
    const activity = await screen.findByRole('region', { name: /Activity/ });
    await waitFor(() => expect(within(activity).getByText('Views').nextSibling).toHaveTextContent('1,420'));
    expect(within(activity).getByText('Active people').nextSibling).toHaveTextContent('18');
    expect(within(activity).getByRole('link', { name: 'Open Analytics & Insights' })).toHaveAttribute(
      'href',
      '/home/insights',
    );
  });

  it('the template query value overrides the site’s template: compact hides the description', async () => {
    renderHome(site({ heroDescription: 'A long description.' }, null, 'default'), {}, '/home?template=compact');
    expect(await screen.findByRole('region', { name: 'Latest uploads' })).toBeInTheDocument();
    expect(screen.queryByText('A long description.')).not.toBeInTheDocument();

    renderHome(site({ heroDescription: 'Shown in full.' }, null, 'compact'), {}, '/home?template=default');
    expect(screen.getByText('Shown in full.')).toBeInTheDocument();
  });

  it('says so and offers a retry when the featured streams cannot be loaded', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/assetStreams/4`, () => HttpResponse.json({ error: 'Down' }, { status: 500 })),
    );
    renderHome(site({}));
    expect(await screen.findByText('The featured content could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
