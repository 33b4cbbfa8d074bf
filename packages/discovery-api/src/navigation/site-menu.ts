import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { pageGroupings, pages, type Page, type PageGrouping } from '../db/schema/index.js';

/** The site's menu: its page groupings in order, each with its pages in order. */
export async function siteMenu(db: Database, deploymentIndexId: number): Promise<(PageGrouping & { pages: Page[] })[]> {
  const groupings = await db
    .select()
    .from(pageGroupings)
    .where(eq(pageGroupings.deploymentIndexId, deploymentIndexId))
    .orderBy(asc(pageGroupings.order), asc(pageGroupings.pageGroupingId));
  if (groupings.length === 0) return [];
  const items = await db
    .select()
    .from(pages)
    .where(
      inArray(
        pages.pageGroupingId,
        groupings.map((grouping) => grouping.pageGroupingId),
      ),
    )
    .orderBy(asc(pages.order), asc(pages.pageId));
  return groupings.map((grouping) => ({
    ...grouping,
    pages: items.filter((page) => page.pageGroupingId === grouping.pageGroupingId),
  }));
}
