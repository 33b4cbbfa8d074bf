import type { FastifyPluginAsync } from 'fastify';
import customizationRoutes from './customization.js';
import quickLinkRoutes from './quick-links.js';
import themeRoutes from './themes.js';

/** Customization sets, quick links and themes of sites, collections, groups and assets (spec §7). */
const customizationAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customizationRoutes);
  await app.register(quickLinkRoutes);
  await app.register(themeRoutes);
};

export default customizationAreaRoutes;
