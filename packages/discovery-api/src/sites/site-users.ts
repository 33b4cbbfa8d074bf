import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { userGroupMembers, userGroups, users, type User } from '../db/schema/index.js';

type Queries = Pick<Database, 'select'>;

/** True for a row of `users` who may use the site: a member of one of its user groups, or a portal administrator. */
export function usesSite(db: Queries, siteId: number): SQL {
  const member = db
    .select({ userId: userGroupMembers.userId })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .where(eq(userGroups.deploymentIndexId, siteId));
  return or(eq(users.isAdministrator, true), inArray(users.userId, member))!;
}

/** The users who may use the site, by name then email (the people a collection's members are picked from). */
export async function siteUsers(db: Queries, siteId: number): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(usesSite(db, siteId))
    .orderBy(
      sql`lower(coalesce(${users.givenName}, ''))`,
      sql`lower(coalesce(${users.lastName}, ''))`,
      asc(users.email),
    );
}

/** Of the given ids, the users who may use the site, by id. */
export async function siteUsersById(db: Queries, siteId: number, ids: readonly number[]): Promise<Map<number, User>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.userId, [...new Set(ids)]), usesSite(db, siteId)));
  return new Map(rows.map((user) => [user.userId, user]));
}
