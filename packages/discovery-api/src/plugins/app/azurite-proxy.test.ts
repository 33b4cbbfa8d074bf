import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { blobAccountFor } from '../../blob/blob-account.js';
import azuriteProxy from './azurite-proxy.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the proxy sends on, seen by a stand-in for Azurite that records each request and answers 201. */
describe('the /blob proxy in front of Azurite', () => {
  let upstream: Server;
  let app: FastifyInstance;
  const received: Received[] = [];
  before(async () => {
    upstream = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(201, { 'x-ms-request-id': 'r-1', 'keep-alive': 'timeout=5', 'content-type': 'application/xml' }).end('<ok/>');
      });
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const port = (upstream.address() as AddressInfo).port;
    app = Fastify();
    await app.register(azuriteProxy, {
      account: blobAccountFor({
        accountName: 'devstoreaccount1',
        accountUrl: `http://127.0.0.1:${port}/devstoreaccount1`,
        portalPublicUrl: 'https://portal.example',
        proxied: true,
      }),
    });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    upstream?.closeAllConnections();
    upstream?.close();
  });

  test('passes a block upload on unchanged: method, raw path and query, storage headers and body', async () => {
    const block = Buffer.alloc(256 * 1024, 7);
    const response = await app.inject({
      method: 'PUT',
      url: '/blob/devstoreaccount1/site-assets/doc%201/file.bin?comp=block&blockid=YmxvY2stMQ%3D%3D&sv=2025-11-05&sig=a%2Bb%3D',
      headers: { 'content-type': 'application/octet-stream', 'x-ms-version': '2025-11-05', 'content-md5': 'abc==' },
      payload: block,
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers['x-ms-request-id'], 'r-1');
    assert.equal(response.body, '<ok/>');
    const last = received.at(-1) as Received;
    assert.equal(last.method, 'PUT');
    assert.equal(last.url, '/devstoreaccount1/site-assets/doc%201/file.bin?comp=block&blockid=YmxvY2stMQ%3D%3D&sv=2025-11-05&sig=a%2Bb%3D');
    assert.equal(last.headers['x-ms-version'], '2025-11-05');
    assert.equal(last.headers['content-md5'], 'abc==');
    assert.equal(last.headers['content-length'], String(block.length));
    assert.ok(last.body.equals(block));
  });

  test("keeps the portal's credentials and hop-by-hop headers to itself, both ways", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/blob/devstoreaccount1/site-assets/a.txt?sp=r',
      headers: { authorization: 'Bearer portal-token', cookie: 'session=1', te: 'trailers', 'proxy-authorization': 'Basic x' },
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers['keep-alive'], undefined);
    const last = received.at(-1) as Received;
    for (const name of ['authorization', 'cookie', 'te', 'proxy-authorization']) assert.equal(last.headers[name], undefined, name);
  });

  // A raw `..` path (which inject would normalise away) is refused in sas-token.test.ts, over real HTTP.
  test('reaches nothing outside the account path', async () => {
    const count = received.length;
    assert.equal((await app.inject({ method: 'GET', url: '/blob/otheraccount/c/x' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/blob/devstoreaccount1' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 404);
    assert.equal(received.length, count);
  });
});
