import type { DATE_FILTERS as CONTRACT_DATE_FILTERS } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The date filters of calls doc §9. The server can import only types from @portal/contracts (it is TypeScript
 * source for bundlers), so the list is repeated here and checked against the contract's at compile time.
 */
export const DATE_FILTERS = [
  { label: 'Past 3 years', months: 36 },
  { label: 'Past 2 years', months: 24 },
  { label: 'Past 12 months', months: 12 },
  { label: 'Past 6 months', months: 6 },
  { label: 'Past 3 months', months: 3 },
  { label: 'Past 1 month', months: 1 },
  { label: 'Past 15 days', days: 15 },
] as const satisfies typeof CONTRACT_DATE_FILTERS;

/**
 * The facet query of a search (spec §5): items `<field code>_<value>` joined by commas; a comma inside a value
 * is written `\,` and a backslash `\\` (the search remote escapes values the same way, so any value round-trips).
 * Field codes may contain underscores themselves (content_types), so an item is split at the longest known
 * field code it starts with. Date filters are items `published_date_<label>` with a label of DATE_FILTERS
 * ('Past 3 years' … 'Past 15 days').
 */
export interface FacetSelection {
  /** Field code → selected values (order kept, duplicates removed). */
  fields: Map<string, string[]>;
  /** The date filter's label, when one is chosen. */
  date?: (typeof DATE_FILTERS)[number]['label'];
}

export const DATE_FILTER_FIELD = 'published_date';

export class FacetQueryError extends Error {}

/** Splits on commas not escaped by a backslash, and unescapes `\,` and `\\`. */
export function splitFacetQuery(query: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let index = 0; index < query.length; index += 1) {
    const char = query[index] as string;
    if (char === '\\' && index + 1 < query.length) {
      current += query[index + 1];
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

/** Escapes a value for a facet query item (the inverse of splitFacetQuery). */
export function escapeFacetValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll(',', '\\,');
}

/** Field codes longest first, the order splitFacetKey needs (content_types is tried before types). */
export function longestCodesFirst(codes: Iterable<string>): string[] {
  return [...codes].sort((a, b) => b.length - a.length);
}

/**
 * Splits a facet key `<field code>_<value>` at the longest field code it starts with (`codes` longest first,
 * see longestCodesFirst); undefined when it starts with none. Field codes contain underscores themselves.
 */
export function splitFacetKey(key: string, codes: readonly string[]): { code: string; value: string } | undefined {
  const code = codes.find((candidate) => key.startsWith(`${candidate}_`));
  return code === undefined ? undefined : { code, value: key.slice(code.length + 1) };
}

/**
 * The same rule in SQL, for a field's keys: `starts_with(<key>, '<code>_')`, leaving out the keys of longer codes
 * sharing its prefix (`longerCodes`: the field codes that start with `<code>_`).
 */
export function facetKeyCondition(field: { name: string; longerCodes: readonly string[] }, key: SQL): SQL {
  const own = sql`starts_with(${key}, ${`${field.name}_`})`;
  const others = field.longerCodes.map((code) => sql` and not starts_with(${key}, ${`${code}_`})`);
  return sql.join([own, ...others], sql``);
}

/** Parses a facet query against the site's facet field codes; an item naming no field is an error naming it. */
export function parseFacetQuery(query: string | undefined, fieldCodes: Iterable<string>): FacetSelection {
  const codes = longestCodesFirst(fieldCodes);
  const selection: FacetSelection = { fields: new Map() };
  for (const item of splitFacetQuery(query ?? '')) {
    if (item.startsWith(`${DATE_FILTER_FIELD}_`)) {
      const label = item.slice(DATE_FILTER_FIELD.length + 1);
      const filter = DATE_FILTERS.find((candidate) => candidate.label.toLowerCase() === label.toLowerCase());
      if (!filter)
        throw new FacetQueryError(
          `filters: '${label}' is not a date filter (use one of ${DATE_FILTERS.map((candidate) => candidate.label).join(', ')}).`,
        );
      selection.date = filter.label;
      continue;
    }
    const parts = splitFacetKey(item, codes);
    if (!parts || parts.value === '')
      throw new FacetQueryError(`filters: '${item}' names no facet of this site (an item is <field code>_<value>).`);
    const { code, value } = parts;
    const values = selection.fields.get(code) ?? [];
    if (!values.includes(value)) values.push(value);
    selection.fields.set(code, values);
  }
  return selection;
}

/** The earliest published date a date filter keeps. */
export function dateFilterStart(label: FacetSelection['date'], now = new Date()): Date | undefined {
  const filter = DATE_FILTERS.find((candidate) => candidate.label === label);
  if (!filter) return undefined;
  const start = new Date(now);
  if ('months' in filter) start.setMonth(start.getMonth() - filter.months);
  else start.setDate(start.getDate() - filter.days);
  return start;
}

/** Documents (alias d) with any of these values of a field (their facet keys), which the facets index answers. */
export function anyFacetValueCondition(code: string, values: readonly string[]): SQL {
  return sql`(d.facets && ${sql.param(values.map((value) => `${code}_${value}`))}::text[])`;
}

/** A facet selection as conditions on search_documents (alias d): one per field (any of its values), the date. */
export function selectionConditions(selection: FacetSelection): SQL[] {
  const conditions = [...selection.fields].map(([code, values]) => anyFacetValueCondition(code, values));
  const start = dateFilterStart(selection.date);
  if (start) conditions.push(sql`d.published_date >= ${start.toISOString()}::timestamptz`);
  return conditions;
}
