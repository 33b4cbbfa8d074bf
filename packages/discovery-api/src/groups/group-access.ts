import { ACCESS_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { groups, type Group } from '../db/schema/index.js';
import { changes, deletes, idsWhere, sees } from '../entities/entity-access.js';
import { HttpError } from '../http/http-error.js';
import { usableSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * The group calls' checks, on the rules of entities/entity-access.ts (who sees, changes and deletes a collection or a
 * group). An unknown id, a group of another site, a group of a site the user may not use and a confidential group
 * they may not see all answer the same 404 (no probing); a user who sees it but may not do what they asked gets 403.
 */

export const groupNotFound = (id: number) => `No such group: ${id}.`;

const holds = async (db: Database, access: SiteAccess, groupId: number, condition: typeof sees) =>
  (await idsWhere(db, 'group', [groupId], condition(db, 'group', access))).has(groupId);

export interface GroupTarget {
  group: Group;
  access: SiteAccess;
}

/** A group named by its id alone, with the user's access to its site: 404 when unknown, on a site they may not use, or not one they may see. */
export async function requireVisibleGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  groupId: number,
): Promise<GroupTarget> {
  const [group] = await app.db.select().from(groups).where(eq(groups.groupId, groupId));
  const access = group && (await usableSiteAccess(app, request, group.deploymentIndexId));
  if (!group || !access) throw new HttpError(404, groupNotFound(groupId));
  if (!(await holds(app.db, access, groupId, sees))) throw new HttpError(404, groupNotFound(groupId));
  return { group, access };
}

/** A group named with its site (the caller has access to it already): 404 when not on that site or not seen. */
export async function requireVisibleGroupOnSite(db: Database, access: SiteAccess, groupId: number): Promise<Group> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.groupId, groupId), eq(groups.deploymentIndexId, access.site.deploymentIndexId)));
  if (!group || !(await holds(db, access, groupId, sees))) throw new HttpError(404, groupNotFound(groupId));
  return group;
}

/** 403 unless the user may change the group. */
export async function requireGroupChange(db: Database, access: SiteAccess, groupId: number): Promise<void> {
  if (!(await holds(db, access, groupId, changes))) throw new HttpError(403, ACCESS_MESSAGES.groupChangeDenied);
}

/** Whether the user may change who the group's owners are (its owners and deleteAny: site administrators). */
export async function mayChangeOwners(db: Database, access: SiteAccess, groupId: number): Promise<boolean> {
  return holds(db, access, groupId, deletes);
}

/** 403 unless the user may delete the group. */
export async function requireGroupDelete(db: Database, access: SiteAccess, groupId: number): Promise<void> {
  if (!(await mayChangeOwners(db, access, groupId))) throw new HttpError(403, ACCESS_MESSAGES.groupDeleteDenied);
}
