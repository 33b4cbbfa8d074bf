import { Button, Space } from 'antd';

/** One current filter: what removing it takes away, and how it reads ("<field>: <value>"). */
export interface FilterChip {
  key: string;
  field: string;
  value: string;
}

/**
 * The current filters as removable chips (spec §2.6 "Current-filter chips", §4: removing a chip deselects it), and
 * "Clear all filters". A chip is a button, so the keyboard reaches it; its name says what it removes.
 */
export function FilterChips({
  chips,
  onRemove,
  onClear,
}: {
  chips: FilterChip[];
  onRemove: (key: string) => void;
  onClear: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <Space size={[4, 8]} wrap role="group" aria-label="Current filters">
      {chips.map(({ key, field, value }) => (
        <Button
          key={key}
          size="small"
          shape="round"
          aria-label={`Remove filter ${field}: ${value}`}
          onClick={() => onRemove(key)}
        >
          {field}: {value} <span aria-hidden="true">×</span>
        </Button>
      ))}
      <Button size="small" type="link" onClick={onClear}>
        Clear all filters
      </Button>
    </Space>
  );
}
