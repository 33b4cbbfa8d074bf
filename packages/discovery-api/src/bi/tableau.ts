import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { TableauSettings } from '../config/bi-settings.js';

/**
 * The Tableau provider (ARCHITECTURE §7 "Outside services"): a token of a Tableau connected app (direct trust) for
 * the signed-in user, which Tableau's embedding API hands to the Tableau server. It is a JWT signed with the
 * connected app's secret (HS256): header kid = the secret id and iss = the client id; claims iss = the client id,
 * sub = the user's Tableau user name (their e-mail), aud 'tableau', a random jti, an expiry within Tableau's 10
 * minutes and the scope of viewing embedded views.
 */

export const TABLEAU_NOT_CONFIGURED =
  'Tableau embedding is not configured on this server: set TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID, TABLEAU_SECRET_VALUE and TABLEAU_HOSTS.';
export const TABLEAU_SCOPES = ['tableau:views:embed'];
/** How long a token is valid (Tableau accepts at most 10 minutes). */
export const TABLEAU_TOKEN_SECONDS = 5 * 60;

/** The host name of a tbh value (a host name, or a URL of the Tableau server), lower case; undefined if none. */
export function tableauHostOf(tbh: string): string | undefined {
  const text = tbh.trim().toLowerCase();
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).host || undefined;
  } catch {
    return undefined;
  }
}

export const isAllowedTableauHost = (settings: TableauSettings, tbh: string) => {
  const host = tableauHostOf(tbh);
  return host !== undefined && settings.hosts.includes(host);
};

export async function signTableauToken(settings: TableauSettings, email: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scp: TABLEAU_SCOPES })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: settings.secretId, iss: settings.clientId })
    .setIssuer(settings.clientId)
    .setSubject(email)
    .setAudience('tableau')
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TABLEAU_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(settings.secretValue));
}
