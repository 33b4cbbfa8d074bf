import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createBearerTokenVerifier } from '../../auth/bearer-token-verifier.js';
import { localIssuerKeys, remoteIssuerKeys } from '../../auth/issuer-keys.js';
import type { VerifiedIdentity } from '../../auth/verified-identity.js';
import { currentAuditContext } from '../../db/audit-context.js';
import { accountStatus, refuseDisabled } from '../../users/account-status.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that need a signed-in caller: sets `request.identity` and names the user in the
     * call's audit context, or answers 401 (no valid token) or 403 (a disabled account, whatever token it holds).
     */
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
      const identity = await verify(request.headers.authorization);
      const account = await accountStatus(app, request, identity.email);
      const context = currentAuditContext();
      if (context) {
        context.email = identity.email;
        context.userId = account?.userId ?? null;
      }
      refuseDisabled(account);
      request.identity = identity;
    });
  },
  { name: 'auth', dependencies: ['identity-provider', 'database', 'audit'] },
);
