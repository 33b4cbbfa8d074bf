import { and, eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  collections,
  collectionUserGroups,
  collectionUsers,
  userGroupMembers,
  type Collection,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';
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
  for (const row of edited) result.get(row.id)!.canEdit = true;
  for (const row of deleted) if (result.get(row.id)!.canSee) result.get(row.id)!.canDelete = true;
  return result;
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
