import { ACCESS_MESSAGES } from '@portal/contracts';
import type { AssetAssignmentEntry, AssetUser, AssetUserGroup } from '@portal/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteUsers, siteUsersById } from '../sites/site-users.js';
import type { Database } from '../db/database.js';
import {
  assetMembers,
  assetUserGroups,
  roles,
  userGroupMembers,
  userGroups,
  users,
  type Asset,
  type User,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { requireAsset } from './asset-access.js';

/**
 * Who may give others access to an asset (spec §6 "Asset assignment role: assetMember"; which role may do what is the
 * role table's, @portal/contracts rules/site-roles.ts): the asset's uploader, the roles that may manageAccess (site
 * administrators) and portal administrators. They read and set the users assigned as assetMember and the user groups
 * given access. Site editors, like everyone else who uses the site, get 403; users of other sites 404, as for an
 * unknown asset. Nobody but a portal administrator assigns themselves.
 */

/** The role code of the site administrators, who are listed for access requests with the uploader (spec §6). */
export const SITE_ADMINISTRATOR_ROLE = 'siteAdministrator';

export const mayManageAccess = (
  access: Pick<SiteAccess, 'user' | 'abilities'>,
  asset: Pick<Asset, 'createdByUserId'>,
) => asset.createdByUserId === access.user.userId || access.abilities.assets.has('manageAccess');

export const toAssetUser = (user: Pick<User, 'userId' | 'givenName' | 'lastName' | 'email'>): AssetUser => ({
  userId: user.userId,
  givenName: user.givenName,
  lastName: user.lastName,
  email: user.email,
});

const byName = [
  sql`lower(coalesce(${users.givenName}, ''))`,
  sql`lower(coalesce(${users.lastName}, ''))`,
  asc(users.email),
];

/** The asset (404 unknown or of another site) when the user may manage its access; 403 otherwise. */
export async function requireAccessManager(app: FastifyInstance, request: FastifyRequest, assetId: number) {
  const found = await requireAsset(app, request, assetId);
  if (!mayManageAccess(found.access, found.asset)) throw new HttpError(403, ACCESS_MESSAGES.accessManagementDenied);
  return found;
}

/** The asset's uploader, when one is recorded. */
export async function uploaderOf(db: Database, asset: Pick<Asset, 'createdByUserId'>): Promise<AssetUser | null> {
  if (asset.createdByUserId === null) return null;
  const [user] = await db.select().from(users).where(eq(users.userId, asset.createdByUserId));
  return user ? toAssetUser(user) : null;
}

/** The administrators of the site (members of its user groups with the siteAdministrator role), by name. */
export async function siteAdministrators(db: Database, siteId: number): Promise<AssetUser[]> {
  const administrators = db
    .select({ userId: userGroupMembers.userId })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
    .where(and(eq(userGroups.deploymentIndexId, siteId), eq(roles.code, SITE_ADMINISTRATOR_ROLE)));
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.userId, administrators))
    .orderBy(...byName);
  return rows.map(toAssetUser);
}

/** The users assigned to the asset as assetMember, by name. */
export async function assignedUsers(db: Database, assetId: number): Promise<AssetUser[]> {
  const rows = await db
    .select({ userId: users.userId, givenName: users.givenName, lastName: users.lastName, email: users.email })
    .from(assetMembers)
    .innerJoin(users, eq(users.userId, assetMembers.userId))
    .where(eq(assetMembers.assetId, assetId))
    .orderBy(...byName);
  return rows.map(toAssetUser);
}

/** The users of the asset's site who are not assigned to it yet, by name. */
export async function availableUsers(db: Database, asset: Pick<Asset, 'assetId' | 'deploymentIndexId'>) {
  const assigned = new Set((await assignedUsers(db, asset.assetId)).map((user) => user.userId));
  return (await siteUsers(db, asset.deploymentIndexId)).filter((user) => !assigned.has(user.userId)).map(toAssetUser);
}

/**
 * Makes exactly the users of `userIds` and of `entries` the asset's assetMembers. Entries with a userId of 0 or less
 * or an empty email are ignored (spec §5); every other id must be a user of the asset's site and an entry's email
 * that user's (400 naming the first that is not, and nothing changes). The change is one transaction.
 */
