import { Button, Space } from 'antd';
import { DATE_FILTER_FIELD } from '@portal/contracts';
import { splitFilterItem, withoutItem } from '../state/insight-filters';

/**
 * The current filters as removable chips (spec §2.6): each chip reads "<field>: <value>" and removes its filter;
 * "Clear all filters" removes them all, the period included (back to the default, the last 3 months).
 */
export function FilterChips({
  items,
  codes,
  fieldNames,
  onChange,
}: {
  items: string[];
  codes: string[];
  /** Display names of the fields by code. */
  fieldNames: ReadonlyMap<string, string>;
  onChange: (items: string[]) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Space size={[4, 8]} wrap role="group" aria-label="Current filters">
      {items.map((item) => {
        const parts = splitFilterItem(item, codes);
        const field = !parts
          ? 'Filter'
          : parts.code === DATE_FILTER_FIELD
            ? 'Period'
            : (fieldNames.get(parts.code) ?? parts.code);
        const value = parts?.value ?? item;
        return (
          <Button
            key={item}
            size="small"
            shape="round"
            aria-label={`Remove filter ${field}: ${value}`}
            onClick={() => onChange(withoutItem(items, item))}
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
