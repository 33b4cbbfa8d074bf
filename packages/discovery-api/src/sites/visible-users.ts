import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  keysetWindow,
  textKey,
  timestampKey,
  type KeysetKey,
  type KeysetPage,
  type KeysetRequest,
  type SortDirection,
} from '../db/keyset-page.js';
import { users, type User } from '../db/schema/index.js';
import { usesSite } from './site-users.js';

/**
 * The people a user may look up (the GraphQL `users` and `userById`). The REST calls show other people only as the
 * users of a site the caller uses (site-users.ts siteUsers: the members a collection is shared with, the users an
 * asset can be assigned to — members of the site's user groups and the portal administrators), so the same rule
 * spans every site the caller can use, and the caller always sees themselves (GET v2/users/me). Portal
 * administrators see everyone.
 */

export const USER_ORDER_FIELDS = ['email', 'name', 'lastLogin'] as const;
export type UserOrderField = (typeof USER_ORDER_FIELDS)[number];

const ORDER_KEYS: Record<UserOrderField, KeysetKey> = {
  // Emails are unique and stored in lower case (auth/verified-identity.ts).
  email: textKey(sql`${users.email}`),
  name: textKey(sql`lower(concat_ws(' ', ${users.givenName}, ${users.lastName}))`),
  // Never signed in (added by email ahead of a first sign-in) counts as the earliest.
  lastLogin: timestampKey(sql`coalesce(${users.lastLogin}, '1970-01-01T00:00:00Z'::timestamptz)`),
};

export const userOrderKeyOf = (field: UserOrderField) => ORDER_KEYS[field];

export interface UserFilter {
  /** The users of one site the caller can use; another site lists no one. */
  deploymentIndexId?: number;
  /** The given name, last name or email holds this text, in any case. */
  search?: string;
}

export interface UserListItem {
  user: User;
  key: string;
}

/** Who the viewer may see; undefined: everyone (a portal administrator). `siteIds`: the sites the viewer can use. */
function visibleTo(db: Database, viewer: User, siteIds: readonly number[]): SQL | undefined {
  if (viewer.isAdministrator) return undefined;
  return or(eq(users.userId, viewer.userId), ...siteIds.map((siteId) => usesSite(db, siteId)));
}

/** One page of the users the viewer may see: one query, and a count of the list when a total or a far-side flag is asked for. */
export async function listVisibleUsers(
  db: Database,
  options: {
    viewer: User;
    siteIds: readonly number[];
    filter: UserFilter;
    order: { field: UserOrderField; direction: SortDirection };
    page: KeysetRequest;
  },
): Promise<KeysetPage<UserListItem>> {
  const { viewer, siteIds, filter } = options;
  const order = { key: ORDER_KEYS[options.order.field], id: users.userId, direction: options.order.direction };
  const window = keysetWindow(order, options.page);
  const siteId = filter.deploymentIndexId;
  if (siteId !== undefined && !siteIds.includes(siteId)) return window.page([], async () => ({ total: 0, outside: 0 }));

  const listed = and(
    visibleTo(db, viewer, siteIds),
    siteId === undefined ? undefined : usesSite(db, siteId),
    filter.search
      ? sql`position(lower(${filter.search}) in lower(concat_ws(' ', ${users.givenName}, ${users.lastName}, ${users.email}))) > 0`
      : undefined,
  );
  const rows = await db
    .select({ user: users, key: order.key.text })
    .from(users)
    .where(and(listed, window.where))
    .orderBy(...window.orderBy)
    .limit(window.limit);
  return window.page(
    rows.map((row) => ({ user: row.user, key: String(row.key) })),
    async () => {
      const [counts] = await db.select({ total: count(), outside: window.outside }).from(users).where(listed);
      return counts ?? { total: 0, outside: 0 };
    },
  );
}

/** The user if the viewer may see them, else undefined (the same answer for an unknown id). */
export async function visibleUserById(
  db: Database,
  viewer: User,
  siteIds: readonly number[],
  userId: number,
): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.userId, userId), visibleTo(db, viewer, siteIds)));
  return user;
}
