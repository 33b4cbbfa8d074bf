import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { describe, test } from 'node:test';
import { fetch } from 'undici';
import {
  isPlainlyPrivateUrl,
  isPublicAddress,
  PrivateAddressError,
  publicAddressOf,
  publicOnlyDispatcher,
} from './outbound-guard.js';

describe('the AI endpoints’ outbound guard', () => {
  test('public and not public addresses, IPv4 written as IPv6 included', () => {
    for (const address of ['8.8.8.8', '20.42.65.92', '2606:4700:4700::1111', '::ffff:8.8.4.4'])
      assert.equal(isPublicAddress(address), true, address);
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      assert.equal(isPublicAddress(address), false, address);
  });

  test('a host is refused when any of its addresses is not public', async () => {
    const resolve = async (host: string) => (host === 'mixed.test' ? ['8.8.8.8', '10.0.0.1'] : ['8.8.8.8']);
    assert.equal(await publicAddressOf('public.test', resolve), '8.8.8.8');
    await assert.rejects(publicAddressOf('mixed.test', resolve), PrivateAddressError);
    await assert.rejects(publicAddressOf('[::1]', resolve), PrivateAddressError);
  });

  test('addresses written plainly private are known when they are saved', () => {
    for (const url of [
      'http://localhost:1/v1',
      'http://a.localhost/',
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://0x7f000001/',
    ])
      assert.equal(isPlainlyPrivateUrl(url), true, url);
    for (const url of ['https://northwind.openai.azure.com', 'https://8.8.8.8/v1'])
      assert.equal(isPlainlyPrivateUrl(url), false, url);
  });

  test('a connection through the guard to a loopback server, by number or by name, is never made', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end('secret');
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const dispatcher = publicOnlyDispatcher(async () => ['127.0.0.1']);
    try {
      for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
        await assert.rejects(fetch(url, { dispatcher }), (error: Error) => error.cause instanceof PrivateAddressError);
      }
      assert.equal(requests, 0);
    } finally {
      server.close();
      await dispatcher.close();
    }
  });
});
