import { useId } from 'react';
import { Select, theme } from 'antd';
import { formatCount } from '../../lib/format-count';

/** One field of a filter bar: the values it offers and those chosen. */
export interface FilterBarField {
  /** The field's code, handed back on a change. */
  name: string;
  label: string;
  /** The values offered, each with how many results hold it (left out where a count means nothing, e.g. a period). */
  options: { value: string; count?: number }[];
  chosen: string[];
  /** Several values at once, or one that replaces the last. */
  multiple: boolean;
  /** Whether the choice may be emptied (a period may not: it always has one). */
  clearable?: boolean;
  placeholder?: string;
  /** What the open list says when it offers no value. */
  empty: string;
}

/**
 * A field's select: its values with their counts, the chosen ones listed even when no longer offered (so a choice
 * that now matches nothing can still be seen and removed). Typing narrows the values by their text.
 */
export function FilterFieldSelect({
  field,
  onChange,
}: {
  field: FilterBarField;
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const { token } = theme.useToken();
  const offered = new Set(field.options.map((option) => option.value));
  const options = [
    ...field.options.map((option) => ({
      value: option.value,
      label: option.count === undefined ? option.value : `${option.value} (${formatCount(option.count)})`,
    })),
    ...field.chosen.filter((value) => !offered.has(value)).map((value) => ({ value, label: value })),
  ];
  const clearable = field.clearable ?? true;
  const shared = {
    id,
    virtual: false,
    allowClear: clearable,
    placeholder: field.placeholder ?? 'Any',
    optionFilterProp: 'label',
    options,
    notFoundContent: field.empty,
    style: { width: '100%' },
  };
  return (
    <div style={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {field.label}
      </label>
      {field.multiple ? (
        <Select
          {...shared}
          mode="multiple"
          maxTagCount="responsive"
          value={field.chosen}
          onChange={(values: string[]) => onChange(values)}
        />
      ) : (
        <Select
          {...shared}
          value={field.chosen.at(-1) ?? null}
          onChange={(value: string | null | undefined) => onChange(value ? [value] : [])}
        />
      )}
    </div>
  );
}
