import type { RelatedCollections } from '@portal/contracts';
import { and, count, desc, eq, exists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectionAssets, collections } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { toCollectionAnswers } from './collection-answers.js';
import { sees } from '../entities/entity-access.js';

/**
 * GET v2/insights/relatedCollections/{id} (the content page's related collections, spec §9: 25 rows): the
 * collections of the asset's site holding the asset, among those the user may see (collection-access.ts).
 * Collections flagged related (spec §4) come first, then the most viewed, then the newest.
 */
export async function relatedCollections(
  app: FastifyInstance,
  access: SiteAccess,
  assetId: number,
  rowsPerPage: number,
  page: number,
): Promise<RelatedCollections> {
  const holds = app.db
    .select({ one: collectionAssets.collectionId })
    .from(collectionAssets)
    .where(and(eq(collectionAssets.collectionId, collections.collectionId), eq(collectionAssets.assetId, assetId)));
  const where = and(sees(app.db, 'collection', access), exists(holds));
  const rows = await app.db
    .select()
    .from(collections)
    .where(where)
    .orderBy(
      desc(collections.isRelatedCollection),
      desc(collections.viewsCount),
      desc(collections.created),
      desc(collections.collectionId),
    )
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  const [total] = await app.db.select({ n: count() }).from(collections).where(where);
  return { count: total?.n ?? 0, currentPage: page, rows: await toCollectionAnswers(app, access, rows) };
}
