import { and, asc, eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import {
  capabilityLinks,
  capabilityLinkUses,
  collectionAssets,
  collections,
  collectionUserGroups,
  collectionUsers,
  groups,
  groupUserGroups,
  groupUsers,
  userGroupMembers,
  deploymentIndexes,
  users,
} from '../db/schema/index.js';
import { linkIsLive } from '../links/capability-links.js';
import type { SiteAccess } from '../sites/site-access.js';
import { loadSitePermissions } from '../sites/site-permissions.js';

/**
 * Who may see, change and delete a collection or a group (spec §6: collection and group roles owner, editor and
 * viewer, direct access users, user-group access), written once for both kinds. What a site role adds is the role
 * table's (@portal/contracts rules/site-roles.ts): seeConfidential, changeAny, deleteAny, feature.
 *
 * - Everything is scoped to the entity's site: the user needs access to it (callers answer an unknown id, an entity
 *   of a site the user cannot use and one they may not see with the same 404).
 * - See: every user of the site sees those that are not confidential; a confidential one is seen by its members (its
 *   creator, its direct users of any role, the members of a user group given access) and by those whose role may
 *   seeConfidential (site administrators, portal administrators).
 * - Change (save, members, assets or collections, related flag): its creator (who counts as owner), its owners and
 *   editors, and changeAny. Viewers and user-group members see it but do not change it (user-group access carries
 *   no role).
 * - Delete, and change who its owners are: its creator, its owners, and deleteAny / changeAny.
 * - Feature on the site: the role's feature ability. Pin and star: anyone who may see it, for themselves.
 */

export type EntityKind = 'collection' | 'group';

/** Any database handle (a transaction too): the conditions below only build subqueries with it. */
type Queries = Pick<Database, 'select'>;

interface KindTables {
  id: PgColumn;
  site: PgColumn;
  confidential: PgColumn;
  creator: PgColumn;
  users: { table: PgTable; entityId: PgColumn; userId: PgColumn; role: PgColumn };
  userGroups: { table: PgTable; entityId: PgColumn; userGroupId: PgColumn };
  ownerRole: string;
  editorRoles: readonly string[];
}

const KINDS: Record<EntityKind, KindTables> = {
  collection: {
    id: collections.collectionId,
    site: collections.deploymentIndexId,
    confidential: collections.isConfidential,
    creator: collections.createdByUserId,
    users: {
      table: collectionUsers,
      entityId: collectionUsers.collectionId,
      userId: collectionUsers.userId,
      role: collectionUsers.roleCode,
    },
    userGroups: {
      table: collectionUserGroups,
      entityId: collectionUserGroups.collectionId,
      userGroupId: collectionUserGroups.userGroupId,
    },
    ownerRole: 'collectionOwner',
    editorRoles: ['collectionOwner', 'collectionEditor'],
  },
  group: {
    id: groups.groupId,
    site: groups.deploymentIndexId,
    confidential: groups.isConfidential,
    creator: groups.createdByUserId,
    users: { table: groupUsers, entityId: groupUsers.groupId, userId: groupUsers.userId, role: groupUsers.roleCode },
    userGroups: {
      table: groupUserGroups,
      entityId: groupUserGroups.groupId,
      userGroupId: groupUserGroups.userGroupId,
    },
    ownerRole: 'groupOwner',
    editorRoles: ['groupOwner', 'groupEditor'],
  },
};

/** The table of each kind, for callers that select rows under the conditions below. */
export const ENTITY_TABLES = { collection: collections, group: groups } as const;

/** Rows when the user holds a direct role on the outer query's entity (any role, or one of `roles`). */
function directRole(db: Queries, kind: EntityKind, userId: number, roles?: readonly string[]) {
  const { id, users } = KINDS[kind];
  return db
    .select({ one: sql`1` })
    .from(users.table)
    .where(
      and(
        eq(users.entityId, id),
        eq(users.userId, userId),
        roles
          ? sql`${users.role} in (${sql.join(
              roles.map((role) => sql`${role}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
}

/** Rows when the user is in a user group given access to the outer query's entity. */
function inUserGroupGiven(db: Queries, kind: EntityKind, userId: number) {
  const { id, userGroups } = KINDS[kind];
  return db
    .select({ one: sql`1` })
    .from(userGroups.table)
    .innerJoin(userGroupMembers, eq(userGroupMembers.userGroupId, userGroups.userGroupId))
    .where(and(eq(userGroups.entityId, id), eq(userGroupMembers.userId, userId)));
}

/** True for an entity row the user is a member of: its creator, a direct role, or a user group given access. */
export function isMemberOf(db: Queries, kind: EntityKind, userId: number): SQL {
  const { creator } = KINDS[kind];
  return or(eq(creator, userId), exists(directRole(db, kind, userId)), exists(inUserGroupGiven(db, kind, userId)))!;
}

/** True for an entity row the user created or holds the owner role on ("my" collections and groups). */
export function owns(db: Queries, kind: EntityKind, userId: number): SQL {
  const { creator, ownerRole } = KINDS[kind];
  return or(eq(creator, userId), exists(directRole(db, kind, userId, [ownerRole])))!;
}

/** True for an entity row the user created, owns or edits (spec §6: "owner or editor can edit"). */
export function edits(db: Queries, kind: EntityKind, userId: number): SQL {
  const { creator, editorRoles } = KINDS[kind];
  return or(eq(creator, userId), exists(directRole(db, kind, userId, editorRoles)))!;
}

/** True for an entity row shared with the user by someone else: a member who does not own it. */
export function sharedWith(db: Queries, kind: EntityKind, userId: number): SQL {
  return and(isMemberOf(db, kind, userId), not(owns(db, kind, userId)))!;
}

const onSiteOf = (kind: EntityKind, access: Pick<SiteAccess, 'site'>) =>
  eq(KINDS[kind].site, access.site.deploymentIndexId);

const plural = { collection: 'collections', group: 'groups' } as const;

/** Whether the user's roles on the site may do this to every collection (or group) of it. */
export const mayOnSite = (
  access: Pick<SiteAccess, 'abilities'>,
  kind: EntityKind,
  ability: 'seeConfidential' | 'changeAny' | 'deleteAny' | 'feature',
) => access.abilities[plural[kind]].has(ability);

/** True for an entity row of the access's site that the user may see. */
export function sees(db: Queries, kind: EntityKind, access: SiteAccess): SQL {
  const onSite = onSiteOf(kind, access);
  if (mayOnSite(access, kind, 'seeConfidential')) return onSite;
  return and(onSite, or(eq(KINDS[kind].confidential, false), isMemberOf(db, kind, access.user.userId)))!;
}

/** True for an entity row of the access's site that the user may change. */
export function changes(db: Queries, kind: EntityKind, access: SiteAccess): SQL {
  const onSite = onSiteOf(kind, access);
  if (mayOnSite(access, kind, 'changeAny')) return onSite;
  return and(onSite, edits(db, kind, access.user.userId))!;
}

/** True for an entity row of the access's site that the user may delete, and whose owners they may change. */
export function deletes(db: Queries, kind: EntityKind, access: SiteAccess): SQL {
  const onSite = onSiteOf(kind, access);
  if (mayOnSite(access, kind, 'deleteAny')) return onSite;
  return and(onSite, owns(db, kind, access.user.userId))!;
}

/** Of the ids, those whose row meets the condition. */
export async function idsWhere(db: Database, kind: EntityKind, ids: readonly number[], condition: SQL) {
  if (ids.length === 0) return new Set<number>();
  const { id } = KINDS[kind];
  const rows = await db
    .select({ id })
    .from(ENTITY_TABLES[kind])
    .where(and(inArray(id, [...new Set(ids)]), condition));
  return new Set(rows.map((row) => row.id as number));
}

/** What the user may do with one collection or group. */
export interface EntityRights {
  canSee: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * The user's rights on entities of the access's site, by id, in a few queries whatever their number. A collection
 * is also seen, read-only, by a user of its site who has opened one of its share links that is neither revoked nor
 * expired (share links, collections/share-links.ts); such a collection does not join the user's lists (`sees`
 * leaves it out): only the calls by id count it.
 */
export async function entityRights(
  db: Database,
  kind: EntityKind,
  access: SiteAccess,
  ids: readonly number[],
): Promise<Map<number, EntityRights>> {
  const result = new Map<number, EntityRights>(
    ids.map((id) => [id, { canSee: false, canEdit: false, canDelete: false }]),
  );
  if (ids.length === 0) return result;
  const seen = await idsWhere(db, kind, ids, sees(db, kind, access));
  if (kind === 'collection') for (const id of await openedByLink(db, access, ids)) seen.add(id);
  const edited = await idsWhere(db, kind, ids, changes(db, kind, access));
  const deleted = await idsWhere(db, kind, ids, deletes(db, kind, access));
  for (const [id, rights] of result) {
    rights.canSee = seen.has(id);
    rights.canEdit = rights.canSee && edited.has(id);
    rights.canDelete = rights.canSee && deleted.has(id);
  }
  return result;
}

/**
 * Of the ids, the collections of the access's site the user may read through a share link: one of its links they
 * have opened that is neither revoked nor expired.
 */
export async function openedByLink(db: Database, access: SiteAccess, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: capabilityLinks.collectionId })
    .from(capabilityLinkUses)
    .innerJoin(capabilityLinks, eq(capabilityLinks.linkId, capabilityLinkUses.linkId))
    .innerJoin(collections, eq(collections.collectionId, capabilityLinks.collectionId))
    .where(
      and(
        eq(capabilityLinkUses.userId, access.user.userId),
        eq(capabilityLinks.purpose, 'collectionShare'),
        inArray(capabilityLinks.collectionId, [...ids]),
        eq(collections.deploymentIndexId, access.site.deploymentIndexId),
        linkIsLive(),
      ),
    );
  return rows.map((row) => row.id!);
}

/**
 * Of the ids, the collections the user may see, whatever their sites (for answers that list collection ids of
 * any site, like an asset's pinned collections): the rule above, per site the user may use.
 */
export async function collectionsSeenBy(db: Database, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const seen = new Set<number>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return seen;
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user) return seen;
  const rows = await db
    .select({ id: collections.collectionId, site: deploymentIndexes })
    .from(collections)
    .innerJoin(deploymentIndexes, eq(deploymentIndexes.deploymentIndexId, collections.deploymentIndexId))
    .where(inArray(collections.collectionId, wanted));
  const bySite = new Map<number, { site: (typeof rows)[number]['site']; ids: number[] }>();
  for (const row of rows) {
    const entry = bySite.get(row.site.deploymentIndexId) ?? { site: row.site, ids: [] };
    entry.ids.push(row.id);
    bySite.set(row.site.deploymentIndexId, entry);
  }
  for (const { site, ids: onSite } of bySite.values()) {
    const { hasAccess, permissions, abilities } = await loadSitePermissions(db, user, site.deploymentIndexId);
    if (!hasAccess) continue;
    const rights = await entityRights(db, 'collection', { user, site, permissions, abilities }, onSite);
    for (const [id, right] of rights) if (right.canSee) seen.add(id);
  }
  return seen;
}

/**
 * The collections each asset is pinned in, of those the user may see (a confidential collection's id is not for its
 * non-members): the portal asset's pinnedCollections.
 */
export async function pinnedCollectionsSeenBy(
  db: Database,
  userId: number,
  assetIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (assetIds.length === 0) return result;
  const pinned = await db
    .select({ assetId: collectionAssets.assetId, collectionId: collectionAssets.collectionId })
    .from(collectionAssets)
    .where(and(inArray(collectionAssets.assetId, [...new Set(assetIds)]), eq(collectionAssets.pinned, true)))
    .orderBy(asc(collectionAssets.collectionId));
  const seen = await collectionsSeenBy(
    db,
    userId,
    pinned.map((row) => row.collectionId),
  );
  for (const { assetId, collectionId } of pinned) {
    if (seen.has(collectionId)) result.set(assetId, [...(result.get(assetId) ?? []), collectionId]);
  }
  return result;
}
