import { DATE_FILTER_FIELD } from '@portal/contracts';
import { FilterChips as Chips } from '@portal/ui';
import { splitFilterItem, withoutItem } from '../state/insight-filters';

/**
 * The current filters of the insights pages as removable chips: each reads "<field>: <value>" (the date filter as
 * "Period"); "Clear all filters" removes them all, the period included (back to the default, the last 3 months).
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
  const chips = items.map((item) => {
    const parts = splitFilterItem(item, codes);
    const field = !parts
      ? 'Filter'
      : parts.code === DATE_FILTER_FIELD
        ? 'Period'
        : (fieldNames.get(parts.code) ?? parts.code);
    return { key: item, field, value: parts?.value ?? item };
  });
  return <Chips chips={chips} onRemove={(item) => onChange(withoutItem(items, item))} onClear={() => onChange([])} />;
}
