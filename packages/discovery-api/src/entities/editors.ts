import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collections, collectionUsers, groups, groupUsers } from '../db/schema/index.js';

/**
 * Who may change a collection or a group besides the site's administrators (spec §6: "owner or editor can
 * edit"): its creator and the users given the owner or editor role on it directly. Viewers and members of a
 * user group given access may see it but not change it (user-group access carries no role).
 */
export const COLLECTION_EDITOR_ROLES = ['collectionOwner', 'collectionEditor'] as const;
export const GROUP_EDITOR_ROLES = ['groupOwner', 'groupEditor'] as const;

/** Any database handle (a transaction too): the conditions below only build subqueries with it. */
type Queries = Pick<Database, 'select'>;

/** True for a row of `collections` the user created or owns or edits. */
export function editsCollection(db: Queries, userId: number): SQL {
  const byRole = db
    .select({ one: collectionUsers.collectionUserId })
    .from(collectionUsers)
    .where(
      and(
        eq(collectionUsers.collectionId, collections.collectionId),
        eq(collectionUsers.userId, userId),
        inArray(collectionUsers.roleCode, [...COLLECTION_EDITOR_ROLES]),
      ),
    );
  return or(eq(collections.createdByUserId, userId), exists(byRole))!;
}

/** True for a row of `groups` the user created or owns or edits. */
export function editsGroup(db: Queries, userId: number): SQL {
  const byRole = db
    .select({ one: groupUsers.groupUserId })
    .from(groupUsers)
    .where(
      and(
        eq(groupUsers.groupId, groups.groupId),
        eq(groupUsers.userId, userId),
        inArray(groupUsers.roleCode, [...GROUP_EDITOR_ROLES]),
      ),
    );
  return or(eq(groups.createdByUserId, userId), exists(byRole))!;
}

/** Whether the user may change this collection or group (the site's administrators aside). */
export async function canEditCollectionOrGroup(
  db: Database,
  type: 'collection' | 'group',
  id: number,
  userId: number,
): Promise<boolean> {
  const rows =
    type === 'collection'
      ? await db
          .select({ id: collections.collectionId })
          .from(collections)
          .where(and(eq(collections.collectionId, id), editsCollection(db, userId)))
      : await db
          .select({ id: groups.groupId })
          .from(groups)
          .where(and(eq(groups.groupId, id), editsGroup(db, userId)));
  return rows.length > 0;
}
