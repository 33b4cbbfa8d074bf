import fp from 'fastify-plugin';
import { PowerBiProvider } from '../../bi/power-bi.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Power BI provider of this server (bi/power-bi.ts), undefined when Power BI is not configured. One per
     * server: it keeps the service principal's token between calls (embed tokens and exports).
     */
    powerBi: PowerBiProvider | undefined;
  }
}

export default fp(
  async function powerBi(app) {
    app.decorate('powerBi', app.config.powerBi ? new PowerBiProvider(app.config.powerBi, app.log) : undefined);
  },
  { name: 'power-bi' },
);
