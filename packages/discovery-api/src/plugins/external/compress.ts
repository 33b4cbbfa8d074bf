import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async function compress(app) {
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
