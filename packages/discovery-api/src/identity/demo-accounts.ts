import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { identityAccounts } from '../db/schema/index.js';
import { hashPassword } from './password-hash.js';

export const DEMO_PASSWORD = 'Discovery!2026';

export interface DemoAccount {
  email: string;
  givenName: string;
  familyName: string;
  password: string;
  /** What the account is for in the demo deployment. */
  role: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'ava.morgan@demo.portal', givenName: 'Ava', familyName: 'Morgan', password: DEMO_PASSWORD, role: 'site admin' },
  { email: 'liam.chen@demo.portal', givenName: 'Liam', familyName: 'Chen', password: DEMO_PASSWORD, role: 'content uploader' },
  { email: 'sofia.rossi@demo.portal', givenName: 'Sofia', familyName: 'Rossi', password: DEMO_PASSWORD, role: 'viewer' },
];

/** Creates the demo accounts that do not exist yet; existing ones (and changed passwords) are left alone. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  const existing = await db
    .select({ email: identityAccounts.email })
    .from(identityAccounts)
    .where(inArray(identityAccounts.email, demoAccounts.map((account) => account.email)));
  const existingEmails = new Set(existing.map((row) => row.email));
  const missing = demoAccounts.filter((account) => !existingEmails.has(account.email));
  if (missing.length === 0) return 0;

  const rows = await Promise.all(
    missing.map(async (account) => {
      const { hash, salt } = await hashPassword(account.password);
      return {
        email: account.email,
        emailVerified: true,
        givenName: account.givenName,
        familyName: account.familyName,
        passwordHash: hash,
        passwordSalt: salt,
      };
    }),
  );
  await db.insert(identityAccounts).values(rows).onConflictDoNothing({ target: identityAccounts.email });
  return rows.length;
}
