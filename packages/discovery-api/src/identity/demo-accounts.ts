import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { identityAccounts } from '../db/schema/index.js';
import { hashPassword } from './password-hash.js';

export const DEMO_PASSWORD = 'Discovery!2026';

/** The demo sites (deployment indexes) seeded by src/seed/demo-deployments.ts, by name. */
export type DemoSiteName = 'Northwind Discovery' | 'Northwind Awards' | 'Meridian Insights' | 'Meridian Creative';

/** Site role codes: the migrations seed them with their permissions (drizzle/0002, drizzle/0003). */
export type DemoSiteRole =
  'siteAdministrator' | 'siteEditor' | 'contentUploader' | 'siteAnalyst' | 'aiUser' | 'siteMember';

export interface DemoMembership {
  site: DemoSiteName;
  role: DemoSiteRole;
}

export interface DemoAccount {
  email: string;
  givenName: string;
  familyName: string;
  password: string;
  /** What the account is for in the demo deployment. */
  role: string;
  /** Holds every permission on every site (users.is_administrator). */
  isAdministrator?: boolean;
  /** The site user groups the portal user belongs to. */
  memberships: readonly DemoMembership[];
}

const account = (
  email: string,
  givenName: string,
  familyName: string,
  role: string,
  memberships: readonly DemoMembership[],
  isAdministrator = false,
): DemoAccount => ({ email, givenName, familyName, password: DEMO_PASSWORD, role, memberships, isAdministrator });

export const demoAccounts: readonly DemoAccount[] = [
  account('ava.morgan@demo.portal', 'Ava', 'Morgan', 'site admin: Northwind Discovery, Northwind Awards', [
    { site: 'Northwind Discovery', role: 'siteAdministrator' },
    { site: 'Northwind Awards', role: 'siteAdministrator' },
  ]),
  account('liam.chen@demo.portal', 'Liam', 'Chen', 'content uploader: Northwind Discovery', [
    { site: 'Northwind Discovery', role: 'contentUploader' },
  ]),
  account('sofia.rossi@demo.portal', 'Sofia', 'Rossi', 'viewer: Northwind Discovery', [
    { site: 'Northwind Discovery', role: 'siteMember' },
  ]),
  account('noah.patel@demo.portal', 'Noah', 'Patel', 'administrator: every site', [], true),
  account('emma.dubois@demo.portal', 'Emma', 'Dubois', 'site editor: Meridian Insights', [
    { site: 'Meridian Insights', role: 'siteEditor' },
  ]),
  account('lucas.silva@demo.portal', 'Lucas', 'Silva', 'analyst: Meridian Insights; viewer: Northwind Discovery', [
    { site: 'Meridian Insights', role: 'siteAnalyst' },
    { site: 'Northwind Discovery', role: 'siteMember' },
  ]),
  account('mia.johansson@demo.portal', 'Mia', 'Johansson', 'AI user: Northwind Discovery', [
    { site: 'Northwind Discovery', role: 'aiUser' },
  ]),
  account('ethan.brooks@demo.portal', 'Ethan', 'Brooks', 'no site (signs in, sees nothing)', []),
  account(
    'isabella.garcia@demo.portal',
    'Isabella',
    'Garcia',
    'uploader: Meridian Creative; viewer: Meridian Insights',
    [
      { site: 'Meridian Creative', role: 'contentUploader' },
      { site: 'Meridian Insights', role: 'siteMember' },
    ],
  ),
  account('oliver.kim@demo.portal', 'Oliver', 'Kim', 'viewer: Northwind Awards', [
    { site: 'Northwind Awards', role: 'siteMember' },
  ]),
  account('chloe.martin@demo.portal', 'Chloe', 'Martin', 'site admin: Meridian Creative', [
    { site: 'Meridian Creative', role: 'siteAdministrator' },
  ]),
  account('james.okafor@demo.portal', 'James', 'Okafor', 'site editor + AI user: Northwind Awards', [
    { site: 'Northwind Awards', role: 'siteEditor' },
    { site: 'Northwind Awards', role: 'aiUser' },
  ]),
];

/** Creates the demo accounts that do not exist yet; existing ones (and changed passwords) are left alone. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  const existing = await db
    .select({ email: identityAccounts.email })
    .from(identityAccounts)
    .where(
      inArray(
        identityAccounts.email,
        demoAccounts.map((account) => account.email),
      ),
    );
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
