import { http, HttpResponse } from 'msw';
import type { AiError, AskResponse } from '@portal/contracts';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { sseResponse } from '../../testing/sse';
import { AiCallError, CUT_OFF, postAiStream, UNREACHABLE } from './ai-stream';

const ANSWER: AskResponse = {
  message: { role: 'assistant', message: 'The launch reached 2 million people.' },
  citations: [],
  suggestions: [],
  provider: { kind: 'local', label: 'Local extractive assistant', model: 'extractive' },
  usage: null,
};
const LIMIT: AiError = {
  statusCode: 429,
  error: 'Too Many Requests',
  errorMessage: 'You have used your 120 AI calls of this hour. Try again in 12 minutes.',
};
const ASK = `${TEST_API_BASE}/v2/assistant/ask`;
const seen: { accept: string | null; authorization: string | null; body: unknown }[] = [];
const server = createMswServer();
const platform = createTestPlatform();
const body = { deploymentIndexId: 12, messages: [{ role: 'user', message: 'Reach?' }], gptModel: 'gpt-4o' };

function answerWith(respond: () => Response) {
  server.use(
    http.post(ASK, async ({ request }) => {
      seen.push({
        accept: request.headers.get('Accept'),
        authorization: request.headers.get('Authorization'),
        body: await request.json(),
      });
      return respond();
    }),
  );
}

beforeEach(() => {
  seen.length = 0;
});

describe('reading an AI answer stream', () => {
  it('passes the pieces in order, then resolves with the final answer', async () => {
    answerWith(
      () =>
        sseResponse([
          { event: 'delta', data: { text: 'The launch ' } },
          { event: 'delta', data: { text: 'reached 2 million people.' } },
          { event: 'done', data: ANSWER },
        ]).response,
    );
    const pieces: string[] = [];
    const answer = await postAiStream<AskResponse>(platform, 'v2/assistant/ask', body, {
      onDelta: (piece) => pieces.push(piece),
    });
    expect(pieces).toEqual(['The launch ', 'reached 2 million people.']);
    expect(answer).toEqual(ANSWER);
    expect(seen).toEqual([{ accept: 'text/event-stream', authorization: 'Bearer test-token', body }]);
  });

  it("rejects with the error event's message after the pieces before it", async () => {
    answerWith(
      () =>
        sseResponse([
          { event: 'delta', data: { text: 'The launch ' } },
          { event: 'error', data: { statusCode: 502, error: 'Bad Gateway', errorMessage: 'The AI service failed.' } },
        ]).response,
    );
    const pieces: string[] = [];
    const failure = postAiStream(platform, 'v2/assistant/ask', body, { onDelta: (piece) => pieces.push(piece) });
    await expect(failure).rejects.toEqual(new AiCallError('The AI service failed.', 502));
    expect(pieces).toEqual(['The launch ']);
  });

  it('rejects with the errorMessage of a JSON failure before the stream (429: the per-user limit)', async () => {
    answerWith(() => HttpResponse.json(LIMIT, { status: 429 }));
    const failure = postAiStream(platform, 'v2/assistant/ask', body);
    await expect(failure).rejects.toThrow(LIMIT.errorMessage);
    await expect(failure).rejects.toHaveProperty('statusCode', 429);
  });

  it('says the server could not be reached when the network fails', async () => {
    answerWith(() => HttpResponse.error());
    await expect(postAiStream(platform, 'v2/assistant/ask', body)).rejects.toThrow(UNREACHABLE);
  });

  it('says the answer was cut off when the stream ends without it', async () => {
    answerWith(() => sseResponse([{ event: 'delta', data: { text: 'The launch ' } }]).response);
    await expect(postAiStream(platform, 'v2/assistant/ask', body)).rejects.toThrow(CUT_OFF);
  });

  it('stops reading when aborted, and rejects with the abort', async () => {
    const stream = sseResponse(
      [
        { event: 'delta', data: { text: 'The launch ' } },
        { event: 'delta', data: { text: 'reached 2 million people.' } },
        { event: 'done', data: ANSWER },
      ],
      { hold: 1 },
    );
    answerWith(() => stream.response);
    const controller = new AbortController();
    const pieces: string[] = [];
    const call = postAiStream(platform, 'v2/assistant/ask', body, {
      signal: controller.signal,
      onDelta: (piece) => {
        pieces.push(piece);
        controller.abort();
      },
    });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    stream.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pieces).toEqual(['The launch ']);
  });

  it('takes a plain JSON answer as the final answer', async () => {
    answerWith(() => HttpResponse.json(ANSWER));
    await expect(postAiStream(platform, 'v2/assistant/ask', body)).resolves.toEqual(ANSWER);
  });
});
