import { Type, type Static } from 'typebox';

/** The forms the API stores itself when the site has no external form address (POST v2/forms/{formKind}). */
export type FormKind =
  | 'requestAccess'
  | 'dashboardAccessRequest'
  | 'supportTicket'
  | 'feedback'
  | 'reportAnIssue'
  | 'suggestATag'
  | 'newContentRequest';

/** POST v2/forms/{formKind} body; the fields each form takes are in the API's src/forms/form-rules.ts. */
export const FormSubmissionRequest = Type.Object(
  {
    deploymentIndexId: Type.Integer({ minimum: 1 }),
    fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  },
  { title: 'FormSubmissionRequest' },
);
export type FormSubmissionRequest = Static<typeof FormSubmissionRequest>;

/** POST v2/forms/{formKind} answer (201). */
export const FormSubmitted = Type.Object({ formSubmissionId: Type.Integer() }, { title: 'FormSubmitted' });
export type FormSubmitted = Static<typeof FormSubmitted>;
