import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { handleError } from './error-handler.js';
import { HttpError } from './http-error.js';

test('a call that had begun a CSV answer and fails answers the JSON error, never Fastify’s own text', async () => {
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.get('/export', async (_request, reply) => {
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="x.csv"');
    throw new Error('the statement failed: select secret');
  });
  app.get('/refused', async (_request, reply) => {
    reply.type('text/csv');
    throw new HttpError(400, 'The request is not valid: from must be before to.');
  });
  const failed = await app.inject({ method: 'GET', url: '/export' });
  assert.equal(failed.statusCode, 500);
  assert.match(String(failed.headers['content-type']), /^application\/json/);
  assert.equal(failed.headers['content-disposition'], undefined);
  assert.deepEqual(failed.json(), {
    statusCode: 500,
    error: 'Something went wrong on the server. Please try again in a moment.',
  });
  const refused = await app.inject({ method: 'GET', url: '/refused' });
  assert.deepEqual(refused.json(), { statusCode: 400, error: 'The request is not valid: from must be before to.' });
  await app.close();
});
