import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users, type User } from '../db/schema/index.js';

/** The users of the given ids, by id (ids naming no one are absent): one query whatever the number of ids. */
export async function usersById(db: Database, ids: readonly number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.userId, unique));
  return new Map(rows.map((user) => [user.userId, user]));
}
