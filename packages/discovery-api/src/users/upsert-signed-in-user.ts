import { eq } from 'drizzle-orm';
import type { VerifiedIdentity } from '../auth/verified-identity.js';
import type { Database } from '../db/database.js';
import { users, type User } from '../db/schema/index.js';

/** Creates the user on first sign-in, otherwise refreshes their profile from the token and records the sign-in. */
export async function upsertSignedInUser(db: Database, identity: VerifiedIdentity): Promise<User> {
  const now = new Date();
  // Claims the token does not carry stay as they are (undefined is left out of the update).
  const profile = {
    givenName: identity.givenName,
    lastName: identity.lastName,
    name: identity.name,
    picture: identity.picture,
    subject: identity.subject,
    issuer: identity.issuer,
  };
  const [user] = await db
    .insert(users)
    .values({ email: identity.email, ...profile, lastLogin: now })
    .onConflictDoUpdate({ target: users.email, set: { ...profile, lastLogin: now, updated: now } })
    .returning();
  if (!user) throw new Error(`Upserting the user ${identity.email} returned no row.`);
  return user;
}

/**
 * The signed-in user for an ordinary call (site data, search as you type): read only, unless the user is new
 * or the token's profile claims changed, when it upserts like a sign-in. The sign-in time itself is recorded
 * by GET v2/users/me, which the shell calls after every sign-in; other calls do not write on every request.
 */
export async function signedInUser(db: Database, identity: VerifiedIdentity): Promise<User> {
  const [stored] = await db.select().from(users).where(eq(users.email, identity.email));
  if (stored && sameProfile(stored, identity)) return stored;
  return upsertSignedInUser(db, identity);
}

/** True when every profile claim the token carries equals the stored one. */
export function sameProfile(stored: User, identity: VerifiedIdentity): boolean {
  const claims = {
    givenName: identity.givenName,
    lastName: identity.lastName,
    name: identity.name,
    picture: identity.picture,
    subject: identity.subject,
    issuer: identity.issuer,
  };
  return Object.entries(claims).every(
    ([key, value]) => value === undefined || stored[key as keyof typeof claims] === value,
  );
}
