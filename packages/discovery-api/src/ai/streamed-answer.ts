import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream, requestSignal, wantsEventStream, type EventStream } from '../http/event-stream.js';
import { asHttpError, errorEvent } from './ai-errors.js';

/**
 * Runs one AI call for a route: as one JSON answer, or (Accept: text/event-stream) as server-sent events — the
 * `progress` events the call emits (`delta` {text} pieces of a reply, `section` a drafted section), then `done` with
 * the whole answer. The stream opens with the call's first event, so a refusal (permission, limit, bad input) is
 * still a plain JSON error; a failure after that is an `error` event. Closing the request cancels the call.
 */
export async function streamedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
  run: (signal: AbortSignal, emit: ((event: string, data: unknown) => void) | undefined) => Promise<T>,
): Promise<T | undefined> {
  const signal = requestSignal(reply, timeoutMs);
  if (!wantsEventStream(request)) {
    try {
      return await run(signal, undefined);
    } catch (error) {
      throw asHttpError(error);
    }
  }
  let stream: EventStream | undefined;
  const emit = (event: string, data: unknown) => {
    stream ??= openEventStream(reply);
    stream.send(event, data);
  };
  try {
    const answer = await run(signal, emit);
    emit('done', answer);
  } catch (error) {
    if (!stream) throw asHttpError(error);
    if (!signal.aborted) request.log.warn({ err: error }, 'An AI call failed while streaming');
    stream.send('error', errorEvent(error));
  }
  stream?.end();
  return undefined;
}
