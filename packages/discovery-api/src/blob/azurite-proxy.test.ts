import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { blobAccountFor } from './blob-account.js';
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
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response
          .writeHead(201, { 'x-ms-request-id': 'r-1', 'keep-alive': 'timeout=5', 'content-type': 'application/xml' })
          .end('<ok/>');
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
      url: '/blob/devstoreaccount1/site-assets/doc%201/file.bin?comp=block&blockid=YmxvY2stMQ%3D%3D&sv=2025-11-05&se=2030-01-01T00%3A00%3A00Z&sr=b&sp=cw&sig=a%2Bb%3D',
      headers: { 'content-type': 'application/octet-stream', 'x-ms-version': '2025-11-05', 'content-md5': 'abc==' },
      payload: block,
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers['x-ms-request-id'], 'r-1');
    // Storage's own answers (an upload's here) keep the nosniff and sandbox every /blob answer carries.
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /sandbox/);
    assert.equal(response.body, '<ok/>');
    const last = received.at(-1) as Received;
    assert.equal(last.method, 'PUT');
    assert.equal(
      last.url,
      '/devstoreaccount1/site-assets/doc%201/file.bin?comp=block&blockid=YmxvY2stMQ%3D%3D&sv=2025-11-05&se=2030-01-01T00%3A00%3A00Z&sr=b&sp=cw&sig=a%2Bb%3D',
    );
    assert.equal(last.headers['x-ms-version'], '2025-11-05');
    assert.equal(last.headers['content-md5'], 'abc==');
    assert.equal(last.headers['content-length'], String(block.length));
    assert.ok(last.body.equals(block));
  });

  test("keeps the portal's credentials and hop-by-hop headers to itself, both ways", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/blob/devstoreaccount1/site-assets/a.txt?sv=2025-11-05&se=2030-01-01T00%3A00%3A00Z&sr=b&sp=r&sig=a%2Bb%3D',
      headers: {
        authorization: 'Bearer portal-token',
        cookie: 'session=1',
        te: 'trailers',
        'proxy-authorization': 'Basic x',
      },
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers['keep-alive'], undefined);
    const last = received.at(-1) as Received;
    for (const name of ['authorization', 'cookie', 'te', 'proxy-authorization'])
      assert.equal(last.headers[name], undefined, name);
  });

  // A raw `..` path (which inject would normalise away) is refused in sas-token.test.ts, over real HTTP.
  test('reaches nothing outside the account path', async () => {
    const count = received.length;
    assert.equal((await app.inject({ method: 'GET', url: '/blob/otheraccount/c/x' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/blob/devstoreaccount1' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 404);
    assert.equal(received.length, count);
  });

  test('passes on only what the portal signs: one blob, a blob SAS for read or for create and write', async () => {
    const count = received.length;
    const signed = 'sv=2025-11-05&se=2030-01-01T00%3A00%3A00Z&sig=a%2Bb%3D';
    const refused = [
      ['GET', `/blob/devstoreaccount1/site-assets/a.txt`, 'no SAS'],
      ['GET', `/blob/devstoreaccount1/?comp=list&${signed}&ss=b&srt=sco&sp=rl`, 'account listing'],
      [
        'GET',
        `/blob/devstoreaccount1/site-assets?restype=container&comp=list&${signed}&sr=c&sp=rl`,
        'container listing',
      ],
      ['GET', `/blob/devstoreaccount1/site-assets/a.txt?${signed}&ss=b&srt=o&sp=r`, 'account SAS for a blob'],
      ['GET', `/blob/devstoreaccount1/site-assets/a.txt?${signed}&sr=c&sp=r`, 'container SAS'],
      ['DELETE', `/blob/devstoreaccount1/site-assets/a.txt?${signed}&sr=b&sp=rwd`, 'delete'],
      ['PUT', `/blob/devstoreaccount1/site-assets/a.txt?${signed}&sr=b&sp=r`, 'write with read'],
      ['PUT', `/blob/devstoreaccount1/site-assets/a.txt?comp=metadata&${signed}&sr=b&sp=cw`, 'another blob operation'],
      ['GET', `/blob/devstoreaccount1/site-assets/a.txt?${signed}&sr=b&sp=r&skoid=x`, 'user delegation SAS'],
    ] as const;
    for (const [method, url, what] of refused) {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 403, what);
      assert.equal(response.headers['content-security-policy']?.toString().includes('sandbox'), true, what);
    }
    assert.equal(received.length, count, 'nothing reached storage');
  });

  test("answers a file so that it never runs on the portal's origin, whatever type it was stored with", async () => {
    const read = await app.inject({
      method: 'GET',
      url: '/blob/devstoreaccount1/site-assets/doc/page.html?sv=2025-11-05&se=2030-01-01T00%3A00%3A00Z&sr=b&sp=r&sig=a',
    });
    // The stand-in answers application/xml: not a type shown inline, so it is an attachment.
    assert.equal(read.headers['content-type'], 'application/octet-stream');
    assert.match(String(read.headers['content-disposition']), /^attachment; filename="page.html"/);
    assert.equal(read.headers['x-content-type-options'], 'nosniff');
    assert.match(String(read.headers['content-security-policy']), /sandbox/);
  });
});
