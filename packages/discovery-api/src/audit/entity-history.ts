import { ACCESS_MESSAGES, type AuditPage } from '@portal/contracts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAssetEdit } from '../assets/asset-access.js';
import { signedInIdentity } from '../auth/signed-in-identity.js';
import { requireCollectionEdit } from '../collections/collection-access.js';
import { auditLog, userGroups, type User } from '../db/schema/index.js';
import { requireGroupChange, requireVisibleGroup } from '../groups/group-access.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess } from '../sites/site-access.js';
import { manageableUserGroup, managedSiteIds } from '../sites/user-group-admin.js';
import { administeredUsers } from '../sites/user-memberships.js';
import { signedInUser } from '../users/upsert-signed-in-user.js';
import { listAuditEntries } from './audit-entries.js';

/**
 * An entity's history, for those who may edit it (its page's "History"): the audit log's entries of its row and of
 * the rows that say who belongs to it — a user's memberships for a user, a user group's members for a user group.
 * Portal administrators read any entity's; everyone else one of the types below, each checked by the entity's own
 * edit rule (the same answers as its edit calls: 404 for what they may not see, 403 for what they may not change).
 */

/** Who may edit an entity of each type (throws the edit call's refusal). */
const EDIT_RULES: Record<
  string,
  (app: FastifyInstance, request: FastifyRequest, id: number, viewer: User) => Promise<unknown>
> = {
  users: async (app, _request, id, viewer) => {
    const seen = await administeredUsers(app.db, viewer, await managedSiteIds(app.db, viewer), [id]);
    if (!seen.administered.has(id) || viewer.userId === id) throw new HttpError(404, `No such user: ${id}.`);
  },
  user_groups: (app, request, id) => manageableUserGroup(app, request, id),
  deployment_indexes: async (app, request, id) => {
    const access = await requireSiteAccess(app, request, id);
    if (!access.abilities.site.has('customize')) throw new HttpError(403, ACCESS_MESSAGES.siteEditDenied);
  },
  collections: (app, request, id) => requireCollectionEdit(app, request, id),
  groups: async (app, request, id) => {
    const { access } = await requireVisibleGroup(app, request, id);
    await requireGroupChange(app.db, access, id);
  },
  assets: (app, request, id) => requireAssetEdit(app, request, { assetId: id }),
};

/** The entity types whose history their editors may read. */
export const HISTORY_ENTITY_TYPES = Object.keys(EDIT_RULES);

/** The column a membership row names its user (or user group) by, before or after the change. */
const membershipColumn = (column: string) =>
  sql`coalesce(${auditLog.after} ->> ${column}, ${auditLog.before} ->> ${column})`;

/**
 * The entries of the entity's history: its own row's, and its memberships'. A user's memberships are those of user
 * groups of `siteIds` only (the sites a site administrator manages; undefined: every site, for portal
 * administrators): what they do elsewhere is not theirs to read.
 */
function historyOf(entityType: string, entityId: string, siteIds?: readonly number[]): SQL | undefined {
  const own = and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId));
  const members = (column: string) =>
    and(eq(auditLog.entityType, 'user_group_members'), eq(membershipColumn(column), entityId));
  if (entityType === 'users')
    return or(
      own,
      and(
        members('user_id'),
        siteIds === undefined
          ? undefined
          : sql`(${membershipColumn('user_group_id')})::int in (select ${userGroups.userGroupId} from ${userGroups}
              where ${inArray(userGroups.deploymentIndexId, [...siteIds, 0])})`,
      ),
    );
  if (entityType === 'user_groups') return or(own, members('user_group_id'));
  return own;
}

/** 403/404 unless the caller may read the entity's history (see above). */
export async function requireHistoryReader(
  app: FastifyInstance,
  request: FastifyRequest,
  entityType: string,
  entityId: string,
): Promise<User> {
  const viewer = await signedInUser(app.db, signedInIdentity(request));
  if (viewer.isAdministrator) return viewer;
  const rule = EDIT_RULES[entityType];
  if (!rule)
    throw new HttpError(
      400,
      `The history of '${entityType}' is for portal administrators; editors read that of ${HISTORY_ENTITY_TYPES.join(', ')}.`,
    );
  const id = Number(entityId);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, `No such ${entityType} id: '${entityId}'.`);
  await rule(app, request, id, viewer);
  return viewer;
}

/** A page of the entity's history, newest first. */
export async function entityHistory(
  app: FastifyInstance,
  viewer: User,
  entityType: string,
  entityId: string,
  page: { before?: number; limit?: number },
): Promise<AuditPage> {
  const siteIds = viewer.isAdministrator ? undefined : await managedSiteIds(app.db, viewer);
  return listAuditEntries(app.db, page, historyOf(entityType, entityId, siteIds));
}
