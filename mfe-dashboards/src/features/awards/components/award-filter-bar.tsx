import type { ReactNode } from 'react';
import {
  AWARD_FILTER_FIELDS,
  type AwardFilterField,
  type AwardFilterForm,
  type AwardFilterValues,
} from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterBarField } from '../../../components/filter-bar/filter-field-select';
import { filterChoices, foldedChoices, inlineFields, isFolded, withoutChoice } from '../state/award-filter-bar';
import { withFieldValues } from '../state/award-filter-params';

type FormField = AwardFilterForm['filterGroups'][number]['filterFields'][number];

/** A field of the answer's form as the bar shows it: every awards field takes several values. */
const barField = (field: FormField, chosen: string[]): FilterBarField => ({
  name: field.fieldCode,
  label: field.fieldName,
  options: field.filterValues.map((value) => ({ value: value.fieldValue, count: value.count })),
  chosen,
  multiple: field.isMultiple,
  placeholder: field.fieldCode === 'year' ? 'Every year' : 'Any',
  empty: 'No values with these filters',
});

/**
 * The filter bar of the awards pages (the dashboards' one filter bar, components/filter-bar), built from the answer's
 * filter form (spec §3: groups, fields, values with counts and `selected`), compact (state/award-filter-bar.ts): the
 * year, the show and the page's own field (`pageField`) in view, the other fields under "More filters" (grouped as the
 * server groups them), and every value chosen as a removable chip beside "Clear all filters". `values` are the filters
 * the answer applied (the page's default included, e.g. the latest year), so a choice adds to what is shown. `fixed`
 * fields are the page's own (the Cannes dashboard's show): neither offered nor shown, and kept on clearing.
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
  const inline = inlineFields(pageField, fixed);
  const fields = new Map(
    form.filterGroups.flatMap((group) => group.filterFields.map((field) => [field.fieldCode, field] as const)),
  );
  const shown = (field: FormField) => barField(field, values[field.fieldCode as AwardFilterField] ?? []);
  const choices = filterChoices(values, fixed);
  return (
    <FilterBar
      inline={inline.flatMap((name) => {
        const field = fields.get(name);
        return field ? [shown(field)] : [];
      })}
      folded={form.filterGroups
        .map((group) => ({
          name: group.groupName,
          fields: group.filterFields.filter((field) => isFolded(field.fieldCode, inline, fixed)).map(shown),
        }))
        .filter((group) => group.fields.length > 0)}
      moreChosen={foldedChoices(values, inline, fixed)}
      onField={(name, chosen) => onChange(withFieldValues(values, name as AwardFilterField, chosen))}
      chips={choices.map(({ key, field, value }) => ({
        key,
        field: fields.get(field)?.fieldName ?? AWARD_FILTER_FIELDS[field],
        value,
      }))}
      onRemove={(key) => {
        const choice = choices.find((each) => each.key === key);
        if (choice) onChange(withoutChoice(values, choice));
      }}
      onClear={() => onChange(Object.fromEntries(fixed.map((name) => [name, values[name] ?? []])))}
      note={note}
      busy={busy}
    />
  );
}
