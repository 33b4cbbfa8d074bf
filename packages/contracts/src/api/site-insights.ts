import { Type, type Static } from 'typebox';
import {
  CHART_THEMES,
  DASHBOARD_INSIGHT_TYPES,
  DEFAULT_INSIGHT_DATE_FILTER,
  HOME_METRIC_FILTERS,
  PAGE_SIZES,
  PAGE_TEMPLATE_CODES,
  SEARCH_QUERY_MAX_CHARS,
  type HomeMetricFilter,
} from '../constants.js';
import { Facet, FacetValue } from '../entities/search.js';
import { Nullable } from './schema-kit.js';

/**
 * The site insights (calls doc §7 "Deployments and indexes"): POST v2/dashboards/{indexId} (dashboard insights: facets
 * over the site's documents), POST v2/deploymentIndexes/{indexId}/insights (metrics), …/insights/searches and
 * …/insights/engagement, and PUT v2/dashboards/{id} (saving a site's settings).
 */

/** The most entries of a top list (top values per facet, top queries, top assets) a request may ask for. */
export const MAX_INSIGHT_TOP = 50;

const literals = <const Values extends readonly string[]>(values: Values, description?: string) =>
  Type.Unsafe<Values[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      description ? { description } : {},
    ),
  );

/**
 * The search the insights count over, as POST v2/search takes it: the words (q, queryType, useVectorSearch, with the
 * query rules of spec §5) and the facet query (`filters`). The facet query may hold a date filter,
 * `published_date_<label>` with a label of DATE_FILTERS; without one the insights cover the last 3 months
 * (DEFAULT_INSIGHT_DATE_FILTER, spec §9). The date filter is the period of the activity figures too.
 */
export const InsightSearchParameters = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_CHARS })),
    filters: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 20000,
          description: `The facet query of spec §5; a date filter item published_date_<label> sets the period (default ${DEFAULT_INSIGHT_DATE_FILTER}).`,
        }),
      ),
    ),
    queryType: Type.Optional(Type.String({ maxLength: 20, description: 'full (keyword), semantic or hybrid.' })),
    useVectorSearch: Type.Optional(Type.Boolean()),
  },
  { title: 'InsightSearchParameters', additionalProperties: false },
);
export type InsightSearchParameters = Static<typeof InsightSearchParameters>;

const searchParameters = Type.Optional(InsightSearchParameters);
const top = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: MAX_INSIGHT_TOP,
    default: PAGE_SIZES.engagementTop,
    description: `Entries per top list (default ${PAGE_SIZES.engagementTop}, at most ${MAX_INSIGHT_TOP}).`,
  }),
);

/** POST v2/deploymentIndexes/{indexId}/insights and …/insights/engagement body. */
export const SiteInsightsRequest = Type.Object(
  { searchParameters, top },
  { title: 'SiteInsightsRequest', additionalProperties: false },
);
export type SiteInsightsRequest = Static<typeof SiteInsightsRequest>;

/** The period an insight covers: the date filter applied, from its start to the moment of the answer. */
export const InsightPeriod = Type.Object(
  {
    dateFilter: Type.String({ description: 'The DATE_FILTERS label applied.' }),
    from: Type.String({ format: 'date-time' }),
    to: Type.String({ format: 'date-time' }),
  },
  { title: 'InsightPeriod' },
);
export type InsightPeriod = Static<typeof InsightPeriod>;

/** POST v2/dashboards/{indexId} body. */
export const DashboardInsightsRequest = Type.Object(
  {
    searchParameters,
    insightType: Type.Optional(
      literals(DASHBOARD_INSIGHT_TYPES, "Default 'tagged' (spec §9): the metadata the documents are tagged with."),
    ),
    top,
  },
  { title: 'DashboardInsightsRequest', additionalProperties: false },
);
export type DashboardInsightsRequest = Static<typeof DashboardInsightsRequest>;

/** A facet group (spec §9) of the dashboard insights, with the facets of it, in the insight facet order. */
const InsightFacetGroup = Type.Object(
  { name: Type.String(), facets: Type.Array(Type.String({ description: 'Facet names (field codes).' })) },
  { title: 'InsightFacetGroup' },
);

/** The documents published in one month (UTC) of the period. */
const MonthlyDocuments = Type.Object(
  { month: Type.String({ description: 'YYYY-MM.' }), documents: Type.Integer() },
  { title: 'MonthlyDocuments' },
);

/**
 * POST v2/dashboards/{indexId} answer: the documents the search matches in the period (totalRecords), the site's
 * insight facets over them (the fields shown in insights, in the insight facet order of spec §9, each with its top
 * values, most frequent first; a facet without values is listed empty), the facet groups (spec §9 order) and the
 * documents per month of publication, every month of the period listed, oldest first.
 */
