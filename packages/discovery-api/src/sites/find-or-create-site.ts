import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { deploymentIndexes, deployments } from '../db/schema/index.js';

export interface SiteRef {
  siteId: number;
  name: string;
}

/** A site by id (digits) or by exact name; several sites of that name → an error listing their ids. */
export async function findSite(db: Database, idOrName: string): Promise<SiteRef | undefined> {
  const byId = /^\d+$/.test(idOrName) ? Number(idOrName) : undefined;
  const rows = await db
    .select({ siteId: deploymentIndexes.deploymentIndexId, name: deploymentIndexes.name })
    .from(deploymentIndexes)
    .where(byId === undefined ? eq(deploymentIndexes.name, idOrName) : eq(deploymentIndexes.deploymentIndexId, byId));
  if (rows.length > 1)
    throw new Error(
      `Several sites are named '${idOrName}' (ids ${rows.map((row) => row.siteId).join(', ')}): give the id.`,
    );
  return rows[0];
}

/**
 * Creates an empty site (no navigation, no members: portal administrators see every site) with its own
 * containers and search index name, in the current deployment — or in a new 'Imported sites' deployment
 * when there is none.
 */
export async function createEmptySite(db: Database, name: string): Promise<SiteRef> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 200) throw new Error('A site name must have 1 to 200 characters.');
  return db.transaction(async (tx) => {
    let [deployment] = await tx
      .select({ id: deployments.deploymentId })
      .from(deployments)
      .orderBy(asc(deployments.deploymentId))
      .limit(1);
    if (!deployment) {
      [deployment] = await tx
        .insert(deployments)
        .values({ name: 'Imported sites', isCurrent: true })
        .returning({ id: deployments.deploymentId });
    }
    if (!deployment) throw new Error('Creating a deployment returned no row.');
    // Azure container names: 3–63 lower-case letters, digits and single hyphens.
    const slug = `${
      trimmed
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 30) || 'site'
    }-${randomBytes(3).toString('hex')}`;
    const [site] = await tx
      .insert(deploymentIndexes)
      .values({
        deploymentId: deployment.id,
        name: trimmed,
        containerName: `${slug}-assets`,
        containerUrl: 'https://127.0.0.1:10000/devstoreaccount1',
        previewContainerName: `${slug}-previews`,
        searchIndexName: `${slug}-index`,
        isPreviewable: true,
        customizationsContainer: `${slug}-customizations`,
      })
      .returning({ siteId: deploymentIndexes.deploymentIndexId, name: deploymentIndexes.name });
    if (!site) throw new Error(`Creating the site ${trimmed} returned no row.`);
    return site;
  });
}
