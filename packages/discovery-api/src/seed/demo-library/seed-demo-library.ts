import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { builtinDashboardUrl } from '../../bi/builtin-dashboards.js';
import { biDashboardPageUrl } from '../../bi/bi-dashboard-pages.js';
import { BI_DASHBOARD_SOURCE } from '@portal/contracts';
import {
  assetContacts,
  assetFieldValues,
  assetMembers,
  assets,
  assetUserGroups,
  confidentialAssetUsers,
  contributors,
  deploymentIndexes,
  metadataEdges,
  metadataFields,
  metadataFieldValues,
  metadataSets,
  roles,
  userGroupMembers,
  userGroups,
  users,
  type DeploymentIndex,
} from '../../db/schema/index.js';
import type { DemoSiteName } from '../../identity/demo-accounts.js';
import { fileExtension } from '../../media/file-types.js';
import { ASSET_STATUS_ID } from '../../assets/asset-status.js';
import { queueAssetProcessing } from '../../assets/queue-asset-processing.js';
import { createMasterMetadataSet, existingMetadataSetOf } from '../../metadata/master-metadata-set.js';
import { blobUrl } from '../../assets/stored-files.js';
import { DEMO_LIBRARY_SITES, demoLibraryHierarchy, demoLibraryOf, type DemoLibraryAsset } from './demo-library.js';
import { renderDemoFile } from './render-file.js';
import { seedDemoCollections } from '../seed-demo-collections.js';
import { seedDemoActivity } from '../seed-demo-activity.js';
import { DASHBOARD_VIEWERS_GROUP, demoDashboardViewers } from '../demo-sites.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface SeedDemoLibraryOptions {
  /** The sites to seed (default: every demo site with a library). */
  sites?: readonly DemoSiteName[];
  /** Published dates count back from it (default: now). */
  now?: Date;
  /** Stops between files; what is stored stays, and the next seeding carries on from there. */
  signal?: AbortSignal;
  log?: Log;
  /**
   * Runs once the sites' asset rows exist, before their files are generated: what needs only the rows (the demo
   * collections and the demo activity) is then there on a first start without waiting for the files.
   */
  onAssetRows?: () => Promise<void>;
}

export interface DemoLibrarySummary {
  /** Demo assets created by this seeding (0 on a later start). */
  created: number;
  /** Files generated and stored in the sites' containers. */
  stored: number;
  /** Assets queued for the ingest worker. */
  queued: number;
  seconds: number;
  /** The doc ids of every demo asset of the seeded sites. */
  docIds: string[];
}

interface PendingFile {
  asset: DemoLibraryAsset;
  assetId: number;
  statusId: number;
  site: DeploymentIndex;
}

/**
 * Seeds the demo library of the demo sites (src/seed/demo-library/demo-library.ts) through the ingest pipeline:
 * each site gets its master metadata set (as POST v2/deployments/generateAssetMetadataSets makes it) when it has
 * none, the library's metadata values with their region → country, client → brand and industry → sub-industry
 * hierarchy, and its assets with their metadata, contributors, contacts, members and confidential users, all in
 * one transaction per site (status Registered). Then each asset's file is generated, stored in the site's main
 * container under `<folder>/<doc id>/<file name>` and queued for processing; the ingest worker indexes it.
 *
 * Idempotent: demo assets are keyed by their doc id (derived from site and position). A site that has any of
 * them gets no new rows (so a demo asset someone deleted stays deleted); its assets still waiting for their file
 * (an interrupted first start) get it, and stored files not yet queued are queued.
 */
export async function seedDemoLibrary(
  app: FastifyInstance,
  options: SeedDemoLibraryOptions = {},
): Promise<DemoLibrarySummary> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const summary: DemoLibrarySummary = { created: 0, stored: 0, queued: 0, seconds: 0, docIds: [] };
  const perSite: PendingFile[][] = [];
  for (const siteName of options.sites ?? DEMO_LIBRARY_SITES) {
    if (options.signal?.aborted) break;
    const [site] = await app.db.select().from(deploymentIndexes).where(eq(deploymentIndexes.name, siteName));
    if (!site) continue;
    const library = demoLibraryOf(siteName, now);
    summary.docIds.push(...library.map((asset) => asset.docId));
    const { created, pending } = await prepareSite(app.db, site, library, app.config.publicUrl);
    summary.created += created;
    perSite.push(pending);
  }
  if (!options.signal?.aborted) await options.onAssetRows?.();

  // Sites take turns, so every site has searchable content soon after a first start.
  const queue: PendingFile[] = [];
  for (let round = 0; perSite.some((pending) => round < pending.length); round += 1) {
    for (const pending of perSite) if (round < pending.length) queue.push(pending[round] as PendingFile);
  }
  for (const item of queue) {
    if (options.signal?.aborted) break;
    try {
      if (item.statusId === ASSET_STATUS_ID.registered) {
        await storeFile(app, item);
        summary.stored += 1;
      }
      await queueAssetProcessing(app, item.assetId);
      summary.queued += 1;
    } catch (error) {
      // One file that cannot be stored (the blob store stopped answering, say) does not stop the others;
      // the asset stays Registered and the next start tries again.
      if (options.signal?.aborted) break;
      options.log?.warn(
        { err: error, docId: item.asset.docId },
        `The demo file ${item.asset.fileName} could not be stored`,
      );
    }
  }
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}

