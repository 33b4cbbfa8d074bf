import { createHash, randomBytes } from 'node:crypto';
import type { BrowserSession } from './browser-session.js';

export interface SignInRequest {
  baseUrl: string;
  clientId?: string;
  scope?: string;
  /** MSAL asks for `consent` on first sign-in: offline_access (a refresh token) is only honoured with it. */
  prompt?: string;
}

export interface SignInPage {
  url: string;
  status: number;
  html: string;
}

export interface PendingSignIn {
  page: SignInPage;
  verifier: string;
  state: string;
  redirectUri: string;
  issuer: string;
  clientId: string;
}

export interface TokenResponse {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export type SignInOutcome = { kind: 'code'; code: string } | { kind: 'page'; page: SignInPage };

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Follows redirects until a page is shown or the provider sends the browser back to the client's redirect URI. */
async function follow(
  session: BrowserSession,
  url: string,
  redirectUri: string,
  init?: Parameters<BrowserSession['request']>[1],
) {
  let current = url;
  let requestInit = init;
  for (let hops = 0; hops < 12; hops += 1) {
    const response = await session.request(current, requestInit);
    const html = await response.text();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      return { kind: 'page' as const, page: { url: current, status: response.status, html } };
    }
    const next = new URL(location, current).href;
    if (next.startsWith(redirectUri)) return { kind: 'redirect' as const, location: next };
    current = next;
    requestInit = undefined;
  }
  throw new Error(`Too many redirects from ${url}`);
}

/** Starts a PKCE authorization-code request the way MSAL does and stops at the sign-in page. */
export async function openSignInPage(session: BrowserSession, request: SignInRequest): Promise<PendingSignIn> {
  const issuer = `${request.baseUrl}/oidc`;
  const clientId = request.clientId ?? 'discovery-portal';
  const redirectUri = `${request.baseUrl}/implicit/callback`;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: request.scope ?? 'openid profile email offline_access',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(16)),
    ...(request.prompt ? { prompt: request.prompt } : {}),
  }).toString();

  const outcome = await follow(session, authorize.href, redirectUri);
  if (outcome.kind !== 'page') throw new Error(`Expected the sign-in page, was sent to ${outcome.location}`);
  return { page: outcome.page, verifier, state, redirectUri, issuer, clientId };
}

/** Fills in and submits the sign-in form of `pending.page`. */
export async function submitSignInForm(
  session: BrowserSession,
  pending: PendingSignIn,
  credentials: { email: string; password: string },
): Promise<SignInOutcome> {
  const action = /<form[^>]*action="([^"]+)"/.exec(pending.page.html)?.[1];
  if (!action) throw new Error(`No form on the sign-in page:\n${pending.page.html}`);
  const outcome = await follow(
    session,
    new URL(action.replaceAll('&amp;', '&'), pending.page.url).href,
    pending.redirectUri,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    },
  );
  if (outcome.kind === 'page') return outcome;

  const callback = new URL(outcome.location);
  if (callback.searchParams.get('state') !== pending.state) throw new Error('The provider returned another state.');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`The provider returned no code: ${outcome.location}`);
  return { kind: 'code', code };
}

export async function exchangeCode(
  session: BrowserSession,
  pending: PendingSignIn,
  code: string,
): Promise<TokenResponse> {
  const response = await session.request(`${pending.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: pending.clientId,
      code,
      redirect_uri: pending.redirectUri,
      code_verifier: pending.verifier,
    }).toString(),
  });
  const body = (await response.json()) as TokenResponse;
  if (response.status !== 200) throw new Error(`Token request failed (${response.status}): ${JSON.stringify(body)}`);
  return body;
}

/** The whole PKCE authorization-code flow with a real sign-in; returns the tokens. */
export async function signInWithPkce(
  session: BrowserSession,
  request: SignInRequest & { email: string; password: string },
): Promise<TokenResponse> {
  const pending = await openSignInPage(session, request);
  const outcome = await submitSignInForm(session, pending, request);
  if (outcome.kind !== 'code')
    throw new Error(`Sign-in did not complete (${outcome.page.status}):\n${outcome.page.html}`);
  return exchangeCode(session, pending, outcome.code);
}

export async function refreshTokens(
  session: BrowserSession,
  request: { baseUrl: string; clientId?: string; refreshToken: string },
): Promise<TokenResponse> {
  const response = await session.request(`${request.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: request.clientId ?? 'discovery-portal',
      refresh_token: request.refreshToken,
    }).toString(),
  });
  const body = (await response.json()) as TokenResponse;
  if (response.status !== 200) throw new Error(`Refresh failed (${response.status}): ${JSON.stringify(body)}`);
  return body;
}
