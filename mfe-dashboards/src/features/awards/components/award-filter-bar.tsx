import { useId, useState, type ReactNode } from 'react';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, Select, theme } from 'antd';
import {
  AWARD_FILTER_FIELDS,
  type AwardFilterField,
  type AwardFilterForm,
  type AwardFilterValues,
} from '@portal/contracts';
import { FilterChips, usePhone, VISUALLY_HIDDEN } from '@portal/ui';
import { cardStyle } from '../../../components/card-style';
import { stackStyle } from '../../../components/stack-style';
import { formatCount } from '../../../lib/format-count';
import { filterChoices, foldedChoices, inlineFields, isFolded, withoutChoice } from '../state/award-filter-bar';
import { withFieldValues } from '../state/award-filter-params';

type FormField = AwardFilterForm['filterGroups'][number]['filterFields'][number];

/** One field's multiple choice: its values with how many results hold each, the chosen ones kept even at 0. */
function FieldSelect({
  field,
  name,
  chosen,
  onChange,
}: {
  field: FormField;
  name: AwardFilterField;
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const { token } = theme.useToken();
  const offered = new Set(field.filterValues.map((value) => value.value));
  const options = [
    ...field.filterValues.map((value) => ({
      value: value.value,
      label: `${value.value} (${formatCount(value.count)})`,
    })),
    ...chosen.filter((value) => !offered.has(value)).map((value) => ({ value, label: value })),
  ];
  return (
    <div style={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {field.label}
      </label>
      <Select
        id={id}
        mode="multiple"
        allowClear
        virtual={false}
        maxTagCount="responsive"
        placeholder={name === 'year' ? 'Every year' : 'Any'}
        optionFilterProp="label"
        options={options}
        value={chosen}
        onChange={(values: string[]) => onChange(values)}
        notFoundContent="No values with these filters"
        style={{ width: '100%' }}
      />
    </div>
  );
}

/**
 * The filter bar of the awards pages, built from the answer's filter form (spec §3: groups, fields, values with
 * counts and `selected`), compact (state/award-filter-bar.ts): the year, the show and the page's own field
 * (`pageField`) in view, the other fields under "More filters" (grouped as the server groups them, with the number
 * of them holding a choice), and every value chosen as a removable chip beside "Clear all filters". `values` are the
 * filters the answer applied (the page's default included, e.g. the latest year), so a choice adds to what is shown.
 * `fixed` fields are the page's own (the Cannes dashboard's show): neither offered nor shown, and kept on clearing.
 */
export function AwardFilterBar({
  form,
  values,
  onChange,
  pageField,
  fixed = [],
  note,
  busy = false,
}: {
  form: AwardFilterForm;
  values: AwardFilterValues;
  onChange: (values: AwardFilterValues) => void;
  pageField?: AwardFilterField;
  fixed?: readonly AwardFilterField[];
  /** Below the fields: what the filters mean on this page. */
  note?: ReactNode;
  busy?: boolean;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const titleId = useId();
  const moreId = useId();
  const [more, setMore] = useState(false);
  const inline = inlineFields(pageField, fixed);
  const fields = new Map(
    form.filterGroups.flatMap((group) => group.filterFields.map((field) => [field.fieldName, field] as const)),
  );
  const folded = form.filterGroups
    .map((group) => ({
      ...group,
      filterFields: group.filterFields.filter((field) => isFolded(field.fieldName, inline, fixed)),
    }))
    .filter((group) => group.filterFields.length > 0);
  const choices = filterChoices(values, fixed);
  const foldedCount = foldedChoices(values, inline, fixed);
  const select = (field: FormField) => {
    const name = field.fieldName as AwardFilterField;
    return (
      <FieldSelect
        key={name}
        field={field}
        name={name}
        chosen={values[name] ?? []}
        onChange={(chosen) => onChange(withFieldValues(values, name, chosen))}
      />
    );
  };
  // The folded fields line up under the fields in view: two a row on a phone, as many as fit elsewhere.
  const columns = phone ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(200px, 240px))';
  return (
    <section aria-labelledby={titleId} aria-busy={busy} style={{ ...stackStyle(12), ...cardStyle(token), padding: 12 }}>
      <h3 id={titleId} style={VISUALLY_HIDDEN}>
        Filters{choices.length > 0 ? ` (${choices.length} chosen)` : ''}
      </h3>
      <div
        style={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: columns,
          alignItems: 'end',
        }}
      >
        {inline.flatMap((name) => {
          const field = fields.get(name);
          return field ? [select(field)] : [];
        })}
        {folded.length > 0 && (
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={more}
            aria-controls={moreId}
            onClick={() => setMore((open) => !open)}
            style={{ justifySelf: 'start' }}
          >
            More filters{foldedCount > 0 ? ` (${foldedCount})` : ''}
          </Button>
        )}
      </div>
      <div id={moreId} hidden={!more} style={more ? stackStyle(12) : undefined}>
        {more &&
          folded.map((group) => (
            <fieldset key={group.groupName} style={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}>
              <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600, fontSize: token.fontSizeSM }}>
                {group.groupName}
              </legend>
              <div style={{ display: 'grid', gap: 8, gridTemplateColumns: columns }}>
                {group.filterFields.map(select)}
              </div>
            </fieldset>
          ))}
      </div>
      <FilterChips
        chips={choices.map(({ key, field, value }) => ({
          key,
          field: fields.get(field)?.label ?? AWARD_FILTER_FIELDS[field],
          value,
        }))}
        onRemove={(key) => {
          const choice = choices.find((each) => each.key === key);
          if (choice) onChange(withoutChoice(values, choice));
        }}
        onClear={() => onChange(Object.fromEntries(fixed.map((name) => [name, values[name] ?? []])))}
      />
      {note && <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{note}</p>}
    </section>
  );
}
