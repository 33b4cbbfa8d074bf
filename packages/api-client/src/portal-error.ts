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
