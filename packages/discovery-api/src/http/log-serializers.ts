import { stdSerializers } from 'pino';

/**
 * How requests appear in the logs: a credential in a URL is never written out. The notification stream takes a
 * one-use ticket in its query (EventSource sends no headers; a bearer token there is refused, and redacted all the
 * same); a public video link carries its token in the page address (`/video?v=`) and in the public call
 * (`/api/public/videos/{token}`).
 */
export function serializeRequest(request: { method: string; url: string }) {
  return {
    method: request.method,
    url: request.url
      .replace(/([?&](?:access_token|ticket)=)[^&]*/g, '$1[redacted]')
      .replace(/^(\/video\?(?:[^#]*&)?v=)[^&#]*/, '$1[redacted]')
      .replace(/^(\/api\/public\/videos\/)[^/?#]+/, '$1[redacted]'),
  };
}

/** The most of one text a log line keeps (a failed statement's SQL and its parameters, a user's question among them). */
export const MAX_LOGGED_TEXT = 2_000;
const MAX_LOGGED_ITEMS = 20;
const MAX_LOGGED_DEPTH = 4;

function shortened(value: unknown, depth: number): unknown {
  if (typeof value === 'string')
    return value.length > MAX_LOGGED_TEXT
      ? `${value.slice(0, MAX_LOGGED_TEXT)}… [${value.length} characters in all]`
      : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_LOGGED_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_LOGGED_ITEMS).map((item) => shortened(item, depth + 1));
    return value.length > MAX_LOGGED_ITEMS ? [...kept, `… [${value.length} items in all]`] : kept;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item, depth + 1)]));
}

/**
 * How errors appear in the logs: pino's own serializer (message, stack, cause, the error's fields), each text cut to
 * MAX_LOGGED_TEXT characters and each list to 20 items, so a failed statement cannot write a line of 100 KB holding
 * whatever a user sent.
 */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  return shortened(stdSerializers.err(error), 0) as ReturnType<typeof serializeError>;
}
