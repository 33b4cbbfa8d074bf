import {
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
} from '@azure/msal-browser';
import type { PortalRuntimeConfig } from '@portal/contracts';
import type { AuthService } from '../platform';

export class SignInRequiredError extends Error {
  constructor(message = 'Your session has ended. Please sign in again.') {
    super(message);
    this.name = 'SignInRequiredError';
  }
}

const RENEW_BEFORE_SECONDS = 120;

/** Whether a JWT's exp falls within the next `seconds` (an unreadable token counts as expiring). */
export function expiresWithin(jwt: string, seconds: number, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= now + seconds * 1000;
  } catch {
    return true;
  }
}

/**
 * The id token the API receives in openid mode. MSAL's cache does not hand back the id token of a
 * non-Entra provider whose authority has a path (it files it under another realm), so the latest id
 * token is kept here, per tab, and renewed through MSAL with the refresh token when it nears expiry.
 */
function createIdTokenStore() {
  const key = (accountId: string) => `portal.auth.idToken.${accountId}`;
  return {
    read: (accountId: string) => sessionStorage.getItem(key(accountId)),
    write: (accountId: string, token: string) => sessionStorage.setItem(key(accountId), token),
    clear: () =>
      Object.keys(sessionStorage)
        .filter((name) => name.startsWith('portal.auth.idToken.'))
        .forEach((name) => sessionStorage.removeItem(name)),
  };
}

/**
 * Renewals are serialised across tabs: with refresh-token rotation, two tabs spending the same
 * refresh token at once would look like a replay and end the session.
 */
function renewIdToken(renew: () => Promise<string>): Promise<string> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('portal.auth.renewal', renew)
    : renew();
}

export interface MsalAuthOptions {
  auth: PortalRuntimeConfig['auth'];
  /** Where the identity provider sends the browser back after sign-in (must be registered there). */
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** A page that only relays silent-renewal responses to the main frame (fails fast instead of a 10 s timeout). */
  silentRedirectUri?: string;
}

export interface MsalAuth extends AuthService {
  /** The path the user asked for before signing in, when this page load is the sign-in return. */
  returnPath: string | null;
  /** Why the sign-in return failed (the provider refused, the response was stale), if it did. */
  signInError: string | null;
  account(): AccountInfo | null;
}

/**
 * Sign-in through any OpenID provider with @azure/msal-browser (protocol mode OIDC). The API gets the
 * id token in openid mode and the access token in oauth mode (spec §6).
 */
export async function createMsalAuth(options: MsalAuthOptions): Promise<MsalAuth> {
  const { auth } = options;
  const msal = new PublicClientApplication({
    auth: {
      clientId: auth.clientId,
      authority: auth.authority,
      knownAuthorities: auth.knownAuthorities,
      redirectUri: options.redirectUri,
      postLogoutRedirectUri: options.postLogoutRedirectUri,
    },
    cache: { cacheLocation: 'localStorage' },
    system: { protocolMode: ProtocolMode.OIDC },
  });
  await msal.initialize();

  let response: AuthenticationResult | null = null;
  let signInError: string | null = null;
  try {
    // Finish sign-in on the redirect page itself; the shell then follows the returned state (the path asked for).
    response = await msal.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  } catch (error) {
    signInError = error instanceof Error ? error.message : String(error);
  }
  const idTokens = createIdTokenStore();
  if (response?.account) {
    msal.setActiveAccount(response.account);
    if (response.idToken) idTokens.write(response.account.homeAccountId, response.idToken);
  }
  const account = () => msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
  const scopes = auth.mode === 'oauth' ? [...auth.scopes, ...(auth.apiScopes ?? [])] : auth.scopes;

  return {
    returnPath: response?.state ?? null,
    signInError,
    account,
    isSignedIn: () => account() !== null,
    async getToken() {
      const current = account();
      if (!current) throw new SignInRequiredError('Sign-in required.');
      const request = { scopes, account: current, redirectUri: options.silentRedirectUri ?? options.redirectUri };
      try {
        if (auth.mode === 'oauth') return (await msal.acquireTokenSilent(request)).accessToken;
        const cached = idTokens.read(current.homeAccountId);
        if (cached && !expiresWithin(cached, RENEW_BEFORE_SECONDS)) return cached;
        return await renewIdToken(async () => {
          // Another tab may have renewed while this one waited for the lock.
          const fresh = idTokens.read(current.homeAccountId);
          if (fresh && !expiresWithin(fresh, RENEW_BEFORE_SECONDS)) return fresh;
          const renewed = await msal.acquireTokenSilent({ ...request, forceRefresh: true });
          if (!renewed.idToken) throw new SignInRequiredError();
          idTokens.write(current.homeAccountId, renewed.idToken);
          return renewed.idToken;
        });
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) throw new SignInRequiredError();
        throw error;
      }
    },
    async signIn(returnPath) {
      // offline_access with a consent prompt gets a refresh token, so sessions survive the 1 h token life.
      await msal.loginRedirect({ scopes: [...scopes, 'offline_access'], prompt: 'consent', state: returnPath });
    },
    async signOut() {
      const current = account();
      idTokens.clear();
      await msal.logoutRedirect({
        account: current,
        idTokenHint: current?.idToken,
        postLogoutRedirectUri: options.postLogoutRedirectUri,
      });
    },
  };
}
