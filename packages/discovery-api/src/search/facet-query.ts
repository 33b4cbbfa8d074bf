import {
  DATE_FILTER_FIELD,
  DATE_FILTERS,
  facetItem,
  longestCodesFirst,
  splitFacetKey,
  splitFacetQuery,
  type DateFilterLabel,
} from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A facet query of a search (spec §5), read against a site's facet fields. The query's codec (items
 * `<field code>_<value>` joined by commas, escaping, the longest-code split, the date filter items) is the one
 * the search remote writes with, from @portal/contracts.
 */
export interface FacetSelection {
  /** Field code → selected values (order kept, duplicates removed). */
  fields: Map<string, string[]>;
  /** The date filter's label, when one is chosen. */
  date?: DateFilterLabel;
}

export class FacetQueryError extends Error {}

/**
 * The longest-code split of splitFacetKey in SQL, for a field's keys: `starts_with(<key>, '<code>_')`, leaving out the keys of longer codes
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
  return sql`(d.facets && ${sql.param(values.map((value) => facetItem(code, value)))}::text[])`;
}

/** A facet selection as conditions on search_documents (alias d): one per field (any of its values), the date. */
export function selectionConditions(selection: FacetSelection): SQL[] {
  const conditions = [...selection.fields].map(([code, values]) => anyFacetValueCondition(code, values));
  const start = dateFilterStart(selection.date);
  if (start) conditions.push(sql`d.published_date >= ${start.toISOString()}::timestamptz`);
  return conditions;
}
