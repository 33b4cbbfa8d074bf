import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../http/http-error.js';

/** The issuer tokens must name and the keys that verify their signatures. */
export interface IssuerKeys {
  issuer(): Promise<string>;
  keys: JWTVerifyGetKey;
}

/** The embedded provider: its public keys are at hand, no HTTPS call to ourselves. */
export function localIssuerKeys(issuer: string, jwks: JSONWebKeySet): IssuerKeys {
  return { issuer: async () => issuer, keys: createLocalJWKSet(jwks) };
}

interface Discovered {
  issuer: string;
  keys: JWTVerifyGetKey;
}

/** An external provider: issuer and jwks_uri come from its discovery document, fetched on first use. */
export function remoteIssuerKeys(authority: string): IssuerKeys {
  let discovered: Promise<Discovered> | undefined;
  const discover = (): Promise<Discovered> => {
    discovered ??= fetchDiscovery(authority).catch((error: unknown) => {
      // Try again on the next request rather than remembering an outage.
      discovered = undefined;
      throw error;
    });
    return discovered;
  };
  return {
    issuer: async () => (await discover()).issuer,
    keys: async (header, token) => (await discover()).keys(header, token),
  };
}

async function fetchDiscovery(authority: string): Promise<Discovered> {
  const url = `${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (cause) {
    throw new HttpError(
      503,
      'Sign-in cannot be checked right now: the sign-in provider is not reachable.',
      {},
      { cause },
    );
  }
  if (typeof document.issuer !== 'string' || typeof document.jwks_uri !== 'string') {
    throw new HttpError(503, 'Sign-in cannot be checked right now: the sign-in provider published no issuer or keys.');
  }
  return { issuer: document.issuer, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
}
