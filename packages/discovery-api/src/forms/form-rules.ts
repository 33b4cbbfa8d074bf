import { FORM_TITLES } from '@portal/contracts';
import { formKind, type FormSubmission } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

export type FormKind = FormSubmission['formKind'];
/** Every kind of form, in the order of the database enum. */
export const FORM_KINDS: readonly FormKind[] = formKind.enumValues;

interface FieldRule {
  required: boolean;
  maxLength: number;
  /** Allowed values, when the field is a choice. */
  oneOf?: readonly string[];
}

interface FormRules {
  /** The form title of spec §9 (@portal/contracts FORM_TITLES). */
  title: string;
  /** What one submission is called in a sentence or a notification title ('support ticket'). */
  noun: string;
  fields: Record<string, FieldRule>;
}

const required = (maxLength: number): FieldRule => ({ required: true, maxLength });
const optional = (maxLength: number, oneOf?: readonly string[]): FieldRule => ({ required: false, maxLength, oneOf });

/** What each form accepts when the portal collects it itself (no external form address on the site). */
export const FORM_RULES: Record<FormKind, FormRules> = {
  requestAccess: {
    title: FORM_TITLES.requestAccess,
    noun: 'Access request',
    fields: { message: required(2000), requestedRole: optional(100) },
  },
  dashboardAccessRequest: {
    title: FORM_TITLES.dashboardAccessRequest,
    noun: 'Dashboard access request',
    fields: { dashboardName: required(200), message: required(2000), docId: optional(200) },
  },
  supportTicket: {
    title: FORM_TITLES.supportTicket,
    noun: 'Support ticket',
    fields: { subject: required(200), description: required(4000), priority: optional(10, ['low', 'normal', 'high']) },
  },
  feedback: {
    title: FORM_TITLES.feedback,
    noun: 'Feedback',
    fields: { message: required(4000), rating: optional(1, ['1', '2', '3', '4', '5']) },
  },
  reportAnIssue: {
    title: FORM_TITLES.reportAnIssue,
    noun: 'Issue report',
    fields: { description: required(4000), pageUrl: optional(2000) },
  },
  suggestATag: {
    title: FORM_TITLES.suggestATag,
    noun: 'Tag suggestion',
    fields: { tag: required(100), docId: optional(200), message: optional(1000) },
  },
  newContentRequest: {
    title: FORM_TITLES.newContentRequest,
    noun: 'Content request',
    fields: { title: required(200), description: required(4000), neededBy: optional(30) },
  },
};

const invalid = (field: string, problem: string) =>
  new HttpError(400, `The request is not valid: fields/${field} ${problem}.`);

/** Checks the fields of one form and returns them trimmed; 400 naming the first field that fails. */
export function validateFormFields(kind: FormKind, fields: Record<string, unknown>): Record<string, string> {
  const rules = FORM_RULES[kind].fields;
  const unknown = Object.keys(fields).find((name) => !(name in rules));
  if (unknown !== undefined)
    throw invalid(
      unknown,
      `is not a field of the ${FORM_RULES[kind].title} form (it takes ${Object.keys(rules).join(', ')})`,
    );
  const clean: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const raw = fields[name];
    if (raw === undefined || raw === null) {
      if (rule.required) throw invalid(name, 'is required');
      continue;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') throw invalid(name, 'must be text');
    const value = String(raw).trim();
    if (value === '') {
      if (rule.required) throw invalid(name, 'must not be empty');
      continue;
    }
    if (value.length > rule.maxLength) throw invalid(name, `must be at most ${rule.maxLength} characters`);
    if (rule.oneOf && !rule.oneOf.includes(value)) throw invalid(name, `must be one of ${rule.oneOf.join(', ')}`);
    clean[name] = value;
  }
  return clean;
}
