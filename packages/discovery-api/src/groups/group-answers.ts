import type {
  Group as GroupAnswer,
  GroupCollectionSummary,
  GroupMemberUser,
  GroupUser as GroupUserAnswer,
} from '@portal/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadStoredThemes, toEntityTheme } from '../entities/entity-themes.js';
import type { Database } from '../db/database.js';
import {
  appObjectSettings,
  collectionAssets,
  collections,
  groupCollections,
  groupFeaturedIndexes,
  groupPins,
  groupStars,
  groupUserGroups,
  groupUsers,
  groups,
  userGroupMembers,
  users,
  type User,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { groupNotFound } from './group-access.js';
import { sees, mayOnSite } from '../entities/entity-access.js';

type UserColumns = Pick<User, 'userId' | 'givenName' | 'lastName' | 'email'>;

export const toMemberUser = (user: UserColumns): GroupMemberUser => ({
  userId: user.userId,
  givenName: user.givenName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
});

const userColumns = { userId: users.userId, givenName: users.givenName, lastName: users.lastName, email: users.email };

/** Collection summaries (what a card shows) of the given collections, by id, with their theme's thumbnail. */
export async function collectionSummaries(
  app: FastifyInstance,
  rows: readonly {
    collectionId: number;
    name: string;
    description: string;
    isConfidential: boolean;
    isRelatedCollection: boolean;
  }[],
): Promise<GroupCollectionSummary[]> {
  const ids = rows.map((row) => row.collectionId);
  if (ids.length === 0) return [];
  const counts = new Map(
    (
      await app.db
        .select({ collectionId: collectionAssets.collectionId, count: count() })
        .from(collectionAssets)
        .where(inArray(collectionAssets.collectionId, ids))
        .groupBy(collectionAssets.collectionId)
    ).map((row) => [row.collectionId, row.count]),
  );
  const themes = await loadStoredThemes(app, 'collection', ids);
  return rows.map((row) => ({
    collectionId: row.collectionId,
    name: row.name,
    description: row.description,
    isConfidential: row.isConfidential,
    isRelatedCollection: row.isRelatedCollection,
    collectionAssetsCount: counts.get(row.collectionId) ?? 0,
    thumbnailUrl: toEntityTheme('collections', row.collectionId, themes.get(row.collectionId)).thumbnailUrl,
  }));
}

const groupBy = <Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> => {
  const result = new Map<Key, Row[]>();
  for (const row of rows) {
    const list = result.get(key(row));
    if (list) list.push(row);
    else result.set(key(row), [row]);
  }
  return result;
};

/**
 * The groups as the API answers them, in the order of `ids` (ids not found are left out): members with their
 * roles, the collections the user may see, the user's pin and star, where each is featured, and the membership
 * computed for the user (spec §4). The caller has checked the user may see every one of them.
 */
export async function loadGroups(
  app: FastifyInstance,
  access: SiteAccess,
  ids: readonly number[],
): Promise<GroupAnswer[]> {
  if (ids.length === 0) return [];
  const db: Database = app.db;
  const userId = access.user.userId;
  const unique = [...new Set(ids)];
  const rows = await db.select().from(groups).where(inArray(groups.groupId, unique));
  const members = await db
    .select({
      groupUserId: groupUsers.groupUserId,
      groupId: groupUsers.groupId,
      roleCode: groupUsers.roleCode,
      ...userColumns,
    })
    .from(groupUsers)
    .innerJoin(users, eq(users.userId, groupUsers.userId))
    .where(inArray(groupUsers.groupId, unique))
    .orderBy(asc(groupUsers.groupUserId));
  const userGroupRows = await db
    .select()
    .from(groupUserGroups)
    .where(inArray(groupUserGroups.groupId, unique))
    .orderBy(asc(groupUserGroups.userGroupId));
  const memberOfUserGroup = new Set(
    (
      await db
        .select({ groupId: groupUserGroups.groupId })
        .from(groupUserGroups)
        .innerJoin(userGroupMembers, eq(userGroupMembers.userGroupId, groupUserGroups.userGroupId))
        .where(and(inArray(groupUserGroups.groupId, unique), eq(userGroupMembers.userId, userId)))
    ).map((row) => row.groupId),
  );
  const pinned = new Set(
    (
      await db
        .select({ groupId: groupPins.groupId })
        .from(groupPins)
        .where(and(inArray(groupPins.groupId, unique), eq(groupPins.userId, userId)))
    ).map((row) => row.groupId),
  );
  const starred = new Set(
    (
      await db
        .select({ groupId: groupStars.groupId })
        .from(groupStars)
        .where(and(inArray(groupStars.groupId, unique), eq(groupStars.userId, userId)))
    ).map((row) => row.groupId),
  );
  const featured = groupBy(
    await db
      .select()
      .from(groupFeaturedIndexes)
      .where(inArray(groupFeaturedIndexes.groupId, unique))
      .orderBy(asc(groupFeaturedIndexes.deploymentIndexId)),
    (row) => row.groupId,
  );
  const peopleIds = [
    ...new Set(rows.flatMap((row) => [row.createdByUserId, row.updatedByUserId]).filter((id) => id !== null)),
  ];
  const people = new Map(
    peopleIds.length === 0
      ? []
      : (await db.select(userColumns).from(users).where(inArray(users.userId, peopleIds))).map((row) => [
          row.userId,
          toMemberUser(row),
        ]),
  );
  const collectionRows = await db
    .select({
      groupId: groupCollections.groupId,
      collectionId: collections.collectionId,
      name: collections.name,
      description: collections.description,
      isConfidential: collections.isConfidential,
      isRelatedCollection: collections.isRelatedCollection,
    })
    .from(groupCollections)
    .innerJoin(collections, eq(collections.collectionId, groupCollections.collectionId))
    .where(and(inArray(groupCollections.groupId, unique), sees(db, 'collection', access)))
    .orderBy(asc(collections.name), asc(collections.collectionId));
  const summaries = new Map(
    (await collectionSummaries(app, collectionRows)).map((summary) => [summary.collectionId, summary]),
  );
  const collectionsByGroup = groupBy(collectionRows, (row) => row.groupId);
  const settings = new Map(
    (
      await db
        .select({ id: appObjectSettings.appObjectSettingId, entityId: appObjectSettings.entityId })
        .from(appObjectSettings)
        .where(and(eq(appObjectSettings.entityType, 'group'), inArray(appObjectSettings.entityId, unique)))
    ).map((row) => [row.entityId, row.id]),
  );
  const themes = await loadStoredThemes(app, 'group', unique);
  const membersByGroup = groupBy(members, (row) => row.groupId);
  const userGroupsByGroup = groupBy(userGroupRows, (row) => row.groupId);
  const byId = new Map(rows.map((row) => [row.groupId, row]));

  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const direct = membersByGroup.get(id) ?? [];
    const groupUserAnswers: GroupUserAnswer[] = direct.map((member) => ({
      groupUserId: member.groupUserId,
      groupId: id,
      user: toMemberUser(member),
      roleCode: member.roleCode,
    }));
    const withRole = (role: string) => direct.filter((member) => member.roleCode === role).map(toMemberUser);
    const creator = row.createdByUserId === null ? null : (people.get(row.createdByUserId) ?? null);
    const owners = withRole('groupOwner');
    if (creator && !owners.some((owner) => owner.userId === creator.userId)) owners.unshift(creator);
    const editors = withRole('groupEditor');
    const viewers = withRole('groupViewer');
    // Spec §4 computes membership from the active user's email; here it is matched by user id (as entity-access.ts
    // does), because a user's id stays the same for as long as they exist while their email address can change.
    const isOwner = owners.some((owner) => owner.userId === userId);
    const isEditor = isOwner || editors.some((editor) => editor.userId === userId);
    const isMember = isEditor || viewers.some((viewer) => viewer.userId === userId) || memberOfUserGroup.has(id);
    const featuredHere = (featured.get(id) ?? []).find((entry) => entry.deploymentIndexId === row.deploymentIndexId);
    const groupCollectionSummaries = (collectionsByGroup.get(id) ?? []).map((entry) =>
      summaries.get(entry.collectionId)!,
    );
    return [
      {
        groupId: id,
        name: row.name,
        description: row.description,
        isConfidential: row.isConfidential,
        deploymentIndexId: row.deploymentIndexId,
        theme: toEntityTheme('groups', id, themes.get(id)),
        groupUsers: groupUserAnswers,
        userGroupIds: (userGroupsByGroup.get(id) ?? []).map((entry) => entry.userGroupId),
        pinned: pinned.has(id),
        starred: starred.has(id),
        isFeatured: !!featuredHere,
        isFeaturedDate: featuredHere ? featuredHere.featuredDate.toISOString() : null,
        collectionGroupsCount: groupCollectionSummaries.length,
        featuredDeploymentIndexes: (featured.get(id) ?? []).map((entry) => entry.deploymentIndexId),
        created: row.created.toISOString(),
        createdByUser: creator,
        updated: row.updated.toISOString(),
        updatedByUser: row.updatedByUserId === null ? null : (people.get(row.updatedByUserId) ?? null),
        collections: groupCollectionSummaries,
        appObjectSettingId: settings.get(id) ?? null,
        owners,
        editors,
        viewers,
        isMember,
        isOwner,
        isEditor,
        isEditable: isEditor || mayOnSite(access, 'group', 'changeAny'),
        // As requireGroupDelete: the owners (the creator is one) and the site's administrators.
        canDelete: isOwner || mayOnSite(access, 'group', 'deleteAny'),
      },
    ];
  });
}

/** One group as the API answers it. */
export async function loadGroup(app: FastifyInstance, access: SiteAccess, id: number): Promise<GroupAnswer> {
  const [group] = await loadGroups(app, access, [id]);
  // Deleted meanwhile.
  if (!group) throw new HttpError(404, groupNotFound(id));
  return group;
}
