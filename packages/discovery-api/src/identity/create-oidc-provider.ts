import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { findOidcAccount } from './accounts.js';
import { createOidcAdapterFactory } from './oidc-adapter.js';
import { renderSignInErrorPage } from './pages/sign-in-error-page.js';
import { renderSignedOut, renderSignOutConfirmation } from './pages/sign-out-pages.js';
import type { ProviderKeys } from './provider-keys.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Standalone dev servers of the remotes (ports 3100–3107, their webpack `devPort`), which sign in against a
 * portal running on the same machine. Registered only with `devRemotes` (PORTAL_DEV_REMOTES=true, see config.ts):
 * anything listening on a visitor's localhost:31xx must not receive codes or call the provider otherwise.
 */
const REMOTE_DEV_ORIGINS = Array.from({ length: 8 }, (_, index) => `https://localhost:${3100 + index}`);

export interface EmbeddedProviderOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  apiAudience: string;
  apiScopes: string[];
  interactionPath: string;
  keys: ProviderKeys;
  db: Database;
  /** Also accept the remotes' standalone dev servers as redirect URIs and CORS origins. */
  devRemotes: boolean;
}

/** The embedded OpenID provider: one first-party public client (PKCE), accounts from `identity_accounts`. */
export function createOidcProvider(options: EmbeddedProviderOptions): Provider {
  const { publicUrl, clientId, apiAudience, db } = options;
  const devOrigins = options.devRemotes ? REMOTE_DEV_ORIGINS : [];
  const devRedirectUris = devOrigins.map((origin) => `${origin}/`);
  const allowedOrigins = new Set([new URL(publicUrl).origin, ...devOrigins]);

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Discovery Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/implicit/callback`, `${publicUrl}/redirect-bridge.html`, ...devRedirectUris],
        post_logout_redirect_uris: [`${publicUrl}/welcome`, ...devRedirectUris],
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // MSAL reads the user's name and email from the id token, so it carries the granted claims.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => findOidcAccount(db, sub),
    extraTokenClaims: async (_ctx, token) => {
      // JWT access tokens (oauth mode) carry the profile too: the API creates users from the token alone.
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findOidcAccount(db, token.accountId);
      if (!account) return undefined;
      const { email, name, given_name, family_name, picture } = await account.claims(
        'userinfo',
        'openid profile email',
        {},
        [],
      );
      return { email, name, given_name, family_name, picture };
    },
    jwks: { keys: options.keys.signingKeys },
    cookies: { keys: options.keys.cookieKeys },
    interactions: { url: (_ctx, interaction) => `${options.interactionPath}/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => renderHtml(ctx, renderSignOutConfirmation(form)),
        postLogoutSuccessSource: (ctx) => renderHtml(ctx, renderSignedOut(`${publicUrl}/welcome`)),
      },
      resourceIndicators: {
        enabled: true,
        // Without a `resource` parameter the access token is for the discovery API (a JWT the API can verify).
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiAudience) throw new errors.InvalidTarget();
          return {
            scope: options.apiScopes.join(' '),
            audience: apiAudience,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      AuthorizationCode: 60,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: (ctx, token, client) => {
        // A rotated refresh token of a public client inherits what is left, so sign-in lasts at most 14 days.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) return rotated.remainingTTL;
        return 14 * DAY;
      },
    },
    renderError: (ctx, out) => {
      const message = out.error_description ?? out.error ?? 'The sign-in request could not be completed.';
      renderHtml(ctx, renderSignInErrorPage({ message: String(message), portalUrl: publicUrl }));
    },
  };

  return new Provider(options.issuer, configuration);
}

function renderHtml(ctx: KoaContextWithOIDC, html: string): void {
  ctx.type = 'html';
  ctx.body = html;
}
