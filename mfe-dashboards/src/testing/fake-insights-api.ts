import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type {
  DashboardInsights,
  Facet,
  FacetGraph,
  SiteEngagementInsights,
  SiteMetrics,
  SitePatterns,
  SiteSearchInsights,
} from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';

/*
 * The insight calls of site 4 for the insights pages' tests (Analytics & Insights, Pattern Analysis): answers shaped
 * as the server's (packages/discovery-api/src/insights), chosen by the filters asked for, each call's body recorded.
 * A test may answer a call otherwise to stage a failure or an empty period.
 */

export const PERIOD = { dateFilter: 'Past 3 months', from: '2026-08-28T09:00:00.000Z', to: '2026-11-28T09:00:00.000Z' };
export const DEFAULT_FILTERS = 'published_date_Past 3 months';
export const CASE_STUDY_FILTERS = 'content_types_Case Study,published_date_Past 3 months';

const facet = (
  name: string,
  displayName: string,
  groupName: string,
  values: [string, number][],
  isMultiple = true,
): Facet => ({
  name,
  displayName,
  groupName,
  groupOrder: 0,
  order: 0,
  displayInFilter: true,
  isMultiple,
  values: values.map(([value, count]) => ({ name: value, count, selected: false })),
});

/**
 * The 14 insight fields of spec §9, as the server orders them (the insight facet order; groups in the facet group
 * order), with a few values each.
 */
export const dashboard = (contentTypes: [string, number][], totalRecords: number): DashboardInsights => ({
  insightType: 'tagged',
  period: PERIOD,
  totalRecords,
  facets: [
    facet('content_types', 'Content Types', 'Content', contentTypes),
    facet('agencies', 'Agencies', 'Organizations', [['Northwind Digital', 9]]),
    facet('capabilities', 'Capabilities', 'Content', [['Strategy', 4]]),
    facet('topics', 'Topics', 'Content', [['Sustainability', 6]]),
    facet('regions', 'Regions', 'Locations', [['EMEA', 7]], false),
    facet('countries', 'Countries', 'Locations', [['France', 3]]),
    facet('clients', 'Clients', 'Organizations', [['Acme, Inc.', 5]]),
    facet('brands', 'Brands', 'Organizations', [['Contoso', 2]]),
    facet('partners', 'Partners', 'Organizations', []),
    facet('tools', 'Tools', 'Content', [['Figma', 1]]),
    facet('industries', 'Industries', 'Audience', [['Retail', 8]]),
    facet('sub_industries', 'Sub-industries', 'Audience', [['Grocery', 2]]),
    facet('target_markets', 'Target Markets', 'Audience', [['Gen Z', 3]]),
    facet('keywords', 'Keywords', 'Content', [['refill', 2]]),
  ],
  facetGroups: [
    { name: 'Content', facets: ['content_types', 'capabilities', 'topics', 'tools', 'keywords'] },
    { name: 'Organizations', facets: ['agencies', 'clients', 'brands', 'partners'] },
    { name: 'Locations', facets: ['regions', 'countries'] },
    { name: 'Audience', facets: ['industries', 'sub_industries', 'target_markets'] },
  ],
  series: [
    { month: '2026-09', documents: 8 },
    { month: '2026-10', documents: 14 },
    { month: '2026-11', documents: totalRecords - 22 },
  ],
});

export const ALL = dashboard(
  [
    ['Case Study', 12],
    ['Report', 8],
  ],
  37,
);
const CASE_STUDIES = dashboard([['Case Study', 12]], 30);

