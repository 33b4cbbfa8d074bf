import { useId, useState, type ReactNode } from 'react';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, theme } from 'antd';
import { FilterChips, usePhone, VISUALLY_HIDDEN, type FilterChip } from '@portal/ui';
import { cardStyle } from '../card-style';
import { stackStyle } from '../stack-style';
import { FilterFieldSelect, type FilterBarField } from './filter-field-select';

/** Fields folded under "More filters", under the name of their group. */
export interface FilterBarGroup {
  name: string;
  fields: FilterBarField[];
}

/**
 * The one filter bar of the dashboards' pages (awards, Analytics & Insights), the same on a phone and a desktop: the
 * fields used most in view, the others under "More filters" (grouped, the button counting the folded fields that hold
 * a choice), and every filter applied as a removable chip beside "Clear all filters". The page says what its fields,
 * chips and clearing mean; the bar only lays them out, so both pages filter alike.
 */
export function FilterBar({
  inline,
  folded,
  moreChosen,
  onField,
  chips,
  onRemove,
  onClear,
  status,
  note,
  busy = false,
}: {
  inline: FilterBarField[];
  folded: FilterBarGroup[];
  /** How many folded fields hold a choice: the count on "More filters". */
  moreChosen: number;
  onField: (name: string, values: string[]) => void;
  chips: FilterChip[];
  onRemove: (key: string) => void;
  onClear: () => void;
  /** In place of the fields not yet in view while their values load, or why they could not. */
  status?: ReactNode;
  /** Below the fields: what the filters mean on this page. */
  note?: ReactNode;
  busy?: boolean;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const titleId = useId();
  const moreId = useId();
  const [more, setMore] = useState(false);
  const select = (field: FilterBarField) => (
    <FilterFieldSelect key={field.name} field={field} onChange={(values) => onField(field.name, values)} />
  );
  // The folded fields line up under the fields in view: two a row on a phone, as many as fit elsewhere.
  const columns = phone ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(200px, 240px))';
  return (
    <section aria-labelledby={titleId} aria-busy={busy} style={{ ...stackStyle(12), ...cardStyle(token), padding: 12 }}>
      <h3 id={titleId} style={VISUALLY_HIDDEN}>
        Filters{chips.length > 0 ? ` (${chips.length} chosen)` : ''}
      </h3>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: columns, alignItems: 'end' }}>
        {inline.map(select)}
        {!status && folded.length > 0 && (
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={more}
            aria-controls={moreId}
            onClick={() => setMore((open) => !open)}
            style={{ justifySelf: 'start' }}
          >
            More filters{moreChosen > 0 ? ` (${moreChosen})` : ''}
          </Button>
        )}
      </div>
      {status}
      <div id={moreId} hidden={!more} style={more ? stackStyle(12) : undefined}>
        {more &&
          !status &&
          folded.map((group) => (
            <fieldset key={group.name} style={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}>
              <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600, fontSize: token.fontSizeSM }}>
                {group.name}
              </legend>
              <div style={{ display: 'grid', gap: 8, gridTemplateColumns: columns }}>{group.fields.map(select)}</div>
            </fieldset>
          ))}
      </div>
      <FilterChips chips={chips} onRemove={onRemove} onClear={onClear} />
      {note && <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{note}</p>}
    </section>
  );
}
