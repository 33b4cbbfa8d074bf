import type { JWTPayload } from 'jose';
import { unauthorized } from './unauthorized.js';

/** Who the verified bearer token says the caller is. */
export interface VerifiedIdentity {
  subject: string;
  issuer: string;
  email: string;
  givenName: string | undefined;
  lastName: string | undefined;
  name: string | undefined;
  picture: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function identityFromClaims(claims: JWTPayload): VerifiedIdentity {
  // Entra ID access tokens often name the user in preferred_username or upn rather than email.
  const email = [claims.email, claims.preferred_username, claims.upn].map(text).find((value) => value?.includes('@'));
  if (!email || !claims.sub || !claims.iss) throw unauthorized('the token carries no email address.');

  const givenName = text(claims.given_name);
  const lastName = text(claims.family_name);
  return {
    subject: claims.sub,
    issuer: claims.iss,
    email: email.toLowerCase(),
    givenName,
    lastName,
    name: text(claims.name) ?? ([givenName, lastName].filter(Boolean).join(' ') || undefined),
    picture: text(claims.picture),
  };
}
