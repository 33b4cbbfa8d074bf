import type { Database } from '../db/database.js';
import { formSubmissions } from '../db/schema/index.js';
import type { FormKind } from './form-rules.js';

/** Stores a checked form (validateFormFields) of a user for a site; answers its id. */
export async function storeFormSubmission(
  db: Database,
  submission: { formKind: FormKind; userId: number; deploymentIndexId: number; payload: Record<string, string> },
): Promise<{ formSubmissionId: number }> {
  const [row] = await db
    .insert(formSubmissions)
    .values(submission)
    .returning({ formSubmissionId: formSubmissions.formSubmissionId });
  if (!row) throw new Error('Storing the form submission returned no row.');
  return row;
}
