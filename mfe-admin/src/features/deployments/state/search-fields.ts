import type { IndexFieldDescription, SearchFieldsChange } from '@portal/contracts';

/** The site's own metadata fields as PUT v2/search/describe/{id} takes them, in the order the site shows them. */
export function siteFieldsChange(fields: readonly IndexFieldDescription[]): SearchFieldsChange {
  return fields
    .filter((field) => field.siteField)
    .map(({ name, displayName, groupName, displayInFilter, displayInInsights }) => ({
      name,
      displayName,
      groupName,
      displayInFilter,
      displayInInsights,
    }));
}

/** The list with the field at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function movedField(fields: SearchFieldsChange, index: number, by: -1 | 1): SearchFieldsChange {
  const to = index + by;
  if (to < 0 || to >= fields.length) return fields;
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
