import { MAX_BLOB_NAME_LENGTH } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';

/** Azure's limit on the length of a blob name (@portal/contracts). */
export { MAX_BLOB_NAME_LENGTH };

// C0 and C1 control characters, DEL included.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

/**
 * Why a blob name a caller sent may not be signed, or undefined when it may. Names the server generates
 * (`<docId>/<safe file name>`) always pass; anything that could address another blob once it is put in a
 * URL is refused: `.` and `..` segments and empty segments (browsers and proxies normalise them away),
 * backslashes (turned into `/` by some clients), percent escapes (decoded by the service, so the name
 * signed would not be the name written), control characters, and a leading or trailing `/` or `.`.
 * The answer completes "blobName must …".
 */
export function blobNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'not be empty';
  if (name.length > MAX_BLOB_NAME_LENGTH) return `be at most ${MAX_BLOB_NAME_LENGTH} characters long`;
  if (CONTROL_CHARACTER.test(name)) return 'not contain control characters';
  if (name.includes('\\')) return 'not contain a backslash';
  if (name.startsWith('/')) return 'not start with "/"';
  if (name.endsWith('/') || name.endsWith('.')) return 'not end with "/" or "."';
  if (PERCENT_ESCAPE.test(name)) return 'not contain percent escapes such as %2F';
  const segments = name.split('/');
  if (segments.includes('..') || segments.includes('.')) return 'not contain "." or ".." path segments';
  if (segments.includes('')) return 'not contain "//"';
  return undefined;
}

/** 400 naming the field (as schema validation does) when a caller's blob name may not be used. */
export function requireValidBlobName(name: string, field = 'querystring/blobName'): void {
  const problem = blobNameProblem(name);
  if (problem) throw new HttpError(400, `The request is not valid: ${field} must ${problem}.`);
}