export const DashboardInsights = Type.Object(
  {
    insightType: literals(DASHBOARD_INSIGHT_TYPES),
    period: InsightPeriod,
    totalRecords: Type.Integer(),
    facets: Type.Array(Facet),
    facetGroups: Type.Array(InsightFacetGroup),
    series: Type.Array(MonthlyDocuments),
  },
  { title: 'DashboardInsights' },
);
export type DashboardInsights = Static<typeof DashboardInsights>;

/** One metric filter on home (spec §9): the assets of the period by the values of a field. */
const MetricFilter = Type.Object(
  {
    key: Type.Unsafe<HomeMetricFilter>(Type.Union(HOME_METRIC_FILTERS.map((key) => Type.Literal(key)))),
    field: Nullable(Type.String({ description: "The site's field counted; null when the site has none." })),
    displayName: Nullable(Type.String()),
    values: Type.Array(FacetValue),
  },
  { title: 'MetricFilter' },
);

/**
 * POST v2/deploymentIndexes/{indexId}/insights answer. assets: the documents the search matches in the period (as
 * the dashboard insights count them). views, downloads, likes and shares: the interactions of the period with the
 * site's assets (those the facet query selects, when it selects any); searches: the searches made on the site's
 * search page in the period; activeUsers: the people behind any of these.
 */
export const SiteMetrics = Type.Object(
  {
    period: InsightPeriod,
    totals: Type.Object({
      assets: Type.Integer(),
      views: Type.Integer(),
      downloads: Type.Integer(),
      likes: Type.Integer(),
      shares: Type.Integer(),
      searches: Type.Integer(),
      activeUsers: Type.Integer(),
    }),
    metricFilters: Type.Array(MetricFilter),
  },
  { title: 'SiteMetrics' },
);
export type SiteMetrics = Static<typeof SiteMetrics>;

/** The step of the searches chart. */
const SEARCH_INTERVALS = ['week', 'month'] as const;

/** POST v2/deploymentIndexes/{indexId}/insights/searches body. */
export const SearchInsightsRequest = Type.Object(
  {
    searchParameters,
    top,
    interval: Type.Optional(
      literals(SEARCH_INTERVALS, 'The step of the chart; default week for periods up to 6 months, month beyond.'),
    ),
  },
  { title: 'SearchInsightsRequest', additionalProperties: false },
);
export type SearchInsightsRequest = Static<typeof SearchInsightsRequest>;

/** A query of the search insights, as typed (the most frequent spelling), and how often it was searched. */
const SearchedQuery = Type.Object({ query: Type.String(), count: Type.Integer() }, { title: 'SearchedQuery' });

/** The searches of one week (starting Monday, UTC) or month of the period. */
const SearchesInInterval = Type.Object(
  {
    start: Type.String({ description: 'YYYY-MM-DD: the Monday of the week, or the first day of the month.' }),
    searches: Type.Integer(),
    noResults: Type.Integer(),
  },
  { title: 'SearchesInInterval' },
);

/**
 * POST v2/deploymentIndexes/{indexId}/insights/searches answer (spec §3 "Search insights: topSearched,
 * totalRequests"): the searches made on the site's search page in the period. A query is counted once however it was
 * typed (case, spaces, a URL's + and %20, surrounding quotes and punctuation ignored) and shown as most often typed.
 * topSearched are the queries searched most, topNoResults those whose searches found nothing most often. Both are what
 * people typed: to users without analyzeInsights only queries searched by at least two people are listed
 * (queriesOfOnePersonShown false).
 */
export const SiteSearchInsights = Type.Object(
  {
    period: InsightPeriod,
    totalRequests: Type.Integer(),
    noResults: Type.Integer({ description: 'Searches that found nothing.' }),
    topSearched: Type.Array(SearchedQuery),
    topNoResults: Type.Array(SearchedQuery, { description: 'The queries that found nothing, most often first.' }),
    queriesOfOnePersonShown: Type.Boolean(),
    interval: literals(SEARCH_INTERVALS),
    series: Type.Array(SearchesInInterval),
  },
  { title: 'SiteSearchInsights' },
);
export type SiteSearchInsights = Static<typeof SiteSearchInsights>;

/** An asset of an engagement top list, with its count in the period. */
const EngagedAsset = Type.Object(
  { assetId: Type.Integer(), docId: Type.String(), title: Type.String(), count: Type.Integer() },
  { title: 'EngagedAsset' },
);

/**
 * POST v2/deploymentIndexes/{indexId}/insights/engagement answer (spec §3, as collection insights: topLiked,
 * topViewed, topDownloaded and totals; §9: top 10). Totals count every interaction of the period with the site's
 * assets (those the facet query selects, when it selects any); the top lists name only assets the caller may open.
 */
export const SiteEngagementInsights = Type.Object(
  {
    period: InsightPeriod,
    totals: Type.Object({
      views: Type.Integer(),
      downloads: Type.Integer(),
      likes: Type.Integer(),
      shares: Type.Integer(),
    }),
    topViewed: Type.Array(EngagedAsset),
    topLiked: Type.Array(EngagedAsset),
    topDownloaded: Type.Array(EngagedAsset),
  },
  { title: 'SiteEngagementInsights' },
);
export type SiteEngagementInsights = Static<typeof SiteEngagementInsights>;

