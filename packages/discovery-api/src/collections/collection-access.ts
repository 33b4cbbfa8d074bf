import { and, eq, exists, gt, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  collections,
  collectionShareLinks,
  collectionShareLinkUses,
  collectionUserGroups,
  collectionUsers,
  deploymentIndexes,
  userGroupMembers,
  users,
  type Collection,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { loadSitePermissions } from '../sites/site-permissions.js';
import { editsCollection } from './editors.js';

/**
 * Who may see and who may change a collection (spec §6, issue 19). Written once here; every collection call
 * and anything else that needs the rule (groups holding collections) uses it.
 *
 * - Everything is scoped to the collection's site: the user needs access to that site. An unknown id, a
 *   collection of a site the user cannot use, one of another site than the one the call names, and a
 *   confidential collection the user may not see all answer 404 with the same message (no probing).
 * - See: the site's administrators (editDeploymentIndex; portal administrators hold it everywhere) see every
 *   collection of the site; every user of the site sees the non-confidential ones; a confidential one is
 *   seen by its members only: its creator, its direct users (any role: owner, editor, viewer) and the members
 *   of a user group given access.
 * - Change (save, members, add/remove/pin assets, related flag): its creator (who counts as owner), its owners
 *   and editors, and the site's administrators. A viewer, a user-group member and any other user get 403.
 * - Delete: its creator, its owners and the site's administrators.
 * - Feature on the site: the site's administrators only.
 * - Pin and star: per user, anyone who may see it.
 * - Share links (share-links.ts): a user of the site who has opened one of the collection's links that is
 *   neither expired nor revoked may see it too, read-only (never editor or owner). Such a collection does not
 *   join the user's lists (seesCollection leaves it out): only the calls by id (collectionRights) count it.
 */

type Queries = Pick<Database, 'select'>;

export const notFoundMessage = (id: number) => `No such collection: ${id}.`;

/** True for a row of `collections` the user is a member of: creator, a direct role, or a user group given access. */
export function isCollectionMember(db: Queries, userId: number): SQL {
  const direct = db
    .select({ one: sql`1` })
    .from(collectionUsers)
    .where(and(eq(collectionUsers.collectionId, collections.collectionId), eq(collectionUsers.userId, userId)));
  const byGroup = db
    .select({ one: sql`1` })
    .from(collectionUserGroups)
    .innerJoin(userGroupMembers, eq(userGroupMembers.userGroupId, collectionUserGroups.userGroupId))
    .where(and(eq(collectionUserGroups.collectionId, collections.collectionId), eq(userGroupMembers.userId, userId)));
  return or(eq(collections.createdByUserId, userId), exists(direct), exists(byGroup))!;
}

/** True for a row of `collections` the user created or holds the owner role on ("my" collections). */
export function ownsCollection(db: Queries, userId: number): SQL {
  const owner = db
    .select({ one: sql`1` })
    .from(collectionUsers)
    .where(
      and(
        eq(collectionUsers.collectionId, collections.collectionId),
        eq(collectionUsers.userId, userId),
        eq(collectionUsers.roleCode, 'collectionOwner'),
      ),
    );
  return or(eq(collections.createdByUserId, userId), exists(owner))!;
}

/** True for a row of `collections` shared with the user by someone else: a member who does not own it. */
export function sharedWithUser(db: Queries, userId: number): SQL {
  return and(isCollectionMember(db, userId), not(ownsCollection(db, userId)))!;
}

/** True for a row of `collections` of the access's site that the user may see. */
export function seesCollection(db: Queries, access: SiteAccess): SQL {
  const onSite = eq(collections.deploymentIndexId, access.site.deploymentIndexId);
  if (access.permissions.editDeploymentIndex) return onSite;
  return and(onSite, or(eq(collections.isConfidential, false), isCollectionMember(db, access.user.userId)))!;
}

/** True for a row of `collections` the user may change (site administrators: every one of the site). */
export function changesCollection(db: Queries, access: SiteAccess): SQL {
  const onSite = eq(collections.deploymentIndexId, access.site.deploymentIndexId);
  if (access.permissions.editDeploymentIndex) return onSite;
  return and(onSite, editsCollection(db, access.user.userId))!;
}

/** What the user may do with one collection. */
export interface CollectionRights {
  canSee: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The user's rights on collections of the access's site, by id, in three queries whatever their number. */
export async function collectionRights(
  db: Database,
  access: SiteAccess,
  ids: readonly number[],
): Promise<Map<number, CollectionRights>> {
  const result = new Map<number, CollectionRights>(
    ids.map((id) => [id, { canSee: false, canEdit: false, canDelete: false }]),
  );
  if (ids.length === 0) return result;
  const wanted = [...new Set(ids)];
  const admin = access.permissions.editDeploymentIndex;
  const select = (condition: SQL) =>
    db
      .select({ id: collections.collectionId })
      .from(collections)
      .where(and(inArray(collections.collectionId, wanted), condition));
  const seen = await select(seesCollection(db, access));
  const edited = admin ? seen : await select(changesCollection(db, access));
  const deleted = admin ? seen : await select(ownsCollection(db, access.user.userId));
  for (const row of seen) result.get(row.id)!.canSee = true;
  for (const id of await openedByLink(db, access, wanted)) result.get(id)!.canSee = true;
  for (const row of edited) result.get(row.id)!.canEdit = true;
  for (const row of deleted) if (result.get(row.id)!.canSee) result.get(row.id)!.canDelete = true;
  return result;
}

/**
 * Of the ids, the collections of the access's site the user may read through a share link: one of its links they
 * have opened that is neither revoked nor expired.
 */
export async function openedByLink(db: Database, access: SiteAccess, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: collectionShareLinks.collectionId })
    .from(collectionShareLinkUses)
    .innerJoin(collectionShareLinks, eq(collectionShareLinks.shareLinkId, collectionShareLinkUses.shareLinkId))
    .innerJoin(collections, eq(collections.collectionId, collectionShareLinks.collectionId))
    .where(
      and(
        eq(collectionShareLinkUses.userId, access.user.userId),
        inArray(collectionShareLinks.collectionId, [...ids]),
        eq(collections.deploymentIndexId, access.site.deploymentIndexId),
        isNull(collectionShareLinks.revoked),
        gt(collectionShareLinks.expires, sql`now()`),
      ),
    );
  return rows.map((row) => row.id);
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
    const { hasAccess, permissions } = await loadSitePermissions(db, user, site.deploymentIndexId);
    if (!hasAccess) continue;
    const rights = await collectionRights(db, { user, site, permissions }, onSite);
    for (const [id, right] of rights) if (right.canSee) seen.add(id);
  }
  return seen;
}

