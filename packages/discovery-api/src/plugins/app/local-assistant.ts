import fp from 'fastify-plugin';
import { LocalAssistant } from '../../ai/local/local-assistant.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The local extractive assistant's worker threads (ai/local/local-assistant.ts). */
    localAssistant: LocalAssistant;
  }
}

export default fp(
  async function localAssistant(app) {
    const assistant = new LocalAssistant({ timeoutMs: app.config.ai.localTimeoutMs });
    app.decorate('localAssistant', assistant);
    app.addHook('onClose', () => assistant.close());
  },
  { name: 'local-assistant' },
);
