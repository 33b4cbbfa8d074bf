import {
  DATE_FILTER_FIELD,
  DATE_FILTERS,
  facetItem,
  longestCodesFirst,
  splitFacetKey,
  type DateFilterLabel,
} from '@portal/contracts';

/*
 * The facet selection of a search as the items of its facet query (spec §5). How items are written, escaped and
 * joined is the codec of @portal/contracts, the one the server reads with.
 */

/**
 * The field and value of an item, date filters included. Field codes hold underscores themselves (content_types),
 * so the item is split at the longest code of `codes` it starts with; undefined when it starts with none.
 */
export function splitFacetItem(item: string, codes: readonly string[]): { code: string; value: string } | undefined {
  return splitFacetKey(item, longestCodesFirst([DATE_FILTER_FIELD, ...codes]));
}

/** The selected values of one field. */
export function selectedValues(items: readonly string[], code: string, codes: readonly string[]): string[] {
  return items.flatMap((item) => {
    const parts = splitFacetItem(item, codes);
    return parts?.code === code ? [parts.value] : [];
  });
}

/**
 * Selects or deselects a value (spec §4, search filters): selecting a value of a single-select field clears the
 * field's other values; in a multi-select field values add up. Returns new items.
 */
export function toggleFacetValue(
  items: readonly string[],
  field: { code: string; isMultiple: boolean },
  value: string,
  codes: readonly string[],
): string[] {
  const item = facetItem(field.code, value);
  if (items.includes(item)) return items.filter((existing) => existing !== item);
  const kept = field.isMultiple ? items : clearFacet(items, field.code, codes);
  return [...kept, item];
}

/** Removes one item, whichever field it names (a chip's button). */
export function removeFacetItem(items: readonly string[], item: string): string[] {
  return items.filter((existing) => existing !== item);
}

/** Clears every value of one field. */
export function clearFacet(items: readonly string[], code: string, codes: readonly string[]): string[] {
  return items.filter((item) => splitFacetItem(item, codes)?.code !== code);
}

/** Chooses the date filter (one at a time), or none. */
export function withDateFilter(items: readonly string[], label: DateFilterLabel | null): string[] {
  const kept = clearFacet(items, DATE_FILTER_FIELD, []);
  return label === null ? kept : [...kept, facetItem(DATE_FILTER_FIELD, label)];
}

/** The chosen date filter, when the items hold a known one. */
export function dateFilterOf(items: readonly string[]): DateFilterLabel | null {
  const [value] = selectedValues(items, DATE_FILTER_FIELD, []);
  return DATE_FILTERS.find((filter) => filter.label === value)?.label ?? null;
}
