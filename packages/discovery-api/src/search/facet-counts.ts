import { FACET_GROUPS, INSIGHT_FACET_ORDER, type Facet } from '@portal/contracts';
import type { FacetSelection } from './facet-query.js';

export interface FacetField {
  code: string;
  name: string;
  groupName: string;
  order: number;
  displayInFilter: boolean;
  isMultiple: boolean;
}

/**
 * The facets of a search result from the counts of its matched documents (SiteMatchIndex.count: a field with a
 * selection is counted without its own selection, so its other values keep true counts); selected values always
 * appear, even at 0. Facets come grouped (groupOrder: the place of the group in FACET_GROUPS; unknown groups
 * last) and ordered within a group by the insight facet order, then by the field's own order. Values: most
 * frequent first, then by name; at most `valuesPerFacet` per facet.
 */
export function facetsOf(input: {
  fields: FacetField[];
  selection: FacetSelection;
  counts: Map<string, Map<string, number>>;
  valuesPerFacet: number;
}): Facet[] {
  return input.fields
    .map((field) => {
      const selected = new Set(input.selection.fields.get(field.code) ?? []);
      const values = [...(input.counts.get(field.code) ?? new Map<string, number>())].map(([name, count]) => ({
        name,
        count,
        selected: selected.has(name),
      }));
      for (const name of selected)
        if (!values.some((value) => value.name === name)) values.push({ name, count: 0, selected: true });
      const insight = (INSIGHT_FACET_ORDER as readonly string[]).indexOf(field.code);
      const group = (FACET_GROUPS as readonly string[]).indexOf(field.groupName);
      return {
        name: field.code,
        displayName: field.name,
        values: mostFrequent(values, input.valuesPerFacet),
        groupName: field.groupName,
        groupOrder: group === -1 ? FACET_GROUPS.length : group,
        order: insight === -1 ? INSIGHT_FACET_ORDER.length + field.order : insight,
        displayInFilter: field.displayInFilter,
        isMultiple: field.isMultiple,
      };
    })
    .filter((facet) => facet.values.length > 0)
    .sort((a, b) => a.groupOrder - b.groupOrder || a.order - b.order || a.name.localeCompare(b.name));
}

const byName = new Intl.Collator().compare;

/** Names whose collation rank is remembered; past it the memory starts again. */
const RANKED_NAMES_LIMIT = 200_000;
let rankedNames: string[] = [];
let rankOfName = new Map<string, number>();

/**
 * The place of each name in the collation order of every value name seen so far: sorting a facet of thousands
 * of values then compares integers, not strings through Intl.Collator (~4 ms per search at 100k documents).
 * New names re-sort the list, which happens when values are added to the library, not per search.
 */
function collationRanks(names: readonly string[]): Map<string, number> {
  let unknown = names.filter((name) => !rankOfName.has(name));
  if (unknown.length === 0) return rankOfName;
  if (rankedNames.length + unknown.length > RANKED_NAMES_LIMIT) {
    rankedNames = [];
    unknown = [...names];
  }
  rankedNames = [...new Set([...rankedNames, ...unknown])].sort(byName);
  rankOfName = new Map(rankedNames.map((name, rank) => [name, rank]));
  return rankOfName;
}

/**
 * The `limit` most frequent values, most frequent first, ties by name (collation order). A field can have
 * thousands of values (clients, brands): they are ordered by count alone first, and only the ones that can
 * make the cut by name.
 */
function mostFrequent<Value extends { name: string; count: number }>(values: Value[], limit: number): Value[] {
  const byCount = [...values].sort((a, b) => b.count - a.count);
  if (byCount.length > limit && limit > 0) {
    const cut = (byCount[limit - 1] as Value).count;
    byCount.length = byCount.findLastIndex((value) => value.count >= cut) + 1;
  }
  const ranks = collationRanks(byCount.map((value) => value.name));
  return byCount
    .sort((a, b) => b.count - a.count || (ranks.get(a.name) as number) - (ranks.get(b.name) as number))
    .slice(0, Math.max(0, limit));
}
