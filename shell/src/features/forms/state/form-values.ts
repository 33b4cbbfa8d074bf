import type { FormKind, FormSubmissionRequest } from '@portal/contracts';
import { FORM_DEFINITIONS } from './form-definitions';

/** What the antd form holds: one text per field name. */
export type FormValues = Record<string, string | undefined>;

/**
 * The starting values: what the opener passed in the dialog props under a field's name (a docId,
 * a dashboardName, …), else the field's default. An issue report is about the page the user is on.
 */
export function initialFieldValues(kind: FormKind, props: Record<string, unknown>, currentPageUrl: string): FormValues {
  const values: FormValues = {};
  for (const field of FORM_DEFINITIONS[kind]) {
    const given = props[field.name];
    if (typeof given === 'string' || typeof given === 'number') values[field.name] = String(given);
    else if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
  }
  if (kind === 'reportAnIssue' && values.pageUrl === undefined) values.pageUrl = currentPageUrl;
  return values;
}

/** The body's `fields`: trimmed texts, empty optional ones left out (as the API would drop them). */
export function toRequestFields(kind: FormKind, values: FormValues): FormSubmissionRequest['fields'] {
  const fields: FormSubmissionRequest['fields'] = {};
  for (const { name } of FORM_DEFINITIONS[kind]) {
    const value = values[name]?.trim();
    if (value) fields[name] = value;
  }
  return fields;
}
