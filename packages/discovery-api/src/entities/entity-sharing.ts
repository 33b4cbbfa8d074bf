import type { ShareRequest, ShareResult } from '@portal/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  collectionUserGroups,
  collectionUsers,
  groupUserGroups,
  groupUsers,
  notifications,
  userGroupMembers,
  users,
  type Notification,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { publishNotifications } from '../notifications/notification-events.js';
import { firstForeignUserGroup } from '../sites/site-user-groups.js';
import type { SiteAccess } from '../sites/site-access.js';
import type { EntityKind } from './entity-assets.js';
import { siteUsersById } from '../sites/site-users.js';
import { refuseDisabledRecipients } from '../users/account-status.js';
import { displayName } from '../users/display-name.js';

/**
 * POST v2/collections/{id}/share and POST v2/groups/{id}/share (issue 19, sharing): the caller (checked to be an
 * owner, editor or site administrator of the collection or group) gives users of the site the viewer role and user
 * groups of the site access. Users already members keep their role; user groups already given access stay once.
 * Every user newly given access (a newly added user, and each member of a newly added user group, the caller
 * aside, and members whose account is disabled) gets a notification naming who shared what, with the caller's
 * message and the path of its page. One transaction: a refused share (a user or user group not of the site, a user
 * whose account is disabled: 400) changes nothing.
 */

export interface SharedEntity {
  kind: EntityKind;
  id: number;
  name: string;
  deploymentIndexId: number;
  createdByUserId: number | null;
}

/** The front end's page of a collection or group. */
export const entityPagePath = (entity: Pick<SharedEntity, 'kind' | 'id' | 'deploymentIndexId'>) =>
  `/sites/${entity.deploymentIndexId}/${entity.kind === 'collection' ? 'collections' : 'groups'}/details/${entity.id}`;

async function requireSiteMembers(db: Database, entity: SharedEntity, request: ShareRequest): Promise<void> {
  const userIds = [...new Set(request.userIds)];
  const named = await siteUsersById(db, entity.deploymentIndexId, userIds);
  const stranger = userIds.find((id) => !named.has(id));
  if (stranger !== undefined)
    throw new HttpError(400, `The request is not valid: user ${stranger} is not a user of the ${entity.kind}'s site.`);
  refuseDisabledRecipients(named.values());
  const foreign = await firstForeignUserGroup(db, entity.deploymentIndexId, [...new Set(request.userGroupIds)]);
  if (foreign !== undefined)
    throw new HttpError(400, `The request is not valid: user group ${foreign} is not a user group of this site.`);
}

export async function shareEntity(
  db: Database,
  access: SiteAccess,
  entity: SharedEntity,
  request: ShareRequest,
): Promise<ShareResult> {
  await requireSiteMembers(db, entity, request);
  const userIds = [...new Set(request.userIds)];
  const userGroupIds = [...new Set(request.userGroupIds)];
  const sharer = displayName(access.user);
  const noun = entity.kind === 'collection' ? 'collection' : 'group';
  const path = entityPagePath(entity);
  const note = request.message?.trim();

  const stored = await db.transaction(async (tx) => {
    const members = new Set<number>(
      entity.kind === 'collection'
        ? (
            await tx
              .select({ userId: collectionUsers.userId })
              .from(collectionUsers)
              .where(eq(collectionUsers.collectionId, entity.id))
          ).map((row) => row.userId)
        : (
            await tx.select({ userId: groupUsers.userId }).from(groupUsers).where(eq(groupUsers.groupId, entity.id))
          ).map((row) => row.userId),
    );
    if (entity.createdByUserId !== null) members.add(entity.createdByUserId);
    const addedUserIds = userIds.filter((id) => !members.has(id));
    if (addedUserIds.length > 0) {
      if (entity.kind === 'collection')
        await tx
          .insert(collectionUsers)
          .values(
            addedUserIds.map((userId) => ({ collectionId: entity.id, userId, roleCode: 'collectionViewer' as const })),
          );
      else
        await tx
          .insert(groupUsers)
          .values(addedUserIds.map((userId) => ({ groupId: entity.id, userId, roleCode: 'groupViewer' as const })));
    }

    let addedUserGroupIds: number[] = [];
    if (userGroupIds.length > 0) {
      addedUserGroupIds =
        entity.kind === 'collection'
          ? (
              await tx
                .insert(collectionUserGroups)
                .values(userGroupIds.map((userGroupId) => ({ collectionId: entity.id, userGroupId })))
                .onConflictDoNothing()
                .returning({ id: collectionUserGroups.userGroupId })
            ).map((row) => row.id)
          : (
              await tx
                .insert(groupUserGroups)
                .values(userGroupIds.map((userGroupId) => ({ groupId: entity.id, userGroupId })))
                .onConflictDoNothing()
                .returning({ id: groupUserGroups.userGroupId })
            ).map((row) => row.id);
    }

    const recipients = new Set(addedUserIds);
    if (addedUserGroupIds.length > 0) {
      // A disabled member of a user group keeps the group's access (it is the group's) but is not told.
      const groupMembers = await tx
        .selectDistinct({ userId: userGroupMembers.userId })
        .from(userGroupMembers)
        .innerJoin(users, eq(users.userId, userGroupMembers.userId))
        .where(and(inArray(userGroupMembers.userGroupId, addedUserGroupIds), ne(users.status, 'disabled')));
      for (const row of groupMembers) recipients.add(row.userId);
    }
    recipients.delete(access.user.userId);

    let rows: Notification[] = [];
    if (recipients.size > 0) {
      rows = await tx
        .insert(notifications)
        .values(
          [...recipients].map((userId) => ({
            userId,
            title: `${sharer} shared a ${noun} with you`,
            message: `${sharer} shared the ${noun} '${entity.name}' with you: ${path}${note ? `\n\n${note}` : ''}`,
            subject: entity.name,
            relatedEntityType: entity.kind,
            relatedEntityId: String(entity.id),
          })),
        )
        .returning();
    }
    return { addedUserIds, addedUserGroupIds, rows };
  });
  // Pushed once the rows are committed.
  await publishNotifications(db, stored.rows);
  return {
    addedUserIds: stored.addedUserIds,
    addedUserGroupIds: stored.addedUserGroupIds.sort((a, b) => a - b),
    notifiedUsers: stored.rows.length,
  };
}
