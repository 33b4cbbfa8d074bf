import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_LOGGED_TEXT, serializeError, serializeRequest } from './log-serializers.js';

test('a bearer token in the query never reaches the logs; the rest of the URL does', () => {
  const logged = serializeRequest({
    method: 'GET',
    url: '/api/v2/notifications/stream?x=1&access_token=eyJhbGciOi.secret.sig&y=2',
  });
  assert.equal(logged.url, '/api/v2/notifications/stream?x=1&access_token=[redacted]&y=2');
  assert.equal(
    serializeRequest({ method: 'GET', url: '/api/v2/x?access_token=abc' }).url,
    '/api/v2/x?access_token=[redacted]',
  );
  assert.equal(serializeRequest({ method: 'GET', url: '/api/health' }).url, '/api/health');
});

test("a public video link's token never reaches the logs, neither the page address nor the public call", () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
  const url = (path: string) => serializeRequest({ method: 'GET', url: path }).url;
  assert.equal(url(`/video?v=${token}`), '/video?v=[redacted]');
  assert.equal(url(`/video?x=1&v=${token}&y=2`), '/video?x=1&v=[redacted]&y=2');
  assert.equal(url(`/api/public/videos/${token}`), '/api/public/videos/[redacted]');
  assert.equal(url('/sites/1/search?v=2'), '/sites/1/search?v=2', 'other pages keep their query');
});

test('probe P12: an error with a long statement and its parameters is logged shortened, not as 100 KB', () => {
  const question = 'b c f g '.repeat(15_000);
  const error = Object.assign(new Error(`Failed query: select … \nparams: ${question}`), {
    query: `select ${'x, '.repeat(20_000)}`,
    params: [question, ...Array.from({ length: 2_000 }, (_, index) => index)],
  });
  const logged = serializeError(error) as unknown as { message: string; query: string; params: unknown[] };
  assert.ok(logged.message.length <= MAX_LOGGED_TEXT + 40, `${logged.message.length}`);
  assert.match(logged.message, /characters in all\]$/);
  assert.ok(logged.query.length <= MAX_LOGGED_TEXT + 40);
  assert.equal(logged.params.length, 21);
  assert.match(String(logged.params.at(-1)), /2001 items in all/);
  assert.ok(JSON.stringify(logged).length < 20_000, `${JSON.stringify(logged).length} characters`);
  assert.match(
    serializeRequest({ method: 'GET', url: '/api/v2/notifications/stream?ticket=abc' }).url,
    /ticket=\[redacted\]/,
  );
});
