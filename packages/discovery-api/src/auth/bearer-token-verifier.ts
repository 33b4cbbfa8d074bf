import { decodeJwt, errors, jwtVerify } from 'jose';
import type { IssuerKeys } from './issuer-keys.js';
import { unauthorized } from './unauthorized.js';
import { identityFromClaims, type VerifiedIdentity } from './verified-identity.js';

export type BearerTokenVerifier = (authorizationHeader: string | undefined) => Promise<VerifiedIdentity>;

/** Checks signature, issuer, audience and expiry of `Authorization: Bearer <jwt>`; every refusal is a 401 with its reason. */
export function createBearerTokenVerifier(options: { issuerKeys: IssuerKeys; audience: string }): BearerTokenVerifier {
  return async (authorizationHeader) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader ?? '')?.[1];
    if (!token) throw unauthorized('no bearer token.');

    let unverifiedIssuer: unknown;
    try {
      unverifiedIssuer = decodeJwt(token).iss;
    } catch {
      throw unauthorized('the bearer token is not a valid token.');
    }
    const issuer = await options.issuerKeys.issuer();
    // Checked before the signature so a token from another provider is named as such, not as a bad signature.
    if (unverifiedIssuer !== issuer) throw unauthorized('the token was issued by another provider.');

    try {
      const { payload } = await jwtVerify(token, options.issuerKeys.keys, { issuer, audience: options.audience });
      return identityFromClaims(payload);
    } catch (error) {
      throw refusalFor(error);
    }
  };
}

function refusalFor(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return unauthorized('the token has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return unauthorized('the token is for another audience.');
    if (error.claim === 'iss') return unauthorized('the token was issued by another provider.');
    if (error.claim === 'nbf') return unauthorized('the token is not valid yet.');
    return unauthorized(`the token's "${error.claim}" claim is not acceptable.`);
  }
  if (error instanceof errors.JOSEError) return unauthorized('the token signature could not be verified.');
  return error instanceof Error ? error : new Error(String(error));
}
