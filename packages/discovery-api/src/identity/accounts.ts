import { eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { identityAccounts, type IdentityAccount } from '../db/schema/index.js';
import { hashPassword, passwordMatches, type PasswordHash } from './password-hash.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
const unknownAccountHash: Promise<PasswordHash> = hashPassword('not a real password');

/** The account whose email and password match, or undefined. */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<IdentityAccount | undefined> {
  const [account] = await db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.email, normaliseEmail(email)))
    .limit(1);
  if (!account) {
    await passwordMatches(password, await unknownAccountHash);
    return undefined;
  }
  const matches = await passwordMatches(password, { hash: account.passwordHash, salt: account.passwordSalt });
  return matches ? account : undefined;
}

/** The account as the OpenID provider sees it: its id (the `sub` claim) and its claims. */
export async function findOidcAccount(db: Database, accountId: string): Promise<Account | undefined> {
  const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.accountId, accountId)).limit(1);
  if (!account) return undefined;
  return {
    accountId: account.accountId,
    claims: () => ({
      sub: account.accountId,
      email: account.email,
      email_verified: account.emailVerified,
      name: `${account.givenName} ${account.familyName}`,
      given_name: account.givenName,
      family_name: account.familyName,
      ...(account.picture ? { picture: account.picture } : {}),
    }),
  };
}
