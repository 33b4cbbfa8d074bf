import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { pageActions, pageGroupings, pages, type PageAction } from '../db/schema/index.js';

/** The actions of the site's menu page with that code, in order; undefined when the site has no such page. */
export async function pageActionsOf(
  db: Database,
  deploymentIndexId: number,
  pageCode: string,
): Promise<PageAction[] | undefined> {
  const [page] = await db
    .select({ pageId: pages.pageId })
    .from(pages)
    .innerJoin(pageGroupings, eq(pageGroupings.pageGroupingId, pages.pageGroupingId))
    .where(and(eq(pageGroupings.deploymentIndexId, deploymentIndexId), eq(pages.code, pageCode)));
  if (!page) return undefined;
  return db
    .select()
    .from(pageActions)
    .where(eq(pageActions.pageId, page.pageId))
    .orderBy(asc(pageActions.pageElementId));
}
