import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { freePort } from '../../test/free-port.js';
import { sharedDemoSite } from '../../test/demo-site-context.js';
import { startTestServer } from '../../test/test-server.js';

describe('GET /api/health', () => {
  test('reports ok for the database, blob storage and the job queue, without a token', async () => {
    const { server } = await sharedDemoSite();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'ok', blobStorage: 'ok', jobs: 'ok' });
  });

  test('answers 503 naming blob storage when it does not answer', async () => {
    const nobodyListens = await freePort();
    const server = await startTestServer({
      env: {
        AZURE_STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${Buffer.from('not-a-key').toString('base64')};BlobEndpoint=http://127.0.0.1:${nobodyListens}/devstoreaccount1;`,
      },
    });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), {
        statusCode: 503,
        error: 'The service is unavailable: blob storage is not answering.',
        status: 'unavailable',
        database: 'ok',
        blobStorage: 'failing',
        jobs: 'ok',
      });
    } finally {
      await server.close();
    }
  });
});