/** Creates the site's master set and demo rows when it has none; answers the demo assets still needing a file or a queue entry. */
async function prepareSite(
  db: Database,
  site: DeploymentIndex,
  library: DemoLibraryAsset[],
  publicUrl: string,
): Promise<{ created: number; pending: PendingFile[] }> {
  const byDocId = new Map(library.map((asset) => [asset.docId, asset]));
  const existing = () =>
    db
      .select({ assetId: assets.assetId, docId: assets.docId, statusId: assets.statusId })
      .from(assets)
      .where(and(eq(assets.deploymentIndexId, site.deploymentIndexId), inArray(assets.docId, [...byDocId.keys()])));
  let rows = await existing();
  let created = 0;
  if (rows.length === 0) {
    created = await db.transaction(async (tx) => {
      const fieldIds = await ensureMasterSet(tx, site);
      const valueIds = await ensureFieldValues(tx, site, fieldIds, library);
      const count = await insertAssets(tx, site, library, valueIds, publicUrl);
      await grantDashboardViewers(tx, site, library);
      return count;
    });
    rows = await existing();
  }
  const pending = rows
    .filter((row) => row.statusId === ASSET_STATUS_ID.registered || row.statusId === ASSET_STATUS_ID.uploaded)
    .map((row) => ({
      asset: byDocId.get(row.docId) as DemoLibraryAsset,
      assetId: row.assetId,
      statusId: row.statusId,
      site,
    }))
    .sort((a, b) => libraryIndex(a.asset) - libraryIndex(b.asset));
  return { created, pending };
}

const libraryIndex = (asset: DemoLibraryAsset) => Number(asset.key.slice(asset.key.lastIndexOf('/') + 1));

/** The fields of the site's master set by code, creating the set with the standard fields when the site has no metadata set. */
async function ensureMasterSet(
  tx: Transaction,
  site: DeploymentIndex,
): Promise<Map<string, { fieldId: number; name: string; isMultiple: boolean }>> {
  if (!(await existingMetadataSetOf(tx, site.deploymentIndexId))) await createMasterMetadataSet(tx, site);
  const fields = await tx
    .select({
      fieldId: metadataFields.fieldId,
      code: metadataFields.code,
      name: metadataFields.name,
      isMultiple: metadataFields.isMultiple,
    })
    .from(metadataFields)
    .innerJoin(metadataSets, eq(metadataSets.setId, metadataFields.setId))
    .where(and(eq(metadataSets.deploymentIndexId, site.deploymentIndexId), eq(metadataSets.isMaster, true)));
  return new Map(fields.map((field) => [field.code, field]));
}

/**
 * Adds the library's values to the site's fields (values already there are kept) and links them in their
 * hierarchy; answers the value ids by `<field code>\0<value>`.
 */
