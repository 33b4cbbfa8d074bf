import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { collections, type Collection } from '../db/schema/index.js';
import { entityRights, mayOnSite, type EntityRights } from '../entities/entity-access.js';
import { HttpError } from '../http/http-error.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * The collection calls' checks, on the rules of entities/entity-access.ts (who sees, changes and deletes a
 * collection or a group). An unknown id, a collection of a site the user cannot use, one of another site than the
 * one the call names, and a confidential collection the user may not see all answer 404 with the same message (no
 * probing); a user who sees it but may not do what they asked gets 403.
 */

export const notFoundMessage = (id: number) => `No such collection: ${id}.`;

/** The user's rights on collections of the access's site, by id. */
export const collectionRights = (db: Database, access: SiteAccess, ids: readonly number[]) =>
  entityRights(db, 'collection', access, ids);

/** A collection the user may see, with their access to its site and their rights on it. */
export interface VisibleCollection extends EntityRights {
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

/** The collection, if the user's role may feature collections on its site: requireCollectionRead, then 403. */
export async function requireCollectionFeature(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  siteId: number,
): Promise<VisibleCollection> {
  const visible = await requireCollectionRead(app, request, id, siteId);
  if (!mayOnSite(visible.access, 'collection', 'feature'))
    throw new HttpError(403, ACCESS_MESSAGES.collectionFeatureDenied);
  return visible;
}

/** Whether the user may see the collection (no answer, no error): for callers that hold a collection row already. */
export async function canSeeCollection(db: Database, access: SiteAccess, collectionId: number): Promise<boolean> {
  return (await collectionRights(db, access, [collectionId])).get(collectionId)!.canSee;
}
