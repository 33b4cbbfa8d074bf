import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { AiError, GeneratedResponse, ResponseGeneratorRequest, ResponseSection } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { postToApi } from './ai-request';

const CUT_OFF = 'The draft stopped before it was finished. Please try again.';

const parsed = <T>(event: EventSourceMessage): T => {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    throw new Error('The server sent a draft that could not be read. Please try again.');
  }
};

/**
 * POST v2/reponseGenerator/getResponses: drafts the sections of a response from the site's documents. The server
 * is asked to stream (text/event-stream): each `section` is handed to `onSection` as soon as it is drafted, and
 * `done` carries the whole response; `error` carries an AiError, thrown with its errorMessage. A server that answers
 * with plain JSON gives the whole response at once. Aborting the signal stops the call and the stream.
 */
export async function draftResponse(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  request: ResponseGeneratorRequest,
  { onSection, signal }: { onSection?: (section: ResponseSection) => void; signal?: AbortSignal } = {},
): Promise<GeneratedResponse> {
  const response = await postToApi(platform, 'v2/reponseGenerator/getResponses', request, {
    accept: 'text/event-stream',
    signal,
  });
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body)
    return (await response.json()) as GeneratedResponse;

  const outcome: { result?: GeneratedResponse; failure?: string } = {};
  const settled = () => outcome.result !== undefined || outcome.failure !== undefined;
  const parser = createParser({
    onEvent(event) {
      if (settled()) return;
      if (event.event === 'section') onSection?.(parsed<ResponseSection>(event));
      else if (event.event === 'done') outcome.result = parsed<GeneratedResponse>(event);
      else if (event.event === 'error') outcome.failure = parsed<Partial<AiError>>(event).errorMessage || CUT_OFF;
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // Stopping ends the read under way at once, and the answer ends the call: nothing sent after it is read.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    while (!settled()) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    stop();
  }
  if (outcome.failure !== undefined) throw new Error(outcome.failure);
  if (!outcome.result) throw new Error(CUT_OFF);
  return outcome.result;
}
