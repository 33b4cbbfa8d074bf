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
