import type { FastifyPluginAsync } from 'fastify';
import providerEndpoints from './provider-endpoints.js';
import signInRoutes from './sign-in.js';

/** The embedded OpenID provider at /oidc; both register nothing when an external issuer is configured. */
const oidcRoutes: FastifyPluginAsync = async (app) => {
  await app.register(providerEndpoints);
  await app.register(signInRoutes);
};

export default oidcRoutes;
