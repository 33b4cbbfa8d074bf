import type { Collection as CollectionAnswer, CollectionAsset as CollectionAssetAnswer } from '@portal/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadQuickLinks } from '../entities/quick-link-lists.js';
import { loadStoredThemes, toEntityTheme } from '../entities/entity-themes.js';
import {
  assets,
  collectionAssets,
  collectionFeaturedIndexes,
  collectionPins,
  collectionStars,
  collectionUserGroups,
  collectionUsers,
  userGroups,
  users,
  type Collection,
  type User,
} from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import type { EntityRights } from '../entities/entity-access.js';
import { collectionRights } from './collection-access.js';

export const toMemberUser = (user: Pick<User, 'userId' | 'givenName' | 'lastName' | 'email'>) => ({
  userId: user.userId,
  givenName: user.givenName,
  lastName: user.lastName,
  email: user.email,
});

const groupBy = <Row, Key>(rows: readonly Row[], key: (row: Row) => Key) => {
  const map = new Map<Key, Row[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * The answers (@portal/contracts Collection) for collections of the access's site, in the rows' order, with a
 * fixed number of queries. `pinnedAssets`, when given, fills collectionAssets (the pinboard of GET …/get/{id}).
 */
export async function toCollectionAnswers(
  app: FastifyInstance,
  access: SiteAccess,
  rows: readonly Collection[],
  options: {
    rights?: Map<number, EntityRights>;
    pinnedAssets?: Map<number, CollectionAssetAnswer[]>;
  } = {},
): Promise<CollectionAnswer[]> {
  if (rows.length === 0) return [];
  const db = app.db;
  const ids = rows.map((row) => row.collectionId);
  const userId = access.user.userId;
  const siteId = access.site.deploymentIndexId;
  const rights = options.rights ?? (await collectionRights(db, access, ids));

  const members = await db
    .select({ member: collectionUsers, user: users })
    .from(collectionUsers)
    .innerJoin(users, eq(users.userId, collectionUsers.userId))
    .where(inArray(collectionUsers.collectionId, ids))
    .orderBy(asc(collectionUsers.collectionUserId));
  const membersOf = groupBy(members, (row) => row.member.collectionId);

  const groups = await db
    .select({
      collectionId: collectionUserGroups.collectionId,
      userGroupId: userGroups.userGroupId,
      name: userGroups.name,
    })
    .from(collectionUserGroups)
    .innerJoin(userGroups, eq(userGroups.userGroupId, collectionUserGroups.userGroupId))
    .where(inArray(collectionUserGroups.collectionId, ids))
    .orderBy(asc(userGroups.name), asc(userGroups.userGroupId));
  const groupsOf = groupBy(groups, (row) => row.collectionId);

  const counts = new Map(
    (
      await db
        .select({ collectionId: collectionAssets.collectionId, total: count() })
        .from(collectionAssets)
        .innerJoin(assets, eq(assets.assetId, collectionAssets.assetId))
        .where(and(inArray(collectionAssets.collectionId, ids), eq(assets.deploymentIndexId, siteId)))
        .groupBy(collectionAssets.collectionId)
    ).map((row) => [row.collectionId, row.total]),
  );
  const mine = async (table: typeof collectionPins | typeof collectionStars) =>
    new Set(
      (
        await db
          .select({ id: table.collectionId })
          .from(table)
          .where(and(inArray(table.collectionId, ids), eq(table.userId, userId)))
      ).map((row) => row.id),
    );
  const pinned = await mine(collectionPins);
  const starred = await mine(collectionStars);
  const featured = new Map(
    (
      await db
        .select()
        .from(collectionFeaturedIndexes)
        .where(
          and(
            inArray(collectionFeaturedIndexes.collectionId, ids),
            eq(collectionFeaturedIndexes.deploymentIndexId, siteId),
          ),
        )
    ).map((row) => [row.collectionId, row.featuredDate]),
  );
  const creatorIds = [...new Set(rows.map((row) => row.createdByUserId).filter((id): id is number => id !== null))];
  const creators = new Map(
    (creatorIds.length ? await db.select().from(users).where(inArray(users.userId, creatorIds)) : []).map((user) => [
      user.userId,
      user,
    ]),
  );
  const themes = await loadStoredThemes(app, 'collection', ids);
  const quickLinks = await loadQuickLinks(db, 'collection', ids);

  return rows.map((row) => {
    const id = row.collectionId;
    const creator = row.createdByUserId === null ? undefined : creators.get(row.createdByUserId);
    const right = rights.get(id) ?? { canSee: true, canEdit: false, canDelete: false };
    const featuredDate = featured.get(id);
    return {
      collectionId: id,
      name: row.name,
      description: row.description,
      created: row.created.toISOString(),
      updated: row.updated.toISOString(),
      isFeatured: featuredDate !== undefined,
      isFeaturedDate: featuredDate ? featuredDate.toISOString() : null,
      isConfidential: row.isConfidential,
      createdByUser: creator ? toMemberUser(creator) : null,
      collectionAssets: options.pinnedAssets?.get(id) ?? [],
      collectionUsers: (membersOf.get(id) ?? []).map(({ member, user }) => ({
        collectionUserId: member.collectionUserId,
        collectionId: id,
        user: toMemberUser(user),
        roleCode: member.roleCode,
      })),
      userGroups: (groupsOf.get(id) ?? []).map(({ userGroupId, name }) => ({ userGroupId, name })),
      collectionAssetsCount: counts.get(id) ?? 0,
      pinned: pinned.has(id),
      starred: starred.has(id),
      isSmart: row.isSmart,
      propositionId: row.propositionId,
      deploymentIndexFilterId: row.deploymentIndexFilterId,
      nameWithId: `${row.name} (${id})`,
      deploymentIndexId: row.deploymentIndexId,
      isRelatedCollection: row.isRelatedCollection,
      theme: toEntityTheme('collections', id, themes.get(id)),
      viewsCount: row.viewsCount,
      quickLinks: quickLinks.get(id) ?? [],
      isEditable: right.canEdit,
      canDelete: right.canDelete,
    };
  });
}
