import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { localPages, type LocalPage } from '../db/schema/index.js';

/** The pages the site serves from the portal itself (not menu items), in order. */
export async function siteLocalPages(db: Database, deploymentIndexId: number): Promise<LocalPage[]> {
  return db
    .select()
    .from(localPages)
    .where(eq(localPages.deploymentIndexId, deploymentIndexId))
    .orderBy(asc(localPages.order), asc(localPages.localPageId));
}
