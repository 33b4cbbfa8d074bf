import fp from 'fastify-plugin';

/**
 * Calls under way when the server begins to close are answered with `Connection: close`. Node's `server.close()`
 * closes only the connections idle at that moment (Fastify's `forceCloseConnections: 'idle'`); a keep-alive
 * connection whose call is answered a moment later stays open for the keep-alive timeout (Fastify's 72 s), so one
 * call in flight at SIGTERM held the shutdown until the supervisor stopped the server (seen in CI under load: "The
 * shutdown did not finish within 9 s"). Calls that arrive once it is closing get Fastify's 503, which closes too.
 */
export default fp(
  async function closingConnections(app) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'closing-connections' },
);
