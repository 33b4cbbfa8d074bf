import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_INSIGHT_DATE_FILTER,
  SearchInsightsRequest,
  SiteEngagementInsights,
  SiteInsightsRequest,
  SiteMetrics,
  SitePatterns,
  SitePatternsRequest,
  SiteSearchInsights,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import { engagementInsights } from '../../../../insights/engagement-insights.js';
import { searchInsights } from '../../../../insights/search-insights.js';
import { siteMetrics } from '../../../../insights/site-metrics.js';
import { sitePatterns } from '../../../../insights/site-patterns.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const params = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The site (deployment index).' }) });
const period = `The date filter of searchParameters.filters (published_date_<label>) is the period; without one, ${DEFAULT_INSIGHT_DATE_FILTER}. Unknown fields are refused; the body may be left out.`;

/** The body may be left out (every field has a default); a field the schema does not name is refused. */
const bodyOf = (schema: object) => async (request: FastifyRequest) => {
  request.body ??= {};
  await refuseUnknownFields(schema)(request);
};

/**
 * POST v2/deploymentIndexes/{indexId}/insights, …/insights/searches and …/insights/engagement (calls doc §7; body
 * searchParameters and top 10): the site's metrics, search insights and engagement over a period (src/insights/); and
 * …/insights/patterns, Pattern Analysis (the period against the one before it), with the same body.
 * Every user of the site may read them — the Analytics & Insights page is in every role's menu (the demo's navigation
 * gives each role the same one) — under the rules that protect what is private: a top list names only assets the
 * caller may open, and only users with analyzeInsights see queries that a single person searched. 404 for an unknown
 * site, 403 for a site the caller does not use.
 */
const siteInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deploymentIndexes/:id/insights',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: "The site's metrics: assets, views, downloads, likes, shares, searches, active users, metric filters",
        description: period,
        security: BEARER_SECURITY,
        params,
        body: SiteInsightsRequest,
        response: { 200: SiteMetrics, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: bodyOf(SiteInsightsRequest),
    },
    async (request) => siteMetrics(app, await requireSiteAccess(app, request, request.params.id), request.body),
  );

  app.post(
    '/deploymentIndexes/:id/insights/searches',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: "The site's search insights: total requests, top searched queries, searches per week or month",
        description: `${period} Queries a single person searched are listed only to users with analyzeInsights.`,
        security: BEARER_SECURITY,
        params,
        body: SearchInsightsRequest,
        response: { 200: SiteSearchInsights, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: bodyOf(SearchInsightsRequest),
    },
    async (request) => searchInsights(app, await requireSiteAccess(app, request, request.params.id), request.body),
  );

  app.post(
    '/deploymentIndexes/:id/insights/engagement',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: "The site's engagement: most viewed, liked and downloaded assets, and totals",
        description: `${period} The top lists name only assets the caller may open.`,
        security: BEARER_SECURITY,
        params,
        body: SiteInsightsRequest,
        response: { 200: SiteEngagementInsights, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: bodyOf(SiteInsightsRequest),
    },
    async (request) => engagementInsights(app, await requireSiteAccess(app, request, request.params.id), request.body),
  );

  app.post(
    '/deploymentIndexes/:id/insights/patterns',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary:
          "Pattern Analysis: the site's figures against the period before, and the topics, clients and content types that rose, fell or are new",
        description: `${period} The previous period has the same length and ends where the period starts. A value is counted from an asset only for who may open it (content types from every asset).`,
        security: BEARER_SECURITY,
        params,
        body: SitePatternsRequest,
        response: { 200: SitePatterns, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: bodyOf(SitePatternsRequest),
    },
    async (request) => sitePatterns(app, await requireSiteAccess(app, request, request.params.id), request.body),
  );
};

export default siteInsightRoutes;
