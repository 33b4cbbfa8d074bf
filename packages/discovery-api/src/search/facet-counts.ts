import { sql, type SQL } from 'drizzle-orm';
import type { FACET_GROUPS as CONTRACT_FACET_GROUPS, INSIGHT_FACET_ORDER as CONTRACT_INSIGHT_FACET_ORDER } from '@portal/contracts';
import { longestCodesFirst, splitFacetKey, type FacetSelection } from './facet-query.js';
import type { SearchEngine } from './search-engine.js';
import { sqlRows } from './sql-rows.js';

/** Facet groups and the insight facet order of calls doc §9, checked against @portal/contracts at compile time. */
export const FACET_GROUPS = [
  'Content',
  'Document',
  'Organizations',
  'Locations',
  'Business Results',
  'Recognition/Awards',
  'Audience',
  'Users Collections & Groups',
  'Status',
] as const satisfies typeof CONTRACT_FACET_GROUPS;

export const INSIGHT_FACET_ORDER = [
  'content_types',
  'agencies',
  'capabilities',
  'topics',
  'regions',
  'countries',
  'clients',
  'brands',
  'partners',
  'tools',
  'industries',
  'sub_industries',
  'target_markets',
  'keywords',
] as const satisfies typeof CONTRACT_INSIGHT_FACET_ORDER;

export interface FacetField {
  code: string;
  name: string;
  groupName: string;
  order: number;
  displayInFilter: boolean;
  isMultiple: boolean;
}

/** A facet of a search result (spec §3). */
export interface SearchFacet {
  name: string;
  displayName: string;
  values: { name: string; count: number; selected: boolean }[];
  groupName: string;
  groupOrder: number;
  order: number;
  displayInFilter: boolean;
  isMultiple: boolean;
}

/**
 * Counts the facet values of the matched documents. A field with a selection is counted without its own
 * selection (`matched(code)`), so its other values keep true counts; selected values always appear, even at 0.
 * Facets come grouped (groupOrder: the place of the group in FACET_GROUPS; unknown groups last) and ordered
 * within a group by the insight facet order, then by the field's own order. Values: most frequent first,
 * then by name; at most `valuesPerFacet` per facet.
 */
export async function countFacets(
  engine: SearchEngine,
  input: { fields: FacetField[]; selection: FacetSelection; matched: (except?: string) => SQL; valuesPerFacet: number },
): Promise<SearchFacet[]> {
  const codes = longestCodesFirst(input.fields.map((field) => field.code));
  const counts = new Map<string, Map<string, number>>(input.fields.map((field) => [field.code, new Map()]));
  const add = (rows: { key: string; count: number }[], only?: string) => {
    for (const row of rows) {
      const parts = splitFacetKey(row.key, codes);
      if (!parts || (only && parts.code !== only)) continue;
      counts.get(parts.code)?.set(parts.value, row.count);
    }
  };
  add(await countKeys(engine, input.matched()));
  for (const code of input.selection.fields.keys()) {
    const own = counts.get(code);
    own?.clear();
    add(await countKeys(engine, input.matched(code), code), code);
  }

  return input.fields
    .map((field) => {
      const selected = new Set(input.selection.fields.get(field.code) ?? []);
      const values = [...(counts.get(field.code) ?? new Map<string, number>())].map(([name, count]) => ({ name, count, selected: selected.has(name) }));
      for (const name of selected) if (!values.some((value) => value.name === name)) values.push({ name, count: 0, selected: true });
      values.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      const insight = (INSIGHT_FACET_ORDER as readonly string[]).indexOf(field.code);
      const group = (FACET_GROUPS as readonly string[]).indexOf(field.groupName);
      return {
        name: field.code,
        displayName: field.name,
        values: values.slice(0, input.valuesPerFacet),
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

async function countKeys(engine: SearchEngine, condition: SQL, onlyCode?: string): Promise<{ key: string; count: number }[]> {
  const only = onlyCode ? sql`and key like ${`${onlyCode.replaceAll('_', '\\_')}\\_%`}` : sql``;
  return sqlRows<{ key: string; count: number }>(
    engine.db,
    sql`select key, count(*)::int as count from search_documents d, unnest(d.facets) as key where ${condition} ${only} group by key`,
  );
}
