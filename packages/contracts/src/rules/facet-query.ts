import type { DATE_FILTERS } from '../constants.js';

/*
 * The facet query of a search (spec §5): items `<field code>_<value>` joined by commas. A comma inside a value
 * is written `\,` and a backslash `\\`, so any value round-trips through the URL and the request. Field codes
 * may contain underscores themselves (content_types), so an item is split at the longest known field code it
 * starts with. Date filters are the items `published_date_<label>` with a label of DATE_FILTERS.
 */

export const DATE_FILTER_FIELD = 'published_date';

export type DateFilterLabel = (typeof DATE_FILTERS)[number]['label'];

/** The items of a facet query: split on commas not escaped by a backslash, `\,` and `\\` unescaped. */
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

/** A value (or a whole item) escaped for a facet query: the inverse of splitFacetQuery. */
export function escapeFacetValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll(',', '\\,');
}

/** The facet query of some items, each escaped. */
export function joinFacetQuery(items: readonly string[]): string {
  return items.map(escapeFacetValue).join(',');
}

/** The item (facet key) of one value of a field. */
export function facetItem(code: string, value: string): string {
  return `${code}_${value}`;
}

/** Field codes longest first, the order splitFacetKey needs (content_types is tried before types). */
export function longestCodesFirst(codes: Iterable<string>): string[] {
  return [...codes].sort((a, b) => b.length - a.length);
}

/**
 * Splits a facet key `<field code>_<value>` at the longest field code it starts with (`codes` longest first,
 * see longestCodesFirst); undefined when it starts with none.
 */
export function splitFacetKey(key: string, codes: readonly string[]): { code: string; value: string } | undefined {
  const code = codes.find((candidate) => key.startsWith(`${candidate}_`));
  return code === undefined ? undefined : { code, value: key.slice(code.length + 1) };
}
