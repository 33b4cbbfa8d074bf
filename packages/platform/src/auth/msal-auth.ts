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
    response = await msal.handleRedirectPromise();
  } catch (error) {
    signInError = error instanceof Error ? error.message : String(error);
  }
  if (response?.account) msal.setActiveAccount(response.account);
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
        const result = await msal.acquireTokenSilent(request);
        if (auth.mode === 'oauth') return result.accessToken;
        // MSAL renews access tokens on its own but hands back the cached id token as it is: renew
        // it here when it is about to expire (the API receives the id token in openid mode).
        const idToken = result.idToken || result.account?.idToken || '';
        if (idToken && !expiresWithin(idToken, RENEW_BEFORE_SECONDS)) return idToken;
        const renewed = await msal.acquireTokenSilent({ ...request, forceRefresh: true });
        const renewedIdToken = renewed.idToken || renewed.account?.idToken || '';
        if (!renewedIdToken) throw new SignInRequiredError();
        return renewedIdToken;
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
      await msal.logoutRedirect({
        account: current,
        idTokenHint: current?.idToken,
        postLogoutRedirectUri: options.postLogoutRedirectUri,
      });
    },
  };
}
