import { DATE_FILTER_FIELD } from '@portal/contracts';
import type { Facet } from '@portal/contracts';
import { FilterChips as Chips } from '@portal/ui';
import { removeFacetItem, splitFacetItem } from '../state/facet-query';

/**
 * The current filters of a search as removable chips (spec §2.6, §4): removing a chip deselects its value; "Clear
 * all filters" removes them all. A chip reads "<field>: <value>" (the date filter as "Published").
 */
export function FilterChips({
  facets,
  items,
  onChange,
}: {
  facets: Facet[];
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const codes = facets.map((facet) => facet.name);
  const nameOf = new Map(facets.map((facet) => [facet.name, facet.displayName]));
  const chips = items.map((item) => {
    const parts = splitFacetItem(item, codes);
    const field = parts
      ? parts.code === DATE_FILTER_FIELD
        ? 'Published'
        : (nameOf.get(parts.code) ?? parts.code)
      : 'Filter';
    return { key: item, field, value: parts?.value ?? item };
  });
  return (
    <Chips chips={chips} onRemove={(item) => onChange(removeFacetItem(items, item))} onClear={() => onChange([])} />
  );
}
