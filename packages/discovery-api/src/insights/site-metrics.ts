import {
  HOME_METRIC_FILTERS,
  PAGE_SIZES,
  type HomeMetricFilter,
  type SiteInsightsRequest,
  type SiteMetrics,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { SiteAccess } from '../sites/site-access.js';
import { countInsightSearch, readInsightSearch } from './insight-search.js';
import { interactionTotals, searchesAndActiveUsers } from './site-activity.js';

/**
 * The field each metric filter on home counts (spec §9: uploader/organizations, uploader/clients,
 * uploader/content_types), the first of its candidates the site has. An asset's organizations are its agencies in the
 * standard metadata set (the uploader's Organizations list; the set has no field named organizations); a site whose
 * own set has an organizations field counts that one.
 */
const METRIC_FIELDS: Record<HomeMetricFilter, readonly string[]> = {
  'uploader/organizations': ['organizations', 'agencies'],
  'uploader/clients': ['clients'],
  'uploader/content_types': ['content_types'],
};

/**
 * POST v2/deploymentIndexes/{indexId}/insights: the site's totals over the period (site-activity.ts, insight-search.ts)
 * and the metric filters on home, each the `top` most frequent values of its field among the documents the search
 * matches in the period (counted as the dashboard insights count them).
 */
export async function siteMetrics(
  app: FastifyInstance,
  access: SiteAccess,
  request: SiteInsightsRequest,
  now = new Date(),
): Promise<SiteMetrics> {
  const top = request.top ?? PAGE_SIZES.engagementTop;
  const search = await readInsightSearch(app.searchEngine, access, request.searchParameters, now);
  const counted = await countInsightSearch(app.searchEngine, access, search, top);
  const interactions = await interactionTotals(app.db, access, search);
  const { searches, activeUsers } = await searchesAndActiveUsers(app.db, access, search);
  const codes = new Set(search.fields.map((field) => field.code));
  return {
    period: search.period,
    totals: { assets: counted.totalRecords, ...interactions, searches, activeUsers },
    metricFilters: HOME_METRIC_FILTERS.map((key) => {
      const code = METRIC_FIELDS[key].find((candidate) => codes.has(candidate));
      const field = search.fields.find((candidate) => candidate.code === code);
      const facet = counted.facets.find((candidate) => candidate.name === code);
      return {
        key,
        field: field?.code ?? null,
        displayName: field?.name ?? null,
        values: facet?.values ?? [],
      };
    }),
  };
}
