import { FilterChips as Chips } from '@portal/ui';
import { insightChips } from '../state/insight-filter-bar';
import { withoutItem } from '../state/insight-filters';

/**
 * The current filters of Pattern Analysis (which has no filter bar, spec §2.3) as removable chips, read as on
 * Analytics & Insights; "Clear all filters" removes them all, the period included (back to the last 3 months).
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
  return (
    <Chips
      chips={insightChips(items, codes, fieldNames)}
      onRemove={(item) => onChange(withoutItem(items, item))}
      onClear={() => onChange([])}
    />
  );
}
