import type { FormKind } from '@portal/contracts';

/**
 * How a field is entered: free text on one line or several, an address, a date, one of a few
 * choices, or `hidden` for a value only the opener knows (a document id) that is sent as given.
 */
export type FormFieldControl = 'text' | 'textarea' | 'url' | 'date' | 'choice' | 'hidden';

export interface FormFieldDefinition {
  /** The field name the API expects in `fields`. */
  name: string;
  control: FormFieldControl;
  required: boolean;
  maxLength: number;
  /** The accepted values of a `choice` field. */
  choices?: readonly string[];
  /** Chosen before the user picks, when nothing is pre-filled. */
  defaultValue?: string;
}

const text = (name: string, required: boolean, maxLength: number): FormFieldDefinition => ({
  name,
  control: 'text',
  required,
  maxLength,
});
const textarea = (name: string, required: boolean, maxLength: number): FormFieldDefinition => ({
  name,
  control: 'textarea',
  required,
  maxLength,
});
const hidden = (name: string, maxLength: number): FormFieldDefinition => ({
  name,
  control: 'hidden',
  required: false,
  maxLength,
});

/**
 * The fields of each built-in form, in display order. They mirror the API's rules
 * (packages/discovery-api/src/forms/form-rules.ts: names, required, maximum lengths, choices) so the
 * user sees a problem before sending; the API checks again and its 400 names the field.
 */
export const FORM_DEFINITIONS: Record<FormKind, readonly FormFieldDefinition[]> = {
  requestAccess: [textarea('message', true, 2000), text('requestedRole', false, 100)],
  dashboardAccessRequest: [text('dashboardName', true, 200), textarea('message', true, 2000), hidden('docId', 200)],
  supportTicket: [
    text('subject', true, 200),
    textarea('description', true, 4000),
    {
      name: 'priority',
      control: 'choice',
      required: false,
      maxLength: 10,
      choices: ['low', 'normal', 'high'],
      defaultValue: 'normal',
    },
  ],
  feedback: [
    { name: 'rating', control: 'choice', required: false, maxLength: 1, choices: ['1', '2', '3', '4', '5'] },
    textarea('message', true, 4000),
  ],
  reportAnIssue: [
    textarea('description', true, 4000),
    { name: 'pageUrl', control: 'url', required: false, maxLength: 2000 },
  ],
  suggestATag: [text('tag', true, 100), textarea('message', false, 1000), hidden('docId', 200)],
  newContentRequest: [
    text('title', true, 200),
    textarea('description', true, 4000),
    { name: 'neededBy', control: 'date', required: false, maxLength: 30 },
  ],
};
