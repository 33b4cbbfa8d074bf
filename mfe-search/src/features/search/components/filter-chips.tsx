import { Button, Space } from 'antd';
import { DATE_FILTER_FIELD } from '@portal/contracts';
import type { Facet } from '@portal/contracts';
import { removeFacetItem, splitFacetItem } from '../state/facet-query';

/**
 * The current filters as removable chips (spec §2.6, §4): removing a chip deselects its value; "Clear all
 * filters" removes them all. A chip reads "<field>: <value>" and is a button, so the keyboard reaches it.
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
  if (items.length === 0) return null;
  const codes = facets.map((facet) => facet.name);
  const nameOf = new Map(facets.map((facet) => [facet.name, facet.displayName]));
  return (
    <Space size={[4, 8]} wrap aria-label="Current filters" role="group">
      {items.map((item) => {
        const parts = splitFacetItem(item, codes);
        const field = parts
          ? parts.code === DATE_FILTER_FIELD
            ? 'Published'
            : (nameOf.get(parts.code) ?? parts.code)
          : 'Filter';
        const value = parts?.value ?? item;
        return (
          <Button
            key={item}
            size="small"
            shape="round"
            aria-label={`Remove filter ${field}: ${value}`}
            onClick={() => onChange(removeFacetItem(items, item))}
          >
            {field}: {value} <span aria-hidden="true">×</span>
          </Button>
        );
      })}
      <Button size="small" type="link" onClick={() => onChange([])}>
        Clear all filters
      </Button>
    </Space>
  );
}
