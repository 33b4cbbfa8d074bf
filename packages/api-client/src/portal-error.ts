import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** An API failure as the front end shows it: one message a person can read. */
export interface PortalQueryError {
  status: number | 'NETWORK';
  message: string;
}

/**
 * The spec's error rule: the server's `error` field becomes the message; without a server reply,
 * the network's own message.
 */
export function toPortalError(error: FetchBaseQueryError): PortalQueryError {
  if (typeof error.status === 'number') {
    const data = error.data as { error?: unknown } | undefined;
    const serverMessage = typeof data?.error === 'string' && data.error.trim() !== '' ? data.error : null;
    return { status: error.status, message: serverMessage ?? `The server answered with status ${error.status}.` };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, message: 'The server sent an answer that could not be read.' };
  }
  return { status: 'NETWORK', message: error.error.replace(/^TypeError: /, '') };
}

/** A fetchBaseQuery failure that has not been through toPortalError (it has no message of its own). */
function isFetchBaseQueryError(error: object): error is FetchBaseQueryError {
  if (!('status' in error) || 'message' in error) return false;
  return typeof error.status === 'number' ? 'data' in error : 'error' in error && typeof error.error === 'string';
}

/**
 * The message to show for anything a call or a step failed with: a PortalQueryError's (the server's
 * `error` field or the network's reason), a fetchBaseQuery failure's as toPortalError words it, or
 * a thrown Error's or serialized exception's. The fallback when it carries no message: by default, that no
 * readable answer came back.
 */
export function errorMessage(error: unknown, fallback = 'The server could not be reached.'): string {
  if (typeof error !== 'object' || error === null) return fallback;
  if (isFetchBaseQueryError(error)) return toPortalError(error).message;
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
