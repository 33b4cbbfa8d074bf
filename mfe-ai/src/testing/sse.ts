import { HttpResponse } from 'msw';

/** One server-sent event as the AI endpoints send it. */
export type SseEvent = { event: 'delta'; data: { text: string } } | { event: 'done' | 'error'; data: unknown };

const encode = ({ event, data }: SseEvent) =>
  new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * An event-stream answer that sends `events` one by one; with `hold`, it sends the events before it and then waits
 * until the returned `release` is called (or the client goes away) before sending the rest.
 */
export function sseResponse(events: SseEvent[], { hold }: { hold?: number } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, event] of events.entries()) {
        if (index === hold) await held;
        try {
          controller.enqueue(encode(event));
        } catch {
          return;
        }
        // Each event its own chunk, a turn apart, as a network delivers them.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      try {
        controller.close();
      } catch {
        // The client cancelled the stream.
      }
    },
  });
  return {
    response: new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } }),
    release: () => release(),
  };
}
