import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake chat server received. */
export interface ReceivedChat {
  method: string | undefined;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    reasoning_effort?: string;
  };
}

/** How the fake answers the next requests: a reply streamed in pieces with its usage, an error status, or silence. */
export type FakeChatBehaviour =
  | {
      kind: 'reply';
      text: string | ((request: ReceivedChat) => string);
      usage?: { prompt: number; completion: number };
    }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' };

/**
 * An OpenAI-compatible chat server for tests only (the portal talks to the real API when configured): POST
 * /v1/chat/completions (OpenAI's path) and POST /openai/deployments/{deployment}/chat/completions?api-version=…
 * (Azure OpenAI's), answering server-sent chunks as OpenAI streams them, the usage in the last chunk when asked.
 */
export async function startFakeOpenAiChat(): Promise<{
  url: string;
  received: ReceivedChat[];
  behave(behaviour: FakeChatBehaviour): void;
  close(): Promise<void>;
}> {
  const received: ReceivedChat[] = [];
  let behaviour: FakeChatBehaviour = { kind: 'reply', text: 'Hello from the fake model.' };
  const open = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const chat: ReceivedChat = {
      method: request.method,
      url: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(text || '{}'),
    };
    received.push(chat);
    if (!/\/chat\/completions(\?|$)/.test(chat.url)) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: `No route ${chat.url}` } }));
    }
    if (behaviour.kind === 'hang') {
      open.add(response);
      response.on('close', () => open.delete(response));
      return;
    }
    if (behaviour.kind === 'error') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: behaviour.message, type: 'server_error' } }));
    }
    const reply = typeof behaviour.text === 'function' ? behaviour.text(chat) : behaviour.text;
    const model = chat.body.model || 'fake-model';
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const pieces = reply.match(/\S+\s*/g) ?? [reply];
    const chunk = (delta: object, extra: object = {}) =>
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' });
    for (const piece of pieces) chunk({ content: piece });
    if (chat.body.stream_options?.include_usage) {
      const usage = behaviour.usage ?? { prompt: 120, completion: pieces.length };
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [], usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion } })}\n\n`,
      );
    }
    response.end('data: [DONE]\n\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    behave: (next) => {
      behaviour = next;
    },
    close: async () => {
      for (const response of open) response.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
