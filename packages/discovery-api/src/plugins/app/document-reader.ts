import fp from 'fastify-plugin';
import { DocumentReader } from '../../media/extract/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker thread that reads documents sent to be analysed, not stored (media/extract/document-reader.ts). */
    documentReader: DocumentReader;
  }
}

export default fp(
  async function documentReader(app) {
    const reader = new DocumentReader();
    app.decorate('documentReader', reader);
    app.addHook('onClose', () => reader.close());
  },
  { name: 'document-reader' },
);
