import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the caller asked for server-sent events (Accept: text/event-stream) rather than one JSON answer. */
export const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').split(',').some((type) => type.trim().startsWith('text/event-stream'));

/**
 * A signal aborted when the caller goes away before the answer is finished (a closed panel: the fetch is aborted)
 * or when `timeoutMs` passes. Work started for the request (an AI service's stream) is cancelled with it.
 */
export function requestSignal(reply: FastifyReply, timeoutMs: number): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('The caller closed the request.'));
  });
  return AbortSignal.any([gone.signal, AbortSignal.timeout(timeoutMs)]);
}

export interface EventStream {
  /** One event with its JSON data (and its id, for a client that resumes). */
  send(event: string, data: unknown, id?: string | number): void;
  /** A comment line, which clients ignore: it keeps an idle connection open through proxies. */
  comment(text: string): void;
  end(): void;
  /** Called once when the connection closes, whoever closes it. */
  onClose(listener: () => void): void;
}

/**
 * Answers with server-sent events: the reply is hijacked (Fastify no longer serializes it) and each `send` writes
 * one `event:` with its JSON `data:`. Errors after this point must be sent as an event too.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return {
    send(event, data, id) {
      if (!raw.writableEnded)
        raw.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (!raw.writableEnded) raw.write(`: ${text}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    onClose(listener) {
      raw.once('close', listener);
    },
  };
}