async function ensureFieldValues(
  tx: Transaction,
  site: DeploymentIndex,
  fields: Map<string, { fieldId: number; name: string; isMultiple: boolean }>,
  library: DemoLibraryAsset[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, Set<string>>();
  for (const asset of library) {
    for (const [code, values] of Object.entries(asset.metadata)) {
      if (!fields.has(code)) continue;
      const set = wanted.get(code) ?? new Set<string>();
      for (const value of values) set.add(value);
      wanted.set(code, set);
    }
  }
  const rows = [...wanted].flatMap(([code, values]) =>
    [...values]
      .sort((a, b) => a.localeCompare(b, 'en'))
      .map((value, position) => ({ fieldId: fields.get(code)!.fieldId, value, order: position + 1 })),
  );
  for (const batch of chunks(rows, 1000)) await tx.insert(metadataFieldValues).values(batch).onConflictDoNothing();
  const stored = await tx
    .select({
      id: metadataFieldValues.fieldValueId,
      fieldId: metadataFieldValues.fieldId,
      value: metadataFieldValues.value,
      order: metadataFieldValues.order,
    })
    .from(metadataFieldValues)
    .where(
      and(
        inArray(
          metadataFieldValues.fieldId,
          [...fields.values()].map((field) => field.fieldId),
        ),
        eq(metadataFieldValues.softDeleted, false),
      ),
    );
  const codeOf = new Map([...fields].map(([code, field]) => [field.fieldId, code]));
  const ids = new Map(stored.map((row) => [`${codeOf.get(row.fieldId)}\u0000${row.value}`, row.id]));
  const orderOf = new Map(stored.map((row) => [`${codeOf.get(row.fieldId)}\u0000${row.value}`, row.order]));

  const links = await tx
    .select()
    .from(metadataEdges)
    .where(eq(metadataEdges.deploymentIndexId, site.deploymentIndexId));
  const linked = new Set(
    links.map(
      (edge) => `${edge.fieldCode}\u0000${edge.fieldValue}\u0000${edge.parentFieldCode}\u0000${edge.parentFieldValue}`,
    ),
  );
  const edges = demoLibraryHierarchy()
    .filter(
      (edge) => wanted.get(edge.fieldCode)?.has(edge.value) && wanted.get(edge.parentFieldCode)?.has(edge.parentValue),
    )
    .filter(
      (edge) =>
        !linked.has(`${edge.fieldCode}\u0000${edge.value}\u0000${edge.parentFieldCode}\u0000${edge.parentValue}`),
    )
    .map((edge) => ({
      deploymentIndexId: site.deploymentIndexId,
      fieldCode: edge.fieldCode,
      fieldName: fields.get(edge.fieldCode)!.name,
      fieldValue: edge.value,
      fieldOrder: orderOf.get(`${edge.fieldCode}\u0000${edge.value}`) ?? 0,
      parentFieldCode: edge.parentFieldCode,
      parentFieldName: fields.get(edge.parentFieldCode)!.name,
      parentFieldValue: edge.parentValue,
      parentFieldOrder: orderOf.get(`${edge.parentFieldCode}\u0000${edge.parentValue}`) ?? 0,
    }));
  const unique = [
    ...new Map(
      edges.map((edge) => [`${edge.fieldCode}\u0000${edge.fieldValue}\u0000${edge.parentFieldValue}`, edge]),
    ).values(),
  ];
  for (const batch of chunks(unique, 500)) await tx.insert(metadataEdges).values(batch);
  return ids;
}

/** The library's asset rows (status Registered: the file comes next) with their metadata and people. */
async function insertAssets(
  tx: Transaction,
  site: DeploymentIndex,
  library: DemoLibraryAsset[],
  valueIds: Map<string, number>,
  publicUrl: string,
): Promise<number> {
  const emails = [
    ...new Set(
      library.flatMap((asset) => [
        asset.createdBy,
        ...asset.contributors.map((c) => c.email),
        ...asset.contacts.map((c) => c.email),
        ...asset.members,
        ...asset.confidentialUsers,
      ]),
    ),
  ];
  const people = await tx
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const userIdOf = new Map(people.map((person) => [person.email, person.userId]));
  const ids = (list: readonly string[]) =>
    list.map((email) => userIdOf.get(email)).filter((id): id is number => id !== undefined);

  const inserted: { assetId: number; docId: string }[] = [];
  for (const batch of chunks(library, 200)) {
    inserted.push(
      ...(await tx
        .insert(assets)
        .values(
          batch.map((asset) => ({
            docId: asset.docId,
            title: asset.title,
            description: asset.description,
            fileName: asset.fileName,
            originalFileName: asset.fileName,
            fileExtension: fileExtension(asset.fileName),
            statusId: ASSET_STATUS_ID.registered,
            deploymentIndexId: site.deploymentIndexId,
            createdByUserId: userIdOf.get(asset.createdBy) ?? null,
            assetVisibility: asset.visibility,
            isConfidential: asset.confidential,
            isFeatured: asset.featured,
            isVideo: asset.kind === 'video',
            publishedDate: asset.publishedDate,
            submissionDate: asset.publishedDate.toISOString().slice(0, 10),
            created: asset.publishedDate,
            updated: asset.publishedDate,
            externalUrl: !asset.externalUrl
              ? null
              : 'biPage' in asset.externalUrl
                ? biDashboardPageUrl(publicUrl, site.deploymentIndexId, asset.externalUrl.biPage)
                : builtinDashboardUrl(publicUrl, site.deploymentIndexId, asset.externalUrl.dashboard),
            // A BI page's asset (bi/bi-dashboard-pages.ts).
            externalSource: asset.externalUrl && 'biPage' in asset.externalUrl ? BI_DASHBOARD_SOURCE : null,
            externalId: asset.externalUrl && 'biPage' in asset.externalUrl ? asset.externalUrl.biPage : null,
            externalUrlLabel: asset.externalUrl?.label ?? null,
            externalUrlAction: asset.externalUrl?.action ?? null,
            dashboardFilters: asset.kind === 'dashboard',
            dashboardBookmarks: asset.kind === 'dashboard',
          })),
        )
        .returning({ assetId: assets.assetId, docId: assets.docId })),
    );
  }
  const assetIdOf = new Map(inserted.map((row) => [row.docId, row.assetId]));
  const each = <T>(make: (asset: DemoLibraryAsset, assetId: number) => T[]) =>
    library.flatMap((asset) => make(asset, assetIdOf.get(asset.docId) as number));

  const fieldValues = each((asset, assetId) =>
    Object.entries(asset.metadata).flatMap(([code, values]) =>
      values
        .map((value) => valueIds.get(`${code}\u0000${value}`))
        .filter((id): id is number => id !== undefined)
        .map((fieldValueId) => ({ assetId, fieldValueId })),
    ),
  );
  for (const batch of chunks(fieldValues, 2000)) await tx.insert(assetFieldValues).values(batch).onConflictDoNothing();
  const credited = each((asset, assetId) =>
    asset.contributors.flatMap((contributor) =>
      ids([contributor.email]).map((userId) => ({ assetId, userId, isPrimary: contributor.primary })),
    ),
  );
  for (const batch of chunks(credited, 2000)) await tx.insert(contributors).values(batch).onConflictDoNothing();
  const contacts = each((asset, assetId) =>
    asset.contacts.flatMap((contact) =>
      ids([contact.email]).map((userId) => ({ assetId, userId, contactRole: contact.role })),
    ),
  );
  for (const batch of chunks(contacts, 2000)) await tx.insert(assetContacts).values(batch).onConflictDoNothing();
  const members = each((asset, assetId) => ids(asset.members).map((userId) => ({ assetId, userId })));
  for (const batch of chunks(members, 2000)) await tx.insert(assetMembers).values(batch).onConflictDoNothing();
  const cleared = each((asset, assetId) => ids(asset.confidentialUsers).map((userId) => ({ assetId, userId })));
  for (const batch of chunks(cleared, 2000))
    await tx.insert(confidentialAssetUsers).values(batch).onConflictDoNothing();
  return inserted.length;
}

/**
 * The site's 'Dashboard viewers' user group (demo-sites.ts demoDashboardViewers as members), given access to the
 * library's dashboards (asset_user_groups): spec §6 "dashboard access requires user group access".
 */
async function grantDashboardViewers(tx: Transaction, site: DeploymentIndex, library: DemoLibraryAsset[]) {
  const [role] = await tx
    .select({ roleId: roles.roleId })
    .from(roles)
    .where(eq(roles.code, DASHBOARD_VIEWERS_GROUP.role));
  if (!role) throw new Error(`The migrations did not create the site role ${DASHBOARD_VIEWERS_GROUP.role}.`);
  await tx
    .insert(userGroups)
    .values({ name: DASHBOARD_VIEWERS_GROUP.name, deploymentIndexId: site.deploymentIndexId, roleId: role.roleId })
    .onConflictDoNothing({ target: [userGroups.deploymentIndexId, userGroups.name] });
  const [group] = await tx
    .select({ userGroupId: userGroups.userGroupId })
    .from(userGroups)
    .where(
      and(eq(userGroups.deploymentIndexId, site.deploymentIndexId), eq(userGroups.name, DASHBOARD_VIEWERS_GROUP.name)),
    );
  if (!group) throw new Error(`The user group ${DASHBOARD_VIEWERS_GROUP.name} of ${site.name} was not stored.`);
  const viewers = demoDashboardViewers[site.name as DemoSiteName] ?? [];
  const members = viewers.length
    ? await tx
        .select({ userId: users.userId })
        .from(users)
        .where(inArray(users.email, [...viewers]))
    : [];
  if (members.length > 0) {
    await tx
      .insert(userGroupMembers)
      .values(members.map(({ userId }) => ({ userGroupId: group.userGroupId, userId })))
      .onConflictDoNothing();
  }
  const dashboards = await tx
    .select({ assetId: assets.assetId })
    .from(assets)
    .where(
      and(
        eq(assets.deploymentIndexId, site.deploymentIndexId),
        inArray(
          assets.docId,
          library.filter((asset) => asset.kind === 'dashboard').map((asset) => asset.docId),
        ),
      ),
    );
  if (dashboards.length > 0) {
    await tx
      .insert(assetUserGroups)
      .values(dashboards.map(({ assetId }) => ({ assetId, userGroupId: group.userGroupId })))
      .onConflictDoNothing();
  }
}

/** Generates the asset's file, stores it in the site's main container and marks the asset Uploaded. */
async function storeFile(app: FastifyInstance, item: PendingFile): Promise<void> {
  const { asset, site } = item;
  const container = app.blobs.getContainerClient(site.containerName);
  await container.createIfNotExists();
  const { bytes, contentType } = await renderDemoFile(asset);
  const blobName = `${asset.folder}/${asset.docId}/${asset.fileName}`;
  await container.getBlockBlobClient(blobName).uploadData(bytes, { blobHTTPHeaders: { blobContentType: contentType } });
  await app.db
    .update(assets)
    .set({
      blobName,
      storagePath: blobUrl(app, site.containerName, blobName),
      fileSize: bytes.length,
      mimeType: contentType,
      statusId: ASSET_STATUS_ID.uploaded,
    })
    .where(eq(assets.assetId, item.assetId));
}

/** How many of the demo assets are still on their way (registered, uploaded or being indexed), and how many failed. */
export async function demoLibraryProgress(
  db: Database,
  docIds: readonly string[],
): Promise<{ waiting: number; indexed: number; failed: number }> {
  if (docIds.length === 0) return { waiting: 0, indexed: 0, failed: 0 };
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${assets.statusId} in (${ASSET_STATUS_ID.registered}, ${ASSET_STATUS_ID.uploaded}, ${ASSET_STATUS_ID.indexing}))::int`,
      indexed: sql<number>`count(*) filter (where ${assets.statusId} = ${ASSET_STATUS_ID.indexed})::int`,
      failed: sql<number>`count(*) filter (where ${assets.statusId} = ${ASSET_STATUS_ID.error})::int`,
    })
    .from(assets)
    .where(inArray(assets.docId, [...docIds]));
  return { waiting: Number(row?.waiting ?? 0), indexed: Number(row?.indexed ?? 0), failed: Number(row?.failed ?? 0) };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How often the start-up seeding looks whether the worker has indexed the whole library. */
const PROGRESS_INTERVAL_MS = 5_000;

/**
 * Seeds the demo library after the server is ready, without holding up the start: the rows, files and queue
 * entries are made in the background, the ingest worker indexes them as they come, and the log says how long
 * seeding and indexing took. Closing the server stops the seeding between two files (the next start carries on).
 * Once the assets' rows exist, before their files, the demo collections and groups (seed-demo-collections.ts) and the
 * demo activity (seed-demo-activity.ts) are made, each once.
 */
export function seedDemoLibraryInBackground(app: FastifyInstance): void {
  const controller = new AbortController();
  const { signal } = controller;
  let task: Promise<void> | undefined;
  const run = async () => {
    const started = Date.now();
    try {
      const summary = await seedDemoLibrary(app, {
        signal,
        log: app.log,
        onAssetRows: async () => {
          // The demo collections and groups hold library assets, and the demo activity is about them: each made
          // once, as soon as the assets' rows exist.
          await seedDemoCollections(app.db);
          const activityStarted = Date.now();
          const activity = await seedDemoActivity(app.db);
          if (activity.length > 0)
            app.log.info(
              `Demo activity: ${activity.map((site) => `${site.site} ${site.views} views, ${site.searches} searches`).join('; ')} in ${Date.now() - activityStarted} ms`,
            );
        },
      });
      if (signal.aborted || (summary.created === 0 && summary.queued === 0)) return;
      app.log.info(
        `Demo library: ${summary.created} assets created, ${summary.stored} files stored and ${summary.queued} queued for indexing in ${summary.seconds.toFixed(1)} s`,
      );
      for (;;) {
        await sleep(PROGRESS_INTERVAL_MS, undefined, { signal });
        const progress = await demoLibraryProgress(app.db, summary.docIds);
        if (progress.waiting > 0) continue;
        app.log.info(
          `Demo library indexed: ${progress.indexed} assets searchable${progress.failed ? `, ${progress.failed} failed` : ''}, ${((Date.now() - started) / 1000).toFixed(0)} s after the start`,
        );
        return;
      }
    } catch (error) {
      if (!signal.aborted)
        app.log.warn({ err: error }, 'The demo library could not be seeded; the next start tries again');
    }
  };
  app.addHook('onReady', async () => {
    task = run();
  });
  app.addHook('preClose', async () => {
    controller.abort();
    await task;
  });
}
