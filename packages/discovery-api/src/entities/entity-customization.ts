import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { appObjectSettings, quickLinks, themes, type DeploymentIndex, type EntityType } from '../db/schema/index.js';
import { customizationsContainerOf } from '../sites/site-info.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a collection, group or asset owns in the customization tables, which have no foreign key (their owner is
 * polymorphic): written and removed here, inside the owner's own save or delete transaction.
 */

/** Saves a theme's colours (undefined: left as it is, null: cleared); its images stay as they are. */
export async function saveThemeColours(
  tx: Transaction,
  entityType: EntityType,
  entityId: number,
  colours: { themeColor?: string | null; secondaryThemeColor?: string | null },
): Promise<void> {
  const set: Partial<typeof themes.$inferInsert> = { updated: new Date() };
  if (colours.themeColor !== undefined) set.themeColor = colours.themeColor;
  if (colours.secondaryThemeColor !== undefined) set.secondaryThemeColor = colours.secondaryThemeColor;
  await tx
    .insert(themes)
    .values({ entityType, entityId, ...set })
    .onConflictDoUpdate({ target: [themes.entityType, themes.entityId], set });
}

/** Removes the entity's theme, quick links and customization set; answers the blob names of the theme's images. */
export async function deleteEntityCustomization(
  tx: Transaction,
  entityType: EntityType,
  entityId: number,
): Promise<string[]> {
  const owned = (table: typeof themes | typeof quickLinks | typeof appObjectSettings) =>
    and(eq(table.entityType, entityType), eq(table.entityId, entityId));
  const removed = await tx.delete(themes).where(owned(themes)).returning();
  await tx.delete(quickLinks).where(owned(quickLinks));
  await tx.delete(appObjectSettings).where(owned(appObjectSettings));
  return removed.flatMap((row) => [row.heroBlobName, row.thumbnailBlobName]).filter((name): name is string => !!name);
}

/** Deletes theme images from the site's customizations container after their owner is gone; a failure is logged. */
export async function deleteThemeImages(
  app: FastifyInstance,
  site: Pick<DeploymentIndex, 'deploymentIndexId' | 'customizationsContainer'>,
  blobNames: readonly string[],
  what: string,
): Promise<void> {
  if (blobNames.length === 0) return;
  const container = app.blobs.getContainerClient(customizationsContainerOf(site));
  for (const name of blobNames)
    await container
      .deleteBlob(name)
      .catch((error: unknown) => app.log.warn({ err: error, blob: name }, `Could not delete a theme image of ${what}`));
}
