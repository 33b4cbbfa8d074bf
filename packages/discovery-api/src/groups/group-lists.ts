import type { Group as GroupAnswer, GroupCount, GroupListType, GroupPage } from '@portal/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupFeaturedIndexes, groupPins, groupStars, groups } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { loadGroups } from './group-answers.js';
import { sees, owns, sharedWith } from '../entities/entity-access.js';

/** Spec §9: groups are listed 30 to a page. */
export const GROUP_PAGE_SIZE = 30;

/**
 * The group lists (spec §2.3 "Group lists", §7 GET v2/groups?type=…), always among the groups of the site the user
 * may see (group-access.ts):
 * - my: the groups the user created or owns; shared: those they are an editor or viewer of, or reach through a
 *   user group, and do not own; all-public: those that are not confidential. These three: last changed first;
 * - pinned, starred: the user's, last pinned or starred first;
 * - featured: featured on the site, newest featured date first (undated last).
 */
interface ListQuery {
  where: SQL;
  /** The join that filters and orders the pinned, starred and featured lists. */
  join?: { table: typeof groupPins | typeof groupStars | typeof groupFeaturedIndexes; on: SQL };
  orderBy: SQL[];
}

function listQuery(app: FastifyInstance, access: SiteAccess, type: GroupListType): ListQuery {
  const db = app.db;
  const userId = access.user.userId;
  const visible = and(eq(groups.deploymentIndexId, access.site.deploymentIndexId), sees(db, 'group', access))!;
  switch (type) {
    case 'my':
    case 'shared':
    case 'all-public':
      return {
        where: and(visible, listCondition(app, access, type))!,
        orderBy: [desc(groups.updated), desc(groups.groupId)],
      };
    case 'pinned':
    case 'starred': {
      const table = type === 'pinned' ? groupPins : groupStars;
      return {
        where: visible,
        join: { table, on: and(eq(table.groupId, groups.groupId), eq(table.userId, userId))! },
        orderBy: [desc(table.created), desc(groups.groupId)],
      };
    }
    case 'featured':
      return {
        where: visible,
        join: {
          table: groupFeaturedIndexes,
          on: and(
            eq(groupFeaturedIndexes.groupId, groups.groupId),
            eq(groupFeaturedIndexes.deploymentIndexId, access.site.deploymentIndexId),
          )!,
        },
        orderBy: [sql`${groupFeaturedIndexes.featuredDate} desc nulls last`, desc(groups.groupId)],
      };
  }
}

async function countList(app: FastifyInstance, access: SiteAccess, type: GroupListType): Promise<number> {
  const query = listQuery(app, access, type);
  let select = app.db.select({ n: count() }).from(groups).$dynamic();
  if (query.join) select = select.innerJoin(query.join.table, query.join.on);
  const [row] = await select.where(query.where);
  return row?.n ?? 0;
}

/** One page (from 1) of a list and the size of the whole list. */
export async function listGroups(
  app: FastifyInstance,
  access: SiteAccess,
  type: GroupListType,
  rowsPerPage: number,
  currentPage: number,
): Promise<GroupPage> {
  const query = listQuery(app, access, type);
  let select = app.db.select({ id: groups.groupId }).from(groups).$dynamic();
  if (query.join) select = select.innerJoin(query.join.table, query.join.on);
  const ids = (
    await select
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(rowsPerPage)
      .offset((currentPage - 1) * rowsPerPage)
  ).map((row) => row.id);
  return { rows: await loadGroups(app, access, ids), count: await countList(app, access, type), currentPage };
}

function listCondition(app: FastifyInstance, access: SiteAccess, type: 'my' | 'shared' | 'all-public'): SQL {
  const db = app.db;
  const userId = access.user.userId;
  if (type === 'my') return owns(db, 'group', userId);
  if (type === 'all-public') return eq(groups.isConfidential, false);
  return sharedWith(db, 'group', userId);
}

/** GET v2/groups/count: every group of the site the user may see, and the size of each list. */
export async function countGroups(app: FastifyInstance, access: SiteAccess): Promise<GroupCount> {
  const [row] = await app.db
    .select({ n: count() })
    .from(groups)
    .where(and(eq(groups.deploymentIndexId, access.site.deploymentIndexId), sees(app.db, 'group', access)));
  return {
    count: row?.n ?? 0,
    my: await countList(app, access, 'my'),
    shared: await countList(app, access, 'shared'),
    allPublic: await countList(app, access, 'all-public'),
    pinned: await countList(app, access, 'pinned'),
    featured: await countList(app, access, 'featured'),
    starred: await countList(app, access, 'starred'),
  };
}

/** GET v2/groups/featured/{indexId}: every group featured on the site the user may see, newest featured first. */
export async function featuredGroups(app: FastifyInstance, access: SiteAccess): Promise<GroupAnswer[]> {
  const total = await countList(app, access, 'featured');
  return (await listGroups(app, access, 'featured', Math.max(total, 1), 1)).rows;
}
