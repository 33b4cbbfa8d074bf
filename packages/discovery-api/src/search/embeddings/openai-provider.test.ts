import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createEmbeddingProvider } from './index.js';

const API_KEY = 'sk-test-0123456789-secret';

interface Received {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model: string; input: string[]; encoding_format?: string; dimensions?: number };
}

function assertClose(actual: Float32Array, expected: number[], message: string) {
  assert.equal(actual.length, expected.length, message);
  assert.ok(
    expected.every((value, i) => Math.abs(actual[i]! - value) < 1e-6),
    `${message}: ${Array.from(actual).join(', ')} ≠ ${expected.join(', ')}`,
  );
}

/**
 * Answers POST /v1/embeddings like OpenAI. The vector of "text <n>" is [n, 1, 0] (not unit length), data comes
 * back in reverse order (clients must follow `index`), and the model name picks an error answer.
 */
function openAiLikeServer(received: Received[]): Server {
  return createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Received['body'];
    received.push({ url: request.url, headers: request.headers, body });
    const answer = (status: number, payload: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (body.model === 'wrong-key') {
      return answer(401, {
        error: {
          message: `Incorrect API key provided: ${API_KEY}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
    if (body.model === 'not-loaded') return answer(400, 'model "not-loaded" is not loaded', 'text/plain');
    const size = body.model === 'ignores-dimensions' ? 3 : (body.dimensions ?? 3);
    const data = body.input.map((input, index) => {
      const n = Number(/\d+/.exec(input)?.[0] ?? 7);
      return { object: 'embedding', index, embedding: [n, 1, 0, 0].slice(0, size) };
    });
    answer(200, {
      object: 'list',
      model: body.model,
      data: data.reverse(),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    });
  });
}

describe('OpenAI-compatible embedding provider', () => {
  const received: Received[] = [];
  let server: Server;
  let baseUrl: string;
  const settings = (model: string, dimensions?: number) => ({
    kind: 'openai' as const,
    baseUrl,
    apiKey: API_KEY,
    model,
    ...(dimensions === undefined ? {} : { dimensions }),
  });

  before(async () => {
    server = openAiLikeServer(received).listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  after(() => server.close());
  beforeEach(() => {
    received.length = 0;
  });

  test('learns the dimension from a probe, then embeds in batches of at most 96, in order', async () => {
    const provider = await createEmbeddingProvider(settings('test-embed'));
    assert.equal(provider.id, 'openai:test-embed');
    assert.equal(provider.dimension, 3);
    assert.deepEqual(
      received.map(({ body }) => body.input),
      [['dimension probe']],
    );

    const texts = Array.from({ length: 200 }, (_, n) => (n % 50 === 10 ? '   ' : `text ${n}`));
    const vectors = await provider.embed(texts);

    const batches = received.slice(1);
    assert.deepEqual(
      batches.map(({ body }) => body.input.length),
      [96, 96, 4],
    );
    for (const { url, headers, body } of batches) {
      assert.equal(url, '/v1/embeddings');
      assert.equal(headers.authorization, `Bearer ${API_KEY}`);
      assert.equal(body.model, 'test-embed');
      assert.equal(body.encoding_format, 'float');
      assert.equal('dimensions' in body, false);
      assert.ok(
        body.input.every((input) => input.trim() !== ''),
        'blank texts are not sent',
      );
    }
    assert.equal(vectors.length, 200);
    vectors.forEach((vector, n) => {
      const expected = texts[n]!.trim() === '' ? [0, 0, 0] : [n / Math.hypot(n, 1), 1 / Math.hypot(n, 1), 0];
      assertClose(vector, expected, `text ${n}`);
    });
  });

  test('asks for shortened vectors without a probe when dimensions are set', async () => {
    const provider = await createEmbeddingProvider(settings('test-embed', 2));
    assert.equal(provider.id, 'openai:test-embed:2');
    assert.equal(provider.dimension, 2);
    assert.equal(received.length, 0);
    const [vector] = await provider.embed(['text 3']);
    assert.equal(received[0]!.body.dimensions, 2);
    assertClose(vector!, [3 / Math.hypot(3, 1), 1 / Math.hypot(3, 1)], 'text 3');
  });

  test('rejects vectors of another size than configured', async () => {
    const provider = await createEmbeddingProvider(settings('ignores-dimensions', 2));
    await assert.rejects(
      provider.embed(['text 1']),
      /answered with 3-dimensional vectors for model ignores-dimensions; 2 were expected/,
    );
  });

  test("passes on the server's status and message, never the key", async () => {
    await assert.rejects(createEmbeddingProvider(settings('wrong-key')), (error: Error) => {
      assert.match(
        error.message,
        new RegExp(`Embeddings request to ${baseUrl} \\(model wrong-key\\) failed: 401 Incorrect API key provided`),
      );
      assert.ok(!error.message.includes(API_KEY), error.message);
      return true;
    });
    await assert.rejects(
      createEmbeddingProvider(settings('not-loaded')),
      /failed: 400 model "not-loaded" is not loaded/,
    );
  });

  test('says when the server cannot be reached', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await assert.rejects(
      createEmbeddingProvider({ ...settings('test-embed'), baseUrl: `http://127.0.0.1:${port}/v1` }),
      new RegExp(`Embeddings request to http://127.0.0.1:${port}/v1 \\(model test-embed\\) failed: Connection error`),
    );
  });
});
