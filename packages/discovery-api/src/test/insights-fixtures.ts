import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assetFieldValues,
  assetMembers,
  assetPreviews,
  assets,
  assetUserGroups,
  deploymentIndexes as deploymentIndexesTable,
  roles,
  userGroupMembers,
  userGroups,
  type Asset,
  type DeploymentIndex,
  metadataFields,
  metadataFieldValues,
} from '../db/schema/index.js';
import { createMasterMetadataSet, existingMetadataSetOf } from '../metadata/master-metadata-set.js';
import { siteMasterSet } from '../metadata/metadata-sets.js';
import { castSite } from './cast-site.js';
import type { DemoSiteContext } from './demo-site-context.js';
import { addDocument, PNG_PIXEL, userIdOf, type NewDocument } from './document-fixtures.js';
import { previewContainerOf } from '../assets/stored-files.js';
import { ASSIGNED_MEMBER, GROUP_READER, MERIDIAN_EDITOR, SITE_ADMIN, SITE_VIEWER, UPLOADER } from './cast.js';

/**
 * The cast of the insight and edit route tests (as in routes/api/v2/assets/asset-access.test.ts): private assets on
 * Northwind Discovery uploaded by UPLOADER, with ASSIGNED_MEMBER assigned as assetMember and a user group holding GROUP_READER
 * given access.
 */
export const CAST = [UPLOADER, SITE_ADMIN, ASSIGNED_MEMBER, GROUP_READER, SITE_VIEWER, MERIDIAN_EDITOR];
/** Who may open a private asset of the cast, and who may not (403) or cannot know it (404). */
export const READERS = [UPLOADER, SITE_ADMIN, ASSIGNED_MEMBER, GROUP_READER];

export interface InsightsCast {
  site: DeploymentIndex;
  readersGroupId: number;
  ids: Map<string, number>;
  /** Adds a document (not processed unless told) and, when private, gives ASSIGNED_MEMBER and the readers' group access. */
  add(document: Partial<NewDocument> & Pick<NewDocument, 'title' | 'fileName' | 'mimeType'>): Promise<Asset>;
}

export async function setUpInsightsCast(context: DemoSiteContext): Promise<InsightsCast> {
  const app = context.server.app;
  const ids = new Map<string, number>();
  for (const email of CAST) {
    const response = await context.request('GET', '/api/v2/users/me', { as: email });
    assert.equal(response.statusCode, 200, response.body);
    ids.set(email, await userIdOf(app, email));
  }
  const site = await castSite(context, 'Insights');
  const [siteMember] = await app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
  const [readers] = await app.db
    .insert(userGroups)
    .values({ name: 'Insight readers', deploymentIndexId: site.deploymentIndexId, roleId: siteMember!.roleId })
    .returning();
  const readersGroupId = readers!.userGroupId;
  await app.db.insert(userGroupMembers).values({ userGroupId: readersGroupId, userId: ids.get(GROUP_READER)! });
  return {
    site,
    readersGroupId,
    ids,
    add: async (document) => {
      const asset = await addDocument(app, site, {
        bytes: new TextEncoder().encode(`${document.title}.`),
        process: false,
        ...document,
      });
      if (asset.assetVisibility === 'Private') {
        await app.db.insert(assetMembers).values({ assetId: asset.assetId, userId: ids.get(ASSIGNED_MEMBER)! });
        await app.db.insert(assetUserGroups).values({ assetId: asset.assetId, userGroupId: readersGroupId });
      }
      return asset;
    },
  };
}

/** Stores a picture in the site's preview container and records it as a preview of the asset. */
export async function addPreviewPicture(
  app: FastifyInstance,
  site: DeploymentIndex,
  asset: Asset,
  options: { useAsThumbnail: boolean; fileName: string },
): Promise<string> {
  const containerName = previewContainerOf(site);
  const blobName = `${asset.docId}/${options.fileName}`;
  const container = app.blobs.getContainerClient(containerName);
  await container.createIfNotExists();
  await container
    .getBlockBlobClient(blobName)
    .uploadData(PNG_PIXEL, { blobHTTPHeaders: { blobContentType: 'image/png' } });
  await app.db.insert(assetPreviews).values({
    assetId: asset.assetId,
    containerName,
    blobName,
    fileName: options.fileName,
    mimeType: 'image/png',
    useAsThumbnail: options.useAsThumbnail,
  });
  return blobName;
}

/** The asset row as stored now. */
export async function storedAsset(app: FastifyInstance, assetId: number): Promise<Asset> {
  const [asset] = await app.db.select().from(assets).where(eq(assets.assetId, assetId));
  assert.ok(asset, `asset ${assetId} is stored`);
  return asset;
}

/**
 * Gives the site's master metadata set (made with the standard fields when the site has none) these values, per field
 * code; answers the value ids by `<code>/<value>`.
 */
export async function ensureFieldValues(
  app: FastifyInstance,
  site: DeploymentIndex,
  values: Record<string, string[]>,
): Promise<Map<string, number>> {
  if (!(await existingMetadataSetOf(app.db, site.deploymentIndexId)))
    await app.db.transaction((tx) => createMasterMetadataSet(tx, site));
  const [fresh] = await app.db
    .select()
    .from(deploymentIndexesTable)
    .where(eq(deploymentIndexesTable.deploymentIndexId, site.deploymentIndexId));
  const master = await siteMasterSet(app.db, fresh!);
  assert.ok(master, 'the site has a master set');
  const ids = new Map<string, number>();
  for (const [code, list] of Object.entries(values)) {
    const [field] = await app.db
      .select()
      .from(metadataFields)
      .where(and(eq(metadataFields.setId, master.setId), eq(metadataFields.code, code)));
    assert.ok(field, `the master set has the field ${code}`);
    for (const value of list) {
      await app.db.insert(metadataFieldValues).values({ fieldId: field.fieldId, value }).onConflictDoNothing();
      const [row] = await app.db
        .select()
        .from(metadataFieldValues)
        .where(and(eq(metadataFieldValues.fieldId, field.fieldId), eq(metadataFieldValues.value, value)));
      ids.set(`${code}/${value}`, row!.fieldValueId);
    }
  }
  return ids;
}

/** Selects metadata values (ids of ensureFieldValues) for the asset. */
export async function selectValues(app: FastifyInstance, assetId: number, valueIds: number[]): Promise<void> {
  await app.db
    .insert(assetFieldValues)
    .values(valueIds.map((fieldValueId) => ({ assetId, fieldValueId })))
    .onConflictDoNothing();
}