export async function assignUsers(
  db: Database,
  access: Pick<SiteAccess, 'user' | 'abilities'>,
  asset: Pick<Asset, 'assetId' | 'deploymentIndexId'>,
  userIds: number[],
  entries: AssetAssignmentEntry[],
) {
  const counted = entries.filter((entry) => entry.userId > 0 && entry.email.trim() !== '');
  const wanted = [...new Set([...userIds, ...counted.map((entry) => entry.userId)])];
  const known = await siteUsersById(db, asset.deploymentIndexId, wanted);
  const stranger = wanted.find((userId) => !known.has(userId));
  if (stranger !== undefined)
    throw new HttpError(400, `The request is not valid: user ${stranger} is not a user of the asset's site.`);
  const mismatch = counted.find(
    (entry) => known.get(entry.userId)!.email.toLowerCase() !== entry.email.trim().toLowerCase(),
  );
  if (mismatch)
    throw new HttpError(
      400,
      `The request is not valid: the email '${mismatch.email}' is not that of user ${mismatch.userId}.`,
    );
  const self = access.user.userId;
  if (wanted.includes(self) && !access.abilities.portalAdministrator) {
    const [already] = await db
      .select({ userId: assetMembers.userId })
      .from(assetMembers)
      .where(and(eq(assetMembers.assetId, asset.assetId), eq(assetMembers.userId, self)));
    if (!already) throw new HttpError(403, ACCESS_MESSAGES.assignSelfDenied);
  }
  await db.transaction(async (tx) => {
    const gone = eq(assetMembers.assetId, asset.assetId);
    await tx.delete(assetMembers).where(wanted.length ? and(gone, notInArray(assetMembers.userId, wanted)) : gone);
    if (wanted.length)
      await tx
        .insert(assetMembers)
        .values(wanted.map((userId) => ({ assetId: asset.assetId, userId })))
        .onConflictDoNothing();
  });
}

const userGroupColumns = {
  userGroupId: userGroups.userGroupId,
  name: userGroups.name,
  deploymentIndexId: userGroups.deploymentIndexId,
  roleId: userGroups.roleId,
};

/** The user groups given access to each asset, by name. */
export async function assetUserGroupsOf(db: Database, assetIds: number[]): Promise<Map<number, AssetUserGroup[]>> {
  const result = new Map<number, AssetUserGroup[]>(assetIds.map((id) => [id, []]));
  if (assetIds.length === 0) return result;
  const rows = await db
    .select({ assetId: assetUserGroups.assetId, ...userGroupColumns })
    .from(assetUserGroups)
    .innerJoin(userGroups, eq(userGroups.userGroupId, assetUserGroups.userGroupId))
    .where(inArray(assetUserGroups.assetId, assetIds))
    .orderBy(asc(userGroups.name), asc(userGroups.userGroupId));
  for (const { assetId, ...group } of rows) result.get(assetId)?.push(group);
  return result;
}

/**
 * Gives each asset exactly the user groups of `userGroupIds`. The caller must manage every asset's access (403 or
 * 404 for the first that fails) and every group must be one of each asset's site (400); nothing changes unless all
 * of it holds, and the change is one transaction.
 */
export async function assignUserGroups(
  app: FastifyInstance,
  request: FastifyRequest,
  assetIds: number[],
  userGroupIds: number[],
): Promise<number[]> {
  const ids = [...new Set(assetIds)];
  const wanted = [...new Set(userGroupIds)];
  const targets = [];
  for (const id of ids) targets.push((await requireAccessManager(app, request, id)).asset);
  const groups = wanted.length
    ? await app.db.select(userGroupColumns).from(userGroups).where(inArray(userGroups.userGroupId, wanted))
    : [];
  const siteOf = new Map(groups.map((group) => [group.userGroupId, group.deploymentIndexId]));
  for (const asset of targets) {
    const foreign = wanted.find((id) => siteOf.get(id) !== asset.deploymentIndexId);
    if (foreign !== undefined)
      throw new HttpError(
        400,
        `The request is not valid: user group ${foreign} is not a user group of the site of asset ${asset.assetId}.`,
      );
  }
  await app.db.transaction(async (tx) => {
    await tx.delete(assetUserGroups).where(inArray(assetUserGroups.assetId, ids));
    const rows = ids.flatMap((assetId) => wanted.map((userGroupId) => ({ assetId, userGroupId })));
    if (rows.length) await tx.insert(assetUserGroups).values(rows);
  });
  return ids;
}
