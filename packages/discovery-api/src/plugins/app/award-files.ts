import fp from 'fastify-plugin';
import { AwardFiles } from '../../awards/award-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker thread that reads awards results files (awards/award-files.ts). */
    awardFiles: AwardFiles;
  }
}

export default fp(
  async function awardFiles(app) {
    const files = new AwardFiles();
    app.decorate('awardFiles', files);
    app.addHook('onClose', () => files.close());
  },
  { name: 'award-files' },
);
