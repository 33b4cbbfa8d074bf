import fastifyFormbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** HTML form posts (the sign-in page). */
export default fp(
  async function formbody(app) {
    await app.register(fastifyFormbody);
  },
  { name: 'formbody' },
);
