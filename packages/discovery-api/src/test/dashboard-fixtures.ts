import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assetFieldValues,
  assets,
  assetUserGroups,
  metadataFields,
  metadataFieldValues,
  metadataSets,
  roles,
  userGroupMembers,
  userGroups,
  type Asset,
  type DeploymentIndex,
} from '../db/schema/index.js';
import { addDocument, userIdOf } from './document-fixtures.js';

/**
 * Test set-up for the BI calls: dashboard assets as the uploader leaves them (the Dashboards content type, an
 * external URL and an embed action) on a demo site, and a user group given access to them.
 */

/** The site's content types field with its Dashboards and Report values (the demo seed has no metadata set). */
export async function seedContentTypes(
  app: FastifyInstance,
  site: DeploymentIndex,
): Promise<{ dashboards: number; report: number }> {
  const [set] = await app.db
    .insert(metadataSets)
    .values({ name: `${site.name} master`, isMaster: true, deploymentIndexId: site.deploymentIndexId })
    .returning();
  const [field] = await app.db
    .insert(metadataFields)
    .values({ setId: set!.setId, name: 'Content Types', code: 'content_types', order: 1, isMultiple: true })
    .returning();
  const [dashboards, report] = await app.db
    .insert(metadataFieldValues)
    .values([
      { fieldId: field!.fieldId, value: 'Dashboards', order: 1 },
      { fieldId: field!.fieldId, value: 'Report', order: 2 },
    ])
    .returning();
  return { dashboards: dashboards!.fieldValueId, report: report!.fieldValueId };
}

export interface NewDashboard {
  title: string;
  contentTypeValueId: number;
  externalUrl: string | null;
  action: string | null;
  visibility?: 'Public' | 'Private';
  createdBy?: string;
}

/** An asset with a PNG-like file, the content type given and the external URL and action given (not processed). */
export async function addDashboard(
  app: FastifyInstance,
  site: DeploymentIndex,
  dashboard: NewDashboard,
): Promise<Asset> {
  const asset = await addDocument(app, site, {
    title: dashboard.title,
    fileName: `${dashboard.title}.txt`,
    bytes: new TextEncoder().encode(`${dashboard.title}.`),
    mimeType: 'text/plain',
    visibility: dashboard.visibility,
    createdBy: dashboard.createdBy,
    process: false,
  });
  await app.db.insert(assetFieldValues).values({ assetId: asset.assetId, fieldValueId: dashboard.contentTypeValueId });
  const [updated] = await app.db
    .update(assets)
    .set({ externalUrl: dashboard.externalUrl, externalUrlAction: dashboard.action })
    .where(eq(assets.assetId, asset.assetId))
    .returning();
  return updated!;
}

/** A user group of the site (member role) with the members given, given access to the assets given. */
export async function addDashboardViewers(
  app: FastifyInstance,
  site: DeploymentIndex,
  emails: readonly string[],
  assetIds: readonly number[],
): Promise<number> {
  const [member] = await app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
  const [group] = await app.db
    .insert(userGroups)
    .values({ name: 'Dashboard viewers', deploymentIndexId: site.deploymentIndexId, roleId: member!.roleId })
    .returning();
  for (const email of emails) {
    await app.db
      .insert(userGroupMembers)
      .values({ userGroupId: group!.userGroupId, userId: await userIdOf(app, email) });
  }
  for (const assetId of assetIds) {
    await app.db.insert(assetUserGroups).values({ assetId, userGroupId: group!.userGroupId });
  }
  return group!.userGroupId;
}
