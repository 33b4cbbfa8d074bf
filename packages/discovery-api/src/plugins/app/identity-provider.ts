import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { createOidcProvider } from '../../identity/create-oidc-provider.js';
import { seedDemoAccounts } from '../../identity/demo-accounts.js';
import { deleteExpiredOidcModels } from '../../identity/oidc-adapter.js';
import { loadOrCreateProviderKeys } from '../../identity/provider-keys.js';

export const OIDC_MOUNT_PATH = '/oidc';
export const INTERACTION_PATH = `${OIDC_MOUNT_PATH}/interaction`;

export interface EmbeddedIdentityProvider {
  issuer: string;
  provider: Provider;
  /** Public signing keys, so the API verifies tokens without calling the provider over HTTPS. */
  publicJwks: JSONWebKeySet;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded OpenID provider, or null when an external issuer (OIDC_ISSUER) is configured. */
    identityProvider: EmbeddedIdentityProvider | null;
  }
}

export default fp(
  async function identityProvider(app) {
    const { auth, publicUrl, dataDir, devRemotes } = app.config;
    if (!auth.embeddedProvider) {
      app.decorate('identityProvider', null);
      app.log.info(`Sign-in: external OpenID provider ${auth.authority}`);
      return;
    }

    const keys = await loadOrCreateProviderKeys(resolve(dataDir, 'oidc'));
    const seeded = await seedDemoAccounts(app.db);
    if (seeded > 0) app.log.info(`Created ${seeded} demo sign-in account(s)`);
    await deleteExpiredOidcModels(app.db);

    const provider = createOidcProvider({
      issuer: auth.authority,
      publicUrl,
      clientId: auth.clientId,
      apiAudience: auth.apiAudience,
      apiScopes: auth.apiScopes,
      interactionPath: INTERACTION_PATH,
      keys,
      db: app.db,
      devRemotes,
    });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID provider error'));

    app.decorate('identityProvider', { issuer: auth.authority, provider, publicJwks: keys.publicJwks });
    app.log.info(`Sign-in: embedded OpenID provider ${auth.authority}`);
  },
  { name: 'identity-provider', dependencies: ['database'] },
);