/** A collection the user may see, with their access to its site and their rights on it. */
export interface VisibleCollection extends CollectionRights {
  collection: Collection;
  access: SiteAccess;
}

/**
 * The collection, if the user may see it: 404 (one message) for an unknown id, a collection of a site the user
 * cannot use, of another site than `siteId` when given, or a confidential one the user is no member of.
 */
export async function requireCollectionRead(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  siteId?: number,
): Promise<VisibleCollection> {
  const [collection] = await app.db.select().from(collections).where(eq(collections.collectionId, id));
  if (!collection || (siteId !== undefined && collection.deploymentIndexId !== siteId))
    throw new HttpError(404, notFoundMessage(id));
  const access = await usableSiteAccess(app, request, collection.deploymentIndexId);
  if (!access) throw new HttpError(404, notFoundMessage(id));
  const rights = (await collectionRights(app.db, access, [id])).get(id)!;
  if (!rights.canSee) throw new HttpError(404, notFoundMessage(id));
  return { collection, access, ...rights };
}

/** The collection, if the user may change it: requireCollectionRead, then 403 for a viewer or non-member. */
export async function requireCollectionEdit(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  siteId?: number,
): Promise<VisibleCollection> {
  const visible = await requireCollectionRead(app, request, id, siteId);
  if (!visible.canEdit)
    throw new HttpError(
      403,
      `You may not change the collection '${visible.collection.name}': it needs its owner, an editor or a site administrator.`,
    );
  return visible;
}

/** The collection, if the user may delete it: requireCollectionRead, then 403 unless creator, owner or site administrator. */
export async function requireCollectionDelete(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VisibleCollection> {
  const visible = await requireCollectionRead(app, request, id);
  if (!visible.canDelete)
    throw new HttpError(
      403,
      `You may not delete the collection '${visible.collection.name}': it needs its owner or a site administrator.`,
    );
  return visible;
}

/** The collection, if the user administers its site (featuring): requireCollectionRead, then 403. */
export async function requireCollectionSiteAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  siteId: number,
): Promise<VisibleCollection> {
  const visible = await requireCollectionRead(app, request, id, siteId);
  if (!visible.access.permissions.editDeploymentIndex)
    throw new HttpError(403, 'Only the site administrators may feature collections on the site.');
  return visible;
}

/** Whether the user may see the collection (no answer, no error): for callers that hold a collection row already. */
export async function canSeeCollection(db: Database, access: SiteAccess, collectionId: number): Promise<boolean> {
  return (await collectionRights(db, access, [collectionId])).get(collectionId)!.canSee;
}
