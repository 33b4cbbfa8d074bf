import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetInteractions, assets, searchReportEvents, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { indexSearchRecord } from '../search/index-search-record.js';
import { searchRecordOfAsset } from '../search/search-record-of-asset.js';
import { castSite } from './cast-site.js';
import type { DemoSiteContext } from './demo-site-context.js';
import { userIdOf } from './document-fixtures.js';
import { ensureFieldValues, selectValues } from './insights-fixtures.js';

/**
 * Test set-up for the site insights and the home page streams: a site of its own (test/cast-site.ts: the cast holds
 * its HOME_SITE roles there, nobody else's documents), with the standard master metadata set, documents indexed with
 * their metadata and dates, and the interactions and searches of people on it.
 */

const DAY_MS = 86_400_000;

/** A date `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A new site of the cast with the standard metadata fields. */
export async function insightsSite(context: DemoSiteContext, label: string): Promise<DeploymentIndex> {
  const site = await castSite(context, label);
  await ensureFieldValues(context.server.app, site, {});
  return site;
}

export interface IndexedDocument {
  title: string;
  /** Metadata values by field code (content_types, agencies, clients …). */
  values?: Record<string, string[]>;
  published?: Date;
  /** When it was uploaded (default now). */
  created?: Date;
  visibility?: 'Public' | 'Private';
  isFeatured?: boolean;
  createdBy?: string;
  /** The first folder of its storage path (e.g. Cases); the file is stored as `<docId>/<file>` without one. */
  folder?: string;
}

/** An indexed asset of the site: its row with the values selected, and its search record made from them. */
export async function addIndexedDocument(
  app: FastifyInstance,
  site: DeploymentIndex,
  document: IndexedDocument,
): Promise<Asset> {
  const docId = randomUUID();
  const fileName = `${document.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}.pdf`;
  const blobName = document.folder ? `${document.folder}/${docId}/${fileName}` : `${docId}/${fileName}`;
  const [row] = await app.db
    .insert(assets)
    .values({
      docId,
      title: document.title,
      description: `About ${document.title}.`,
      fileName,
      originalFileName: fileName,
      blobName,
      storagePath: `${site.containerUrl}/${site.containerName}/${blobName}`,
      deploymentIndexId: site.deploymentIndexId,
      assetVisibility: document.visibility ?? 'Public',
      isFeatured: document.isFeatured ?? false,
      publishedDate: document.published ?? new Date(),
      created: document.created ?? new Date(),
      createdByUserId: document.createdBy ? await userIdOf(app, document.createdBy) : null,
      statusId: 4,
    })
    .returning();
  const asset = row!;
  if (document.values && Object.keys(document.values).length > 0) {
    const ids = await ensureFieldValues(app, site, document.values);
    await selectValues(app, asset.assetId, [...ids.values()]);
  }
  await indexSearchRecord(app.searchEngine, await searchRecordOfAsset(app.db, asset, `${document.title}.`));
  const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
  return stored!;
}

/** `times` interactions of a kind with the asset, by the people given in turn, at the moment given (default now). */
export async function addInteractions(
  app: FastifyInstance,
  assetId: number,
  kind: 'view' | 'like' | 'download' | 'share',
  people: readonly string[],
  options: { times?: number; at?: Date } = {},
): Promise<void> {
  const times = options.times ?? people.length;
  for (let index = 0; index < times; index += 1) {
    await app.db.insert(assetInteractions).values({
      assetId,
      kind,
      userId: await userIdOf(app, people[index % people.length]!),
      created: options.at ?? new Date(),
    });
  }
}

/** Searches of the site's search page: the query by each person given, at the moment given (default now). */
export async function addSearches(
  app: FastifyInstance,
  site: DeploymentIndex,
  query: string,
  people: readonly string[],
  options: { at?: Date; resultCount?: number } = {},
): Promise<void> {
  for (const email of people) {
    await app.db.insert(searchReportEvents).values({
      query,
      type: 'full',
      resultCount: options.resultCount ?? 3,
      userId: await userIdOf(app, email),
      deploymentIndexId: site.deploymentIndexId,
      created: options.at ?? new Date(),
    });
  }
}
