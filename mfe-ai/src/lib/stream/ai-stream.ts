import { createParser } from 'eventsource-parser';
import type { AiError } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/** What is said when no answer came back at all (the network failed before the server answered). */
export const UNREACHABLE = 'The server could not be reached.';
/** What is said when a stream ended without its final answer or an error. */
export const CUT_OFF = 'The answer stopped before it was complete. Please try again.';

/** An AI call that failed: the server's errorMessage (spec §7, §8), or why no answer came. */
export class AiCallError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the failure (429: the per-user limit), null when no answer came. */
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'AiCallError';
  }
}

export interface AiStreamOptions {
  /** Aborting it stops the call and the stream (the user pressed Stop, or closed the panel). */
  signal?: AbortSignal;
  /** Each piece of the reply, in order, as it arrives. */
  onDelta?: (text: string) => void;
  /** Any other event the call streams before its answer (the response generator's `section`), with its data. */
  onEvent?: (event: string, data: unknown) => void;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The message of an AiError (or of any error body the server sent), else the status. */
function failureMessage(body: unknown, status: number): string {
  const error = (body ?? {}) as Partial<AiError>;
  return text(error.errorMessage) ?? text(error.error) ?? `The server answered with status ${status}.`;
}

async function failureOf(response: Response): Promise<AiCallError> {
  const body: unknown = await response.json().catch(() => null);
  return new AiCallError(failureMessage(body, response.status), response.status);
}

const parsed = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

/** Reads the server-sent events of an AI answer: `delta` pieces, then `done` (the answer) or `error` (an AiError). */
async function readEvents<T>(
  body: ReadableStream<Uint8Array>,
  { signal, onDelta, onEvent }: AiStreamOptions,
): Promise<T> {
  let outcome: { answer: T } | { failure: AiCallError } | null = null;
  const parser = createParser({
    onEvent(event) {
      if (outcome) return;
      const data = parsed(event.data);
      if (event.event === 'delta') {
        const piece = (data as { text?: unknown } | null)?.text;
        if (typeof piece === 'string' && piece !== '') onDelta?.(piece);
      } else if (event.event === 'done') {
        outcome = data === null ? { failure: new AiCallError(CUT_OFF, null) } : { answer: data as T };
      } else if (event.event === 'error') {
        const status = (data as Partial<AiError> | null)?.statusCode;
        outcome = { failure: new AiCallError(failureMessage(data, status ?? 500), status ?? null) };
      } else if (event.event && data !== null) onEvent?.(event.event, data);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  // Stopping ends the read under way at once, whether or not the fetch itself ties its body to the signal.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    // The final answer ends the call: nothing the server might still send is read.
    stop();
  }
  const result = outcome as { answer: T } | { failure: AiCallError } | null;
  if (!result) throw new AiCallError(CUT_OFF, null);
  if ('failure' in result) throw result.failure;
  return result.answer;
}

/**
 * POSTs an AI call with the user's bearer token (as the API client's base query does) and resolves with the answer
 * once its headers are in, for a caller that reads it as a stream or a file. A failed answer (a 4xx/5xx JSON AiError)
 * rejects with an AiCallError carrying the server's message; a request that never got an answer rejects with
 * UNREACHABLE; aborting the signal rejects with the abort (no message: the user asked for it).
 */
export async function postAiCall(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  path: string,
  body: unknown,
  { accept, signal }: { accept: string; signal?: AbortSignal },
): Promise<Response> {
  let token: string;
  try {
    token = await platform.auth.getToken();
  } catch (error) {
    throw new AiCallError(error instanceof Error && error.message ? error.message : 'Sign-in required.', 401);
  }
  let response: Response;
  try {
    response = await fetch(`${platform.apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AiCallError(UNREACHABLE, null);
  }
  if (!response.ok) throw await failureOf(response);
  return response;
}

/**
 * POSTs an AI call (v2/assistant/ask or v2/assistant/rag) asking for a stream (`Accept: text/event-stream`) and
 * resolves with its final answer, passing the reply's pieces to `onDelta` as they arrive. It fails as postAiCall
 * does, and also with an `error` event or a lost connection. A server that answers with plain JSON instead of a
 * stream is read the same way, without pieces.
 */
export async function postAiStream<T>(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  path: string,
  body: unknown,
  { signal, onDelta, onEvent }: AiStreamOptions = {},
): Promise<T> {
  const response = await postAiCall(platform, path, body, { accept: 'text/event-stream', signal });
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) return (await response.json()) as T;
  try {
    return await readEvents<T>(response.body, { signal, onDelta, onEvent });
  } catch (error) {
    if (signal?.aborted || error instanceof AiCallError) throw error;
    throw new AiCallError(CUT_OFF, null);
  }
}