export const metrics = (assets: number, views: number): SiteMetrics => ({
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

export const SEARCHES: SiteSearchInsights = {
  period: PERIOD,
  totalRequests: 260,
  noResults: 13,
  topSearched: [
    { query: 'retail media', count: 21 },
    { query: 'cannes', count: 9 },
  ],
  topNoResults: [{ query: 'brand purpos', count: 4 }],
  queriesOfOnePersonShown: false,
  interval: 'week',
  series: [
    { start: '2026-11-16', searches: 18, noResults: 1 },
    { start: '2026-11-23', searches: 31, noResults: 4 },
  ],
};

export const ENGAGEMENT: SiteEngagementInsights = {
  period: PERIOD,
  totals: { views: 420, downloads: 51, likes: 33, shares: 9 },
  topViewed: [{ assetId: 812, docId: 'doc-812', title: 'Q3 retail case', count: 40 }],
  topLiked: [],
  topDownloaded: [{ assetId: 5, docId: 'doc/5', title: 'Board pack', count: 7 }],
};

/** Pattern Analysis of the last 3 months: figures up, down, level, new and none; values risen, fallen and new. */
export const PATTERNS: SitePatterns = {
  period: PERIOD,
  previousPeriod: { from: '2026-05-30T09:00:00.000Z', to: '2026-08-28T08:59:59.999Z' },
  metrics: [
    { metric: 'views', current: 420, previous: 304 },
    { metric: 'downloads', current: 44, previous: 50 },
    { metric: 'likes', current: 33, previous: 33 },
    { metric: 'shares', current: 0, previous: 0 },
    { metric: 'searches', current: 260, previous: 200 },
    { metric: 'uploads', current: 12, previous: 0 },
    { metric: 'activeUsers', current: 18, previous: 15 },
  ],
  fields: [
    {
      field: 'topics',
      displayName: 'Topics',
      rising: [{ value: 'Sustainability', current: 11, previous: 2 }],
      falling: [{ value: 'Heritage', current: 0, previous: 2 }],
      appeared: [{ value: 'AI', current: 5, previous: 0 }],
    },
    {
      field: 'clients',
      displayName: 'Clients',
      rising: [],
      falling: [{ value: 'Globex', current: 1, previous: 5 }],
      appeared: [{ value: 'Fabrikam', current: 5, previous: 0 }],
    },
    {
      field: 'content_types',
      displayName: 'Content Types',
      rising: [{ value: 'Case Study', current: 15, previous: 2 }],
      falling: [],
      appeared: [],
    },
  ],
};

/** GET search/facetGraph for the documents of a topic: the clients and content types on them. */
export const FOUND_WITH: FacetGraph = {
  totalRecords: 6,
  facets: {
    clients: [
      { value: 'Acme, Inc.', count: 4 },
      { value: 'Fabrikam', count: 2 },
    ],
    content_types: [{ value: 'Case Study', count: 6 }],
  },
};

export type InsightsBody = { searchParameters?: { filters?: string }; insightType?: string; top?: number };

export interface InsightCalls {
  dashboards: InsightsBody[];
  metrics: InsightsBody[];
  searches: InsightsBody[];
  engagement: InsightsBody[];
  patterns: InsightsBody[];
  facetGraph: URLSearchParams[];
}

type Answer = (body: InsightsBody, call: number) => Response;

/** Serves the insight calls of site 4, answering by the filters asked for unless a call is answered otherwise. */
export function serveInsights(
  server: SetupServerApi,
  answer: { dashboards?: Answer; metrics?: Answer; patterns?: Answer } = {},
): InsightCalls {
  const calls: InsightCalls = {
    dashboards: [],
    metrics: [],
    searches: [],
    engagement: [],
    patterns: [],
    facetGraph: [],
  };
  const filtered = (body: InsightsBody) => body.searchParameters?.filters === CASE_STUDY_FILTERS;
  const post = (path: string, list: InsightsBody[], respond: Answer) =>
    http.post(`${TEST_API_BASE}/v2/${path}`, async ({ request }) => {
      const body = (await request.json()) as InsightsBody;
      list.push(body);
      return respond(body, list.length);
    });
  server.use(
    post('dashboards/4', calls.dashboards, (body, call) =>
      answer.dashboards ? answer.dashboards(body, call) : HttpResponse.json(filtered(body) ? CASE_STUDIES : ALL),
    ),
    post('deploymentIndexes/4/insights', calls.metrics, (body, call) =>
      answer.metrics
        ? answer.metrics(body, call)
        : HttpResponse.json(filtered(body) ? metrics(30, 310) : metrics(37, 420)),
    ),
    post('deploymentIndexes/4/insights/searches', calls.searches, () => HttpResponse.json(SEARCHES)),
    post('deploymentIndexes/4/insights/engagement', calls.engagement, () => HttpResponse.json(ENGAGEMENT)),
    post('deploymentIndexes/4/insights/patterns', calls.patterns, (body, call) =>
      answer.patterns ? answer.patterns(body, call) : HttpResponse.json(PATTERNS),
    ),
    http.get(`${TEST_API_BASE}/search/facetGraph`, ({ request }) => {
      calls.facetGraph.push(new URL(request.url).searchParams);
      return HttpResponse.json(FOUND_WITH);
    }),
  );
  return calls;
}
