import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { Agent, fetch } from 'undici';
import closingConnections from './closing-connections.js';

test(
  'a call under way when the server begins to close is answered, and its connection does not hold the close',
  { timeout: 30_000 },
  async () => {
    const app = Fastify();
    await app.register(closingConnections);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let beginClose = () => {};
    const closeBegan = new Promise<void>((resolve) => (beginClose = resolve));
    app.addHook('preClose', async () => beginClose());
    app.get('/slow', async () => {
      arrive();
      await closeBegan;
      return { answered: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const dispatcher = new Agent(); // keeps a connection as long as the server's Keep-Alive says (Fastify: 72 s)
    try {
      const answer = fetch(`http://127.0.0.1:${port}/slow`, { dispatcher });
      await arrived;
      const closed = app.close();
      const response = await answer;
      assert.deepEqual(await response.json(), { answered: true });
      assert.equal(response.headers.get('connection'), 'close');
      // Without the header the keep-alive connection stays open and this waits past the test's timeout.
      await closed;
    } finally {
      await dispatcher.destroy();
    }
  },
);
