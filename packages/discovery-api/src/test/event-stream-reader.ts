import type { Response } from 'undici';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A reader of a server-sent event stream: `until(match)` reads on until an event matches or the stream ends, and gives
 * every event read so far and whether the server has ended the stream; a later call goes on from there. Nothing waits
 * on time: the test's own timeout is the limit.
 */
export function eventStreamReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  let ended = false;
  const until = async (match: (event: StreamEvent) => boolean): Promise<{ events: StreamEvent[]; ended: boolean }> => {
    for (;;) {
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) {
          events.push({ event, data });
          if (match({ event, data })) return { events, ended };
        }
      }
      if (ended) return { events, ended };
      const { value, done } = await reader.read();
      if (done) ended = true;
      else buffer += decoder.decode(value, { stream: true });
    }
  };
  return { until, close: () => reader.cancel() };
}
