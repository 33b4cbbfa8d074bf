import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { roles, userGroupMembers, userGroups, users, type User } from '../db/schema/index.js';
import type { DemoSiteContext } from './demo-site-context.js';

/**
 * A new account that uses a site, for the tests of disabled accounts: a member of a user group of its own on the site
 * (role siteMember), active or disabled. Never one of the cast, whom the other tests of a process count on being
 * active; its email is new each time, so nothing else meets it.
 */
export async function siteMemberAccount(
  context: DemoSiteContext,
  siteId: number,
  person: { givenName: string; lastName: string; status: 'active' | 'disabled' },
): Promise<{ user: User; userGroupId: number }> {
  const app = context.server.app;
  const email = `${person.givenName}.${person.lastName}.${randomUUID().slice(0, 8)}@accounts.test`.toLowerCase();
  const [user] = await app.db
    .insert(users)
    .values({ email, ...person })
    .returning();
  const [role] = await app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
  const [group] = await app.db
    .insert(userGroups)
    .values({ name: `Members ${email}`, deploymentIndexId: siteId, roleId: role!.roleId })
    .returning();
  await app.db.insert(userGroupMembers).values({ userGroupId: group!.userGroupId, userId: user!.userId });
  return { user: user!, userGroupId: group!.userGroupId };
}
