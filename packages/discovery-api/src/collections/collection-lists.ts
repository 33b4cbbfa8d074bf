import type { CollectionCounts, CollectionList, CollectionListType } from '@portal/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { collectionFeaturedIndexes, collectionPins, collections, collectionStars } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { toCollectionAnswers } from './collection-answers.js';
import { sees, owns, sharedWith } from '../entities/entity-access.js';

/**
 * The collection lists of spec §2.3 / §7 (GET v2/collections?type=…), always among the collections of the site
 * the user may see (collection-access.ts):
 * - my: created by the user or owned (collectionOwner); shared: the user is a member (a direct role or a user
 *   group given access) without owning it; all-public: the non-confidential ones;
 * - pinned, starred: the user's own pins and stars, the newest first;
 * - featured: featured on the site, newest isFeaturedDate first (spec §4), undated last.
 * my, shared and all-public list the newest first.
 */

interface ListQuery {
  where: SQL;
  /** The join that filters and orders the pinned, starred and featured lists. */
  join?: { table: typeof collectionPins | typeof collectionStars | typeof collectionFeaturedIndexes; on: SQL };
  orderBy: SQL[];
}

function listQuery(db: Database, access: SiteAccess, type: CollectionListType): ListQuery {
  const userId = access.user.userId;
  const visible = sees(db, 'collection', access);
  const newest = [desc(collections.created), desc(collections.collectionId)];
  switch (type) {
    case 'my':
      return { where: and(visible, owns(db, 'collection', userId))!, orderBy: newest };
    case 'shared':
      return { where: and(visible, sharedWith(db, 'collection', userId))!, orderBy: newest };
    case 'all-public':
      return { where: and(visible, eq(collections.isConfidential, false))!, orderBy: newest };
    case 'pinned':
    case 'starred': {
      const table = type === 'pinned' ? collectionPins : collectionStars;
      return {
        where: visible,
        join: {
          table,
          on: and(eq(table.collectionId, collections.collectionId), eq(table.userId, userId))!,
        },
        orderBy: [desc(table.created), desc(collections.collectionId)],
      };
    }
    case 'featured':
      return {
        where: visible,
        join: {
          table: collectionFeaturedIndexes,
          on: and(
            eq(collectionFeaturedIndexes.collectionId, collections.collectionId),
            eq(collectionFeaturedIndexes.deploymentIndexId, access.site.deploymentIndexId),
          )!,
        },
        orderBy: [sql`${collectionFeaturedIndexes.featuredDate} desc nulls last`, desc(collections.collectionId)],
      };
  }
}

async function countList(db: Database, access: SiteAccess, type: CollectionListType): Promise<number> {
  const query = listQuery(db, access, type);
  let select = db.select({ total: count() }).from(collections).$dynamic();
  if (query.join) select = select.innerJoin(query.join.table, query.join.on);
  const [row] = await select.where(query.where);
  return row?.total ?? 0;
}

/** One page of a list (page from 1) and the size of the whole list. */
export async function listCollections(
  app: FastifyInstance,
  access: SiteAccess,
  type: CollectionListType,
  rowsPerPage: number,
  currentPage: number,
): Promise<CollectionList> {
  const db = app.db;
  const query = listQuery(db, access, type);
  let select = db.select({ collection: collections }).from(collections).$dynamic();
  if (query.join) select = select.innerJoin(query.join.table, query.join.on);
  const rows = await select
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(rowsPerPage)
    .offset((currentPage - 1) * rowsPerPage);
  const total = await countList(db, access, type);
  return {
    rows: await toCollectionAnswers(
      app,
      access,
      rows.map((row) => row.collection),
    ),
    count: total,
  };
}

/** GET v2/collections/featured/{indexId}: every featured collection of the site the user may see, newest first. */
export async function featuredCollections(app: FastifyInstance, access: SiteAccess) {
  const total = await countList(app.db, access, 'featured');
  return (await listCollections(app, access, 'featured', Math.max(total, 1), 1)).rows;
}

/** GET v2/collections/count: every collection of the site the user may see, and the size of each list. */
export async function countCollections(db: Database, access: SiteAccess): Promise<CollectionCounts> {
  const [all] = await db
    .select({ total: count() })
    .from(collections)
    .where(sees(db, 'collection', access));
  return {
    count: all?.total ?? 0,
    my: await countList(db, access, 'my'),
    shared: await countList(db, access, 'shared'),
    allPublic: await countList(db, access, 'all-public'),
    pinned: await countList(db, access, 'pinned'),
    featured: await countList(db, access, 'featured'),
    starred: await countList(db, access, 'starred'),
  };
}
