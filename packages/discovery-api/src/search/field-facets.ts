import { sql, type SQL } from 'drizzle-orm';
import { facetKeyCondition } from './facet-query.js';
import type { SearchEngine } from './search-engine.js';
import { sqlRows } from '../db/sql-rows.js';

/** A field whose values can be counted: a column of search_documents (alias d), or a metadata field's facet keys. */
export type CountableField =
  { kind: 'scalar'; name: string; column: SQL } | { kind: 'collection'; name: string; longerCodes: readonly string[] };

export type FacetSort = 'count' | '-count' | 'value' | '-value';

/** Value counts of one field (Azure's `facet` parameter). */
export interface FieldFacetRequest {
  field: CountableField;
  /** At most this many values; 0: every value. */
  count: number;
  sort: FacetSort;
}

export interface FacetValueCount {
  value: unknown;
  count: number;
}

/** A field's values over the matched documents, sorted as asked, at most `count` of them (0: all). */
export async function fieldFacetValues(
  engine: SearchEngine,
  facet: FieldFacetRequest,
  matched: SQL,
): Promise<FacetValueCount[]> {
  const field = facet.field;
  const rows =
    field.kind === 'collection'
      ? await sqlRows<{ value: string; count: number }>(
          engine.db,
          sql`select substr(f.k, ${field.name.length + 2}) as value, count(*)::int as count
              from search_documents d, unnest(d.facets) as f(k) where ${matched} and ${facetKeyCondition(field, sql`f.k`)} group by f.k`,
        )
      : await sqlRows<{ value: unknown; count: number }>(
          engine.db,
          sql`select ${field.column} as value, count(*)::int as count from search_documents d where ${matched} and ${field.column} is not null group by 1`,
        );
  const byValue = (a: { value: unknown }, b: { value: unknown }) => String(a.value).localeCompare(String(b.value));
  const sorted = rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  switch (facet.sort) {
    case 'count':
      sorted.sort((a, b) => b.count - a.count || byValue(a, b));
      break;
    case '-count':
      sorted.sort((a, b) => a.count - b.count || byValue(a, b));
      break;
    case 'value':
      sorted.sort(byValue);
      break;
    case '-value':
      sorted.sort((a, b) => byValue(b, a));
      break;
  }
  return facet.count === 0 ? sorted : sorted.slice(0, facet.count);
}
