import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createBearerTokenVerifier } from '../../auth/bearer-token-verifier.js';
import { localIssuerKeys, remoteIssuerKeys } from '../../auth/issuer-keys.js';
import type { VerifiedIdentity } from '../../auth/verified-identity.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller; sets `request.identity` or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    identity: VerifiedIdentity | null;
  }
}

export default fp(
  async function auth(app) {
    const { authority, tokenAudience } = app.config.auth;
    const embedded = app.identityProvider;
    const issuerKeys = embedded ? localIssuerKeys(embedded.issuer, embedded.publicJwks) : remoteIssuerKeys(authority);
    const verify = createBearerTokenVerifier({ issuerKeys, audience: tokenAudience });

    app.decorateRequest('identity', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.identity = await verify(request.headers.authorization);
    });
  },
  { name: 'auth', dependencies: ['identity-provider'] },
);
