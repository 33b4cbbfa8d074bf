import {
  FACET_GROUPS,
  INSIGHT_FACET_ORDER,
  PAGE_SIZES,
  type DashboardInsights,
  type DashboardInsightsRequest,
  type DashboardInsightType,
  type Facet,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { describeSiteFields } from '../metadata/index-fields.js';
import type { FacetField } from '../search/facet-counts.js';
import type { SiteAccess } from '../sites/site-access.js';
import { countInsightSearch, documentsPerMonth, monthsBetween, readInsightSearch } from './insight-search.js';

/**
 * POST v2/dashboards/{indexId}: the dashboard insights of a site (spec §9: type 'tagged' by default, top 10 per
 * facet, published in the last 3 months by default). The facets are the search engine's over the documents the
 * search matches in the period, with the access rules of POST v2/search (insight-search.ts), limited to the fields
 * the site shows in insights (the index field descriptions' displayInInsights, spec §3) and ordered by the insight
 * facet order of spec §9, then by the site's own order; every such field is listed, with no values when no document
 * of the period has one. The facet groups follow spec §9's order. The series counts the same documents per month of
 * publication, every month of the period listed, so a trend can be charted.
 *
 * The spec's "2000 documents per page" is how the earlier portal read the documents it counted in the browser; here
 * the server counts every matched document, so nothing is cut at 2000.
 */
export async function dashboardInsights(
  app: FastifyInstance,
  access: SiteAccess,
  request: DashboardInsightsRequest,
  now = new Date(),
): Promise<DashboardInsights> {
  const insightType: DashboardInsightType = request.insightType ?? 'tagged';
  const top = request.top ?? PAGE_SIZES.engagementTop;
  const search = await readInsightSearch(app.searchEngine, access, request.searchParameters, now);
  const counted = await countInsightSearch(app.searchEngine, access, search, top);
  const perMonth = await documentsPerMonth(app.searchEngine, access, search);
  const shown = new Set(
    (await describeSiteFields(app.db, access.site, true))
      .filter((field) => field.displayInInsights)
      .map((field) => field.name),
  );
  const facets = insightFacets(
    search.fields.filter((field) => shown.has(field.code)),
    counted.facets,
  );
  return {
    insightType,
    period: search.period,
    totalRecords: counted.totalRecords,
    facets,
    facetGroups: facetGroupsOf(facets),
    series: monthsBetween(search.from, search.to).map((month) => ({ month, documents: perMonth.get(month) ?? 0 })),
  };
}

/** The place of a field in the insight facet order: the spec's order first, then the site's field order. */
const insightOrder = (field: Pick<FacetField, 'code' | 'order'>) => {
  const place = (INSIGHT_FACET_ORDER as readonly string[]).indexOf(field.code);
  return place === -1 ? INSIGHT_FACET_ORDER.length + field.order : place;
};

const groupOrderOf = (groupName: string) => {
  const place = (FACET_GROUPS as readonly string[]).indexOf(groupName);
  return place === -1 ? FACET_GROUPS.length : place;
};

/** The facet of each insight field (counted, or empty), in the insight facet order. */
function insightFacets(fields: FacetField[], counted: Facet[]): Facet[] {
  const byName = new Map(counted.map((facet) => [facet.name, facet]));
  return fields
    .map(
      (field): Facet =>
        byName.get(field.code) ?? {
          name: field.code,
          displayName: field.name,
          values: [],
          groupName: field.groupName,
          groupOrder: groupOrderOf(field.groupName),
          order: insightOrder(field),
          displayInFilter: field.displayInFilter,
          isMultiple: field.isMultiple,
        },
    )
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** The facet groups of the facets, in spec §9's order (other groups after them, by name), each with its facets in order. */
function facetGroupsOf(facets: Facet[]): DashboardInsights['facetGroups'] {
  const groups = new Map<string, string[]>();
  for (const facet of facets) groups.set(facet.groupName, [...(groups.get(facet.groupName) ?? []), facet.name]);
  return [...groups]
    .sort(([a], [b]) => groupOrderOf(a) - groupOrderOf(b) || a.localeCompare(b))
    .map(([name, names]) => ({ name, facets: names }));
}
