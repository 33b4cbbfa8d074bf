import type { Group as GroupAnswer, GroupListType, GroupPage } from '@portal/contracts';
import { and, count, desc, eq, exists, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupFeaturedIndexes, groupPins, groupStars, groupUsers, groups } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { inUserGroupGiven, ownsGroup, seesGroup } from './group-access.js';
import { loadGroups } from './group-answers.js';

/** Spec §9: groups are listed 30 to a page. */
export const GROUP_PAGE_SIZE = 30;

/**
 * The groups of one list type on the site, among those the user may see (group-access.ts), one page of them:
 * - my: the groups the user created or owns; shared: those they are an editor or viewer of, or reach through a
 *   user group, and do not own; all-public: those that are not confidential. These three: last changed first;
 * - pinned, starred: the user's, last pinned or starred first;
 * - featured: featured on the site, newest featured date first (undated last).
 */
export async function listGroups(
  app: FastifyInstance,
  access: SiteAccess,
  type: GroupListType,
  rowsPerPage: number,
  currentPage: number,
): Promise<GroupPage> {
  const db = app.db;
  const userId = access.user.userId;
  const visible = and(eq(groups.deploymentIndexId, access.site.deploymentIndexId), seesGroup(db, access))!;
  const page = { limit: rowsPerPage, offset: (currentPage - 1) * rowsPerPage };

  let ids: number[];
  let total: number | undefined;
  if (type === 'pinned' || type === 'starred') {
    const table = type === 'pinned' ? groupPins : groupStars;
    const joined = and(eq(table.groupId, groups.groupId), eq(table.userId, userId));
    ids = (
      await db
        .select({ id: groups.groupId })
        .from(groups)
        .innerJoin(table, joined)
        .where(visible)
        .orderBy(desc(table.created), desc(groups.groupId))
        .limit(page.limit)
        .offset(page.offset)
    ).map((row) => row.id);
    [total] = (await db.select({ n: count() }).from(groups).innerJoin(table, joined).where(visible)).map((r) => r.n);
  } else if (type === 'featured') {
    const joined = and(
      eq(groupFeaturedIndexes.groupId, groups.groupId),
      eq(groupFeaturedIndexes.deploymentIndexId, access.site.deploymentIndexId),
    );
    ids = (
      await db
        .select({ id: groups.groupId })
        .from(groups)
        .innerJoin(groupFeaturedIndexes, joined)
        .where(visible)
        .orderBy(sql`${groupFeaturedIndexes.featuredDate} desc nulls last`, desc(groups.groupId))
        .limit(page.limit)
        .offset(page.offset)
    ).map((row) => row.id);
    [total] = (await db.select({ n: count() }).from(groups).innerJoin(groupFeaturedIndexes, joined).where(visible)).map(
      (r) => r.n,
    );
  } else {
    const where = and(visible, listCondition(app, access, type));
    ids = (
      await db
        .select({ id: groups.groupId })
        .from(groups)
        .where(where)
        .orderBy(desc(groups.updated), desc(groups.groupId))
        .limit(page.limit)
        .offset(page.offset)
    ).map((row) => row.id);
    [total] = (await db.select({ n: count() }).from(groups).where(where)).map((r) => r.n);
  }
  return { rows: await loadGroups(app, access, ids), count: total ?? 0, currentPage };
}

function listCondition(app: FastifyInstance, access: SiteAccess, type: 'my' | 'shared' | 'all-public'): SQL {
  const db = app.db;
  const userId = access.user.userId;
  if (type === 'my') return ownsGroup(db, userId);
  if (type === 'all-public') return eq(groups.isConfidential, false);
  const direct = db
    .select({ one: groupUsers.groupUserId })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groups.groupId), eq(groupUsers.userId, userId)));
  return and(not(ownsGroup(db, userId)), or(exists(direct), exists(inUserGroupGiven(db, userId))))!;
}

/** GET v2/groups/count: how many of the site's groups the user may see. */
export async function countGroups(app: FastifyInstance, access: SiteAccess): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(groups)
    .where(and(eq(groups.deploymentIndexId, access.site.deploymentIndexId), seesGroup(app.db, access)));
  return row?.n ?? 0;
}

/** GET v2/groups/featured/{indexId}: every group featured on the site the user may see, newest featured first. */
export async function featuredGroups(app: FastifyInstance, access: SiteAccess): Promise<GroupAnswer[]> {
  const rows = await app.db
    .select({ id: groups.groupId })
    .from(groups)
    .innerJoin(
      groupFeaturedIndexes,
      and(
        eq(groupFeaturedIndexes.groupId, groups.groupId),
        eq(groupFeaturedIndexes.deploymentIndexId, access.site.deploymentIndexId),
      ),
    )
    .where(and(eq(groups.deploymentIndexId, access.site.deploymentIndexId), seesGroup(app.db, access)))
    .orderBy(sql`${groupFeaturedIndexes.featuredDate} desc nulls last`, desc(groups.groupId));
  return loadGroups(
    app,
    access,
    rows.map((row) => row.id),
  );
}
