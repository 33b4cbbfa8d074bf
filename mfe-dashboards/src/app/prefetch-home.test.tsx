import { render, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { DeploymentIndex, SiteMetrics } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { remoteRootComponent } from '@portal/remote-kit';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { homeStreamsGraphApi } from '../features/home/api/home-streams-graph-api';
import { DASHBOARDS_REMOTE } from './dashboards-remote';
import { prefetchHome } from './prefetch-home';

const SITE: SiteContext = {
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: { deploymentIndexId: 4, name: 'Northwind Discovery', pageTemplateCode: 'default' } as DeploymentIndex,
  settings: {},
  theme: null,
  ragEndpoint: null,
};

const METRICS: SiteMetrics = {
  period: { from: '2026-08-28T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', dateFilter: 'Past 3 months' },
  totals: { assets: 1, views: 0, downloads: 0, likes: 0, shares: 0, searches: 0, activeUsers: 0 },
  metricFilters: [],
};

/** Every read the server answered, as "METHOD path[?query]" (GraphQL: the stream it asked for). */
let asked: string[] = [];
const emptyStream = { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] };
createMswServer(
  http.post(`${TEST_API_BASE}/graphql`, async ({ request }) => {
    const { query } = (await request.json()) as { query: string };
    asked.push(`GraphQL ${query.includes('newCases') ? 'newCases' : 'latestUploads'}`);
    const nodes = query.includes('newCases')
      ? []
      : [
          {
            assetId: 1,
            docId: 'doc-1',
            title: 'Harbour brief',
            fileName: 'harbour-brief.pdf',
            created: '2026-11-20T09:00:00.000Z',
            contentTypes: [],
            thumbnailUrl: null,
            isAccessible: true,
            fileExtensionFileTypeCategory: 'Document',
          },
        ];
    return HttpResponse.json({ data: { stream: { ...emptyStream, totalCount: nodes.length, nodes } } });
  }),
  http.get(`${TEST_API_BASE}/v2/assetStreams/4`, ({ request }) => {
    asked.push(`GET assetStreams ${new URL(request.url).searchParams.get('codes')}`);
    return HttpResponse.json({ deploymentIndexId: 4, streams: [] });
  }),
  http.post(`${TEST_API_BASE}/v2/deploymentIndexes/4/insights`, () => {
    asked.push('POST insights');
    return HttpResponse.json(METRICS);
  }),
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/4/announcements`, () => {
    asked.push('GET announcements');
    return HttpResponse.json({ rows: [], totalCount: 0, unreadCount: 0 });
  }),
  http.get(`${TEST_API_BASE}/v2/assets/document/thumbnail/:docId`, () => new HttpResponse(null, { status: 404 })),
);

beforeEach(() => {
  asked = [];
});

const HOME_READS = [
  'GraphQL latestUploads',
  'GraphQL newCases',
  'POST insights',
  'GET announcements',
  'GET assetStreams featured-content,featured-collections,featured-groups',
];

describe("home's reads started ahead (prefetchHome)", () => {
  it('starts every read of home on /home, and releases what it holds', async () => {
    const platform = createTestPlatform({ path: '/home', site$: new BehaviorSubject<SiteContext | null>(SITE) });
    const store = createAppStore(platform);
    const release = prefetchHome(store, platform);
    await waitFor(() => expect([...asked].sort()).toEqual([...HOME_READS].sort()));
    // Held, the latest uploads stay in the store (their query keeps nothing that no one holds); released, they go.
    const latest = () =>
      homeStreamsGraphApi.endpoints.getGraphStreamPage.select({ code: 'latest-uploads', indexId: 4, after: null })(
        store.getState(),
      ).status;
    await waitFor(() => expect(latest()).toBe('fulfilled'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(latest()).toBe('fulfilled');
    release();
    await waitFor(() => expect(latest()).toBe('uninitialized'));
  });

  it.each(['/home/insights', '/awards', '/sites/4/announcements'])('starts nothing on %s', async (path) => {
    const platform = createTestPlatform({ path, site$: new BehaviorSubject<SiteContext | null>(SITE) });
    prefetchHome(createAppStore(platform), platform)();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(asked).toEqual([]);
  });

  it('starts nothing before a site is chosen', async () => {
    const platform = createTestPlatform({ path: '/home' });
    prefetchHome(createAppStore(platform), platform)();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(asked).toEqual([]);
  });

  it('the mounted remote asks each of home’s reads once: its components join what was started', async () => {
    const platform = createTestPlatform({ path: '/home', site$: new BehaviorSubject<SiteContext | null>(SITE) });
    const Root = remoteRootComponent(DASHBOARDS_REMOTE);
    render(<Root platform={platform} />);
    const uploads = await screen.findByRole('region', { name: 'Latest uploads' });
    expect(within(uploads).getByRole('article', { name: 'Harbour brief' })).toBeInTheDocument();
    await waitFor(() => expect([...asked].sort()).toEqual([...HOME_READS].sort()));
    await new Promise((settle) => setTimeout(settle, 100));
    expect([...asked].sort()).toEqual([...HOME_READS].sort());
  });
});
