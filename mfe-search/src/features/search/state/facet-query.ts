import { DATE_FILTERS } from '@portal/contracts';

/**
 * The facet query of a search (spec §5): items `<field code>_<value>` joined by commas. A comma inside a value is
 * written `\,` and a backslash `\\`, as the server reads it (discovery-api src/search/facet-query.ts), so any
 * value round-trips through the URL and the request. Date filters are the items `published_date_<label>`.
 */
export const DATE_FILTER_FIELD = 'published_date';

export type DateFilterLabel = (typeof DATE_FILTERS)[number]['label'];

/** The items of a facet query, unescaped (the inverse of joinFacetQuery). */
export function splitFacetQuery(query: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let index = 0; index < query.length; index += 1) {
    const char = query.charAt(index);
    if (char === '\\' && index + 1 < query.length) {
      current += query.charAt(index + 1);
      index += 1;
    } else if (char === ',') {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** The facet query of some items, each escaped. */
export function joinFacetQuery(items: readonly string[]): string {
  return items.map((item) => item.replaceAll('\\', '\\\\').replaceAll(',', '\\,')).join(',');
}

export function facetItem(code: string, value: string): string {
  return `${code}_${value}`;
}

/**
 * The field and value of an item. Field codes hold underscores themselves (content_types), so the item is split
 * at the longest code of `codes` it starts with; undefined when it starts with none.
 */
export function splitFacetItem(item: string, codes: readonly string[]): { code: string; value: string } | undefined {
  const code = [DATE_FILTER_FIELD, ...codes]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => item.startsWith(`${candidate}_`));
  return code === undefined ? undefined : { code, value: item.slice(code.length + 1) };
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
