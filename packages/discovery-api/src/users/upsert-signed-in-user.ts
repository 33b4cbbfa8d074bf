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
