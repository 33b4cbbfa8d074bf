import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serializeRequest } from './log-serializers.js';

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