/** The fields Pattern Analysis compares (those the site has): the topics, clients and content types of the assets. */
export const PATTERN_FIELDS = ['topics', 'clients', 'content_types'] as const;

/** The figures Pattern Analysis compares, in the order it states them. */
export const PATTERN_METRICS = ['views', 'downloads', 'likes', 'shares', 'searches', 'uploads', 'activeUsers'] as const;
export type PatternMetric = (typeof PATTERN_METRICS)[number];

/** Values per list of Pattern Analysis by default: a few a person reads, not a ranking. */
export const PATTERN_TOP = 5;

/** POST v2/deploymentIndexes/{indexId}/insights/patterns body: the same search parameters as the other insights. */
export const SitePatternsRequest = Type.Object(
  {
    searchParameters,
    top: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_INSIGHT_TOP,
        default: PATTERN_TOP,
        description: `Values per list (default ${PATTERN_TOP}, at most ${MAX_INSIGHT_TOP}).`,
      }),
    ),
  },
  { title: 'SitePatternsRequest', additionalProperties: false },
);
export type SitePatternsRequest = Static<typeof SitePatternsRequest>;

/** A figure of the period and of the period before it. */
const MetricChange = Type.Object(
  { metric: literals(PATTERN_METRICS), current: Type.Integer(), previous: Type.Integer() },
  { title: 'MetricChange' },
);

/** A value of a field with its activity in the period and in the period before it. */
const ValueChange = Type.Object(
  { value: Type.String(), current: Type.Integer(), previous: Type.Integer() },
  { title: 'ValueChange' },
);

/** What changed for one field's values: most risen, most fallen, and those with no activity before. */
const FieldPatterns = Type.Object(
  {
    field: Type.String({ description: 'The field code (one of PATTERN_FIELDS).' }),
    displayName: Type.String(),
    rising: Type.Array(ValueChange, { description: 'Active in both periods, more now; the biggest rise first.' }),
    falling: Type.Array(ValueChange, { description: 'Less active now (or not at all); the biggest fall first.' }),
    appeared: Type.Array(ValueChange, { description: 'Active now and not before; the most active first.' }),
  },
  { title: 'FieldPatterns' },
);

/**
 * POST v2/deploymentIndexes/{indexId}/insights/patterns answer: the period against the period of the same length just
 * before it (previousPeriod). metrics: every PATTERN_METRICS figure of both periods (views, downloads, likes, shares:
 * the interactions with the site's selected assets; searches: of the site's search page; uploads: the assets added;
 * activeUsers: the people behind any of these). fields: per PATTERN_FIELDS field of the site, its values whose
 * activity (the interactions with its assets and the assets added with it) changed most.
 */
export const SitePatterns = Type.Object(
  {
    period: InsightPeriod,
    previousPeriod: Type.Object({
      from: Type.String({ format: 'date-time' }),
      to: Type.String({ format: 'date-time' }),
    }),
    metrics: Type.Array(MetricChange),
    fields: Type.Array(FieldPatterns),
  },
  { title: 'SitePatterns' },
);
export type SitePatterns = Static<typeof SitePatterns>;

const colour = Type.Optional(Nullable(Type.String({ maxLength: 9, description: 'CSS hex colour, e.g. #1f4e79.' })));
const stripped = Type.Optional(Nullable(Type.String({ maxLength: 2000, description: 'Stripped: not saved.' })));

/**
 * A site's theme in a save: its colours (spec §3 Theme colours; null clears one, a missing one keeps its value). Hero
 * and thumbnail images are stripped before saving (spec §5): they are accepted, so a theme can be sent back as read,
 * and ignored; images go through PUT v2/deploymentIndexes/theme/{id}.
 */
const SiteThemeInput = Type.Object(
  {
    primary: colour,
    secondary: colour,
    accent: colour,
    error: colour,
    warning: colour,
    info: colour,
    success: colour,
    confidential: colour,
    heroUrl: stripped,
    thumbnailUrl: stripped,
  },
  { title: 'SiteThemeInput', additionalProperties: false },
);

/**
 * PUT v2/dashboards/{id} body: the site's settings to change; a missing field keeps its value. welcomeMessage null
 * or blank: the default welcome to the site name. pageTemplateCode: one of PAGE_TEMPLATE_CODES (or the site's own
 * code, unchanged). Answers the site (DeploymentIndex).
 */
export const SaveDeploymentIndexRequest = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    welcomeMessage: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    pageTemplateCode: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: `${PAGE_TEMPLATE_CODES.join(' or ')}.` }),
    ),
    theme: Type.Optional(Nullable(SiteThemeInput)),
    chartTheme: Type.Optional(Nullable(literals(CHART_THEMES))),
  },
  { title: 'SaveDeploymentIndexRequest', additionalProperties: false },
);
export type SaveDeploymentIndexRequest = Static<typeof SaveDeploymentIndexRequest>;
