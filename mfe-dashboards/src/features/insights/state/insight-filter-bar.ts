import { DATE_FILTER_FIELD } from '@portal/contracts';
import type { InsightFacetGroup } from './insight-facets';
import { selectedValues, splitFilterItem } from './insight-filters';

/*
 * The filter bar of Analytics & Insights keeps in view, beside the period, the fields people filter the insights by
 * most: the content types, the clients and the topics (those Pattern Analysis compares). The site's other fields shown
 * in filters fold under "More filters", grouped as the charts group them.
 */

/** The fields in view, in this order, when the site has them. */
const INLINE_FIELDS = ['content_types', 'clients', 'topics'];

/** The groups of fields split into those in view (in INLINE_FIELDS order) and those folded, with their groups. */
export function splitInsightFields(groups: readonly InsightFacetGroup[]): {
  inline: InsightFacetGroup['facets'];
  folded: InsightFacetGroup[];
} {
  const facets = groups.flatMap((group) => group.facets);
  return {
    inline: INLINE_FIELDS.flatMap((name) => facets.filter((facet) => facet.name === name)),
    folded: groups
      .map((group) => ({ ...group, facets: group.facets.filter((facet) => !INLINE_FIELDS.includes(facet.name)) }))
      .filter((group) => group.facets.length > 0),
  };
}

/** How many folded fields hold a choice: the count on "More filters". */
export function foldedChosen(folded: readonly InsightFacetGroup[], items: readonly string[], codes: readonly string[]) {
  return folded.flatMap((group) => group.facets).filter((facet) => selectedValues(items, facet.name, codes).length > 0)
    .length;
}

/**
 * The filters as chips, each "<field>: <value>" (the date filter as "Period"; an item of no known field as
 * "Filter"), keyed by the item a chip removes.
 */
export function insightChips(
  items: readonly string[],
  codes: readonly string[],
  fieldNames: ReadonlyMap<string, string>,
): { key: string; field: string; value: string }[] {
  return items.map((item) => {
    const parts = splitFilterItem(item, codes);
    const field = !parts
      ? 'Filter'
      : parts.code === DATE_FILTER_FIELD
        ? 'Period'
        : (fieldNames.get(parts.code) ?? parts.code);
    return { key: item, field, value: parts?.value ?? item };
  });
}
