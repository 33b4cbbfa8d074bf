import type { MetadataField, MetadataFieldValue, SelectedFieldValue } from '@portal/contracts';

/** The form's answer: the chosen value ids of each field, by field id. */
export type MetadataSelection = Record<number, number[]>;

/**
 * The values a field offers. A hierarchical field (its values sit under values of another field of the form)
 * offers, once something is chosen in that parent field, only the values under the chosen ones; values already
 * chosen stay offered so a choice never disappears from under the user. Otherwise every value, in order.
 */
export function offeredValues(
  field: MetadataField,
  fields: MetadataField[],
  selection: MetadataSelection,
): MetadataFieldValue[] {
  const sorted = [...field.values].sort((a, b) => a.order - b.order || a.value.localeCompare(b.value));
  const parentCodes = new Set(field.values.flatMap((value) => value.parents.map((parent) => parent.fieldCode)));
  const chosenParents = new Set<string>();
  let parentChosen = false;
  for (const parent of fields.filter((candidate) => parentCodes.has(candidate.code))) {
    for (const id of selection[parent.fieldId] ?? []) {
      const value = parent.values.find((option) => option.profileFieldValueId === id);
      if (value) {
        parentChosen = true;
        chosenParents.add(`${parent.code}\u0000${value.value}`);
      }
    }
  }
  if (!parentChosen) return sorted;
  const own = new Set(selection[field.fieldId] ?? []);
  return sorted.filter(
    (value) =>
      own.has(value.profileFieldValueId) ||
      value.parents.some((parent) => chosenParents.has(`${parent.fieldCode}\u0000${parent.fieldValue}`)),
  );
}

/** The selection as the register and update calls take it (MetadataData): one entry per chosen value. */
export function toSelectedFieldValues(selection: MetadataSelection): SelectedFieldValue[] {
  return Object.entries(selection).flatMap(([fieldId, ids]) =>
    ids.map((profileFieldValueId) => ({ fieldId: Number(fieldId), profileFieldValueId })),
  );
}

/** Required fields with nothing chosen, by name (the form says which before anything is sent). */
export function missingRequired(fields: MetadataField[], selection: MetadataSelection): string[] {
  return fields
    .filter((field) => field.isRequired && (selection[field.fieldId] ?? []).length === 0)
    .map((field) => field.name);
}
