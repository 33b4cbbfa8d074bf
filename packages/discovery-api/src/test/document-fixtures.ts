import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assets,
  deploymentIndexes,
  userGroupMembers,
  userGroups,
  users,
  type Asset,
  type DeploymentIndex,
} from '../db/schema/index.js';
import { processAsset } from '../workers/process-asset.js';

/**
 * Test documents: an asset whose file is really stored in its site's main container, optionally processed
 * by the ingest pipeline (thumbnail, preview and search record), as the uploader and the pipeline leave one.
 */

export async function siteNamed(app: FastifyInstance, name: string): Promise<DeploymentIndex> {
  const [site] = await app.db.select().from(deploymentIndexes).where(eq(deploymentIndexes.name, name));
  if (!site) throw new Error(`No site named ${name}.`);
  return site;
}

/** The user id of a demo account (created on first sign-in, so it is created here when missing). */
export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.db
    .insert(users)
    .values({ email })
    .onConflictDoUpdate({ target: users.email, set: { email } })
    .returning({ userId: users.userId });
  return user!.userId;
}

/** A user group of the site that the user belongs to. */
export async function userGroupOf(app: FastifyInstance, email: string, siteId: number): Promise<number> {
  const [row] = await app.db
    .select({ id: userGroups.userGroupId })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .innerJoin(users, eq(users.userId, userGroupMembers.userId))
    .where(and(eq(users.email, email), eq(userGroups.deploymentIndexId, siteId)));
  if (!row) throw new Error(`${email} is in no user group of site ${siteId}.`);
  return row.id;
}

export interface NewDocument {
  title: string;
  fileName: string;
  bytes: Uint8Array;
  mimeType: string;
  visibility?: 'Public' | 'Private';
  createdBy?: string;
  description?: string;
  /** Run the ingest pipeline (default true). */
  process?: boolean;
}

/** Stores the file as `<docId>/<fileName>` and inserts its asset; processes it unless told not to. */
export async function addDocument(app: FastifyInstance, site: DeploymentIndex, document: NewDocument): Promise<Asset> {
  const docId = randomUUID();
  const blobName = `${docId}/${document.fileName}`;
  const container = app.blobs.getContainerClient(site.containerName);
  await container.createIfNotExists();
  await container
    .getBlockBlobClient(blobName)
    .uploadData(Buffer.from(document.bytes), { blobHTTPHeaders: { blobContentType: document.mimeType } });
  const [asset] = await app.db
    .insert(assets)
    .values({
      docId,
      title: document.title,
      description: document.description ?? `About ${document.title}.`,
      summary: `Summary of ${document.title}.`,
      fileName: document.fileName,
      originalFileName: document.fileName,
      blobName,
      storagePath: `${container.url}/${blobName}`,
      mimeType: document.mimeType,
      deploymentIndexId: site.deploymentIndexId,
      assetVisibility: document.visibility ?? 'Public',
      createdByUserId: document.createdBy ? await userIdOf(app, document.createdBy) : null,
    })
    .returning();
  if (document.process ?? true)
    await processAsset({ engine: app.searchEngine, blobs: app.blobs, log: app.log }, asset!.assetId);
  const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, asset!.assetId));
  return stored!;
}

/** A 1×1 PNG. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
