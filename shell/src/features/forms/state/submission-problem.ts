import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessage, type PortalQueryError } from '@portal/api-client';

/**
 * Why a form was not stored, as the dialog shows it: under the field the server named (400), as a
 * message with a retry when the answer may change by itself (no connection, server failure), or as
 * the server's own message when sending again would not help (no access, site collects forms elsewhere).
 */
export type SubmissionProblem =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'refused'; message: string };

/** The API's 400 names the field as `fields/<name>` (src/forms/form-rules.ts). */
const NAMED_FIELD = /fields\/([A-Za-z]\w*)/;

export function toSubmissionProblem(
  error: PortalQueryError | SerializedError,
  shownFields: readonly string[],
): SubmissionProblem {
  // A serialized error is an exception thrown while sending, not an answer of the API.
  if (!('status' in error)) return { kind: 'retry', message: errorMessage(error, error.name ?? 'unknown error') };
  const { status, message } = error;
  if (status === 'NETWORK' || status >= 500) return { kind: 'retry', message };
  const field = status === 400 ? NAMED_FIELD.exec(message)?.[1] : undefined;
  if (field !== undefined && shownFields.includes(field)) return { kind: 'field', field, message };
  return { kind: 'refused', message };
}
