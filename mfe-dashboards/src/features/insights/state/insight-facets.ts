import type { DashboardInsights, Facet } from '@portal/contracts';

/** A facet group (spec §9) with its facets, as the page shows it. */
export interface InsightFacetGroup {
  name: string;
  facets: Facet[];
}

/**
 * The dashboard insights' facets by facet group. The server orders both (groups in the FACET_GROUPS order, facets in
 * the insight facet order of spec §9, then the site's): the groups keep the answer's facetGroups order and each group
 * lists its facets in the answer's facets order, never re-sorted here. A facet no group names goes to the group of
 * its own groupName (after the named groups, in the order first met), so no facet is lost; empty groups are left out.
 */
export function groupInsightFacets(insights: Pick<DashboardInsights, 'facets' | 'facetGroups'>): InsightFacetGroup[] {
  const groupOf = new Map<string, string>();
  for (const group of insights.facetGroups)
    for (const name of group.facets) if (!groupOf.has(name)) groupOf.set(name, group.name);
  const groups = new Map<string, Facet[]>(insights.facetGroups.map((group) => [group.name, []]));
  for (const facet of insights.facets) {
    const name = groupOf.get(facet.name) ?? (facet.groupName || 'Other');
    groups.set(name, [...(groups.get(name) ?? []), facet]);
  }
  return [...groups].filter(([, facets]) => facets.length > 0).map(([name, facets]) => ({ name, facets }));
}

/** The facets the filter form offers (displayInFilter), grouped like the charts. */
export function filterFacetGroups(insights: Pick<DashboardInsights, 'facets' | 'facetGroups'>): InsightFacetGroup[] {
  return groupInsightFacets({ ...insights, facets: insights.facets.filter((facet) => facet.displayInFilter) });
}
