import {
  ACCESS_MESSAGES,
  ASSET_REPORT_NAMES,
  type AssetReportName,
  type AssetReportPage,
  type AssetReportRow,
  type AssetViewRequest,
  type SearchReportPage,
} from '@portal/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { assetReportEvents, searchReportEvents, users, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireAsset } from '../assets/asset-access.js';
import { recordAssetInteraction } from '../assets/asset-interactions.js';

/** The search report's page name of a search that led to a view of the content page. */
const CONTENT_PAGE = 'content';

export const isAssetReportName = (name: string): name is AssetReportName =>
  (ASSET_REPORT_NAMES as readonly string[]).includes(name);

export const unknownReport = (name: string) =>
  new HttpError(400, `No such asset report: '${name}'. The reports are ${ASSET_REPORT_NAMES.join(', ')} and searches.`);

/**
 * The asset whose reports the user may read: its uploader, and users with the site permission analyzeInsights
 * (administrators hold every permission) who may open it (a private asset's events are not shown to others, as its
 * insights are not). Other users of the site get 403; an unknown asset or one of another site 404.
 */
export async function requireReportReader(
  app: FastifyInstance,
  request: FastifyRequest,
  assetId: number,
): Promise<{ asset: Asset; site: DeploymentIndex }> {
  const { asset, access, isAccessible } = await requireAsset(app, request, assetId);
  if (asset.createdByUserId !== access.user.userId) {
    if (!access.permissions.analyzeInsights) throw new HttpError(403, ACCESS_MESSAGES.reportsDenied);
    if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  }
  return { asset, site: access.site };
}

export interface ReportPaging {
  rowsPerPage: number;
  page: number;
}

const userFullName = sql<
  string | null
>`coalesce(nullif(concat_ws(' ', ${users.givenName}, ${users.lastName}), ''), ${users.name})`;
/** The user fields of a report row (spec §3), selected from `users` joined to the event. */
export const reportUser = { userId: users.userId, userFullName, userEmail: users.email };

/** One event of an asset report as its row (spec §3 "Asset report row"): date parts in UTC, the asset's site. */
export function assetReportRow(
  event: { created: Date; userId: number | null; userFullName: string | null; userEmail: string | null },
  asset: Pick<Asset, 'assetId' | 'fileName' | 'title' | 'docId'>,
  site: Pick<DeploymentIndex, 'deploymentIndexId' | 'name'>,
  reportName: string,
): AssetReportRow {
  const { created, userId, userFullName, userEmail } = event;
  return {
    assetId: asset.assetId,
    assetName: asset.fileName,
    userId,
    userFullName,
    userEmail,
    date: created.toISOString(),
    year: created.getUTCFullYear(),
    month: created.getUTCMonth() + 1,
    day: created.getUTCDate(),
    reportName,
    title: asset.title,
    docId: asset.docId,
    deploymentIndexId: site.deploymentIndexId,
    deploymentIndexName: site.name,
  };
}

async function countOf(db: Database, table: typeof assetReportEvents | typeof searchReportEvents, where: SQL) {
  const [row] = await db.select({ count: count() }).from(table).where(where);
  return row?.count ?? 0;
}

/** One page of an asset report's events (views, downloads or shares), newest first. */
export async function assetReportPage(
  db: Database,
  { asset, site }: { asset: Asset; site: DeploymentIndex },
  reportName: AssetReportName,
  { rowsPerPage, page }: ReportPaging,
): Promise<AssetReportPage> {
  const where = and(eq(assetReportEvents.assetId, asset.assetId), eq(assetReportEvents.reportName, reportName))!;
  const rows = await db
    .select({ created: assetReportEvents.created, ...reportUser })
    .from(assetReportEvents)
    .leftJoin(users, eq(users.userId, assetReportEvents.userId))
    .where(where)
    .orderBy(desc(assetReportEvents.created), desc(assetReportEvents.assetReportEventId))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return {
    count: await countOf(db, assetReportEvents, where),
    currentPage: page,
    rows: rows.map((event) => assetReportRow(event, asset, site, reportName)),
  };
}

/** One page of the searches that led users to open the asset, newest first. */
export async function searchReportPage(
  db: Database,
  assetId: number,
  { rowsPerPage, page }: ReportPaging,
): Promise<SearchReportPage> {
  const where = eq(searchReportEvents.assetId, assetId);
  const rows = await db
    .select({
      query: searchReportEvents.query,
      type: searchReportEvents.type,
      source: searchReportEvents.source,
      page: searchReportEvents.page,
      resultCount: searchReportEvents.resultCount,
      ...reportUser,
      created: searchReportEvents.created,
    })
    .from(searchReportEvents)
    .leftJoin(users, eq(users.userId, searchReportEvents.userId))
    .where(where)
    .orderBy(desc(searchReportEvents.created), desc(searchReportEvents.searchReportEventId))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return {
    count: await countOf(db, searchReportEvents, where),
    currentPage: page,
    rows: rows.map(({ created, ...row }) => ({ ...row, date: created.toISOString() })),
  };
}

/**
 * Records one view of the asset by the user (its interaction and views-report event) and, when the view came from a
 * search with a non-blank query, that search as an event of the asset's searches report: all in one transaction.
 */
export async function recordAssetView(
  db: Database,
  asset: Asset,
  userId: number,
  search: AssetViewRequest = {},
): Promise<void> {
  const query = search.query?.trim();
  await db.transaction(async (tx) => {
    await recordAssetInteraction(tx, asset.assetId, userId, 'view');
    if (!query) return;
    await tx.insert(searchReportEvents).values({
      query,
      type: search.queryType?.trim() || 'full',
      source: search.source?.trim() || null,
      page: CONTENT_PAGE,
      resultCount: 1,
      userId,
      deploymentIndexId: asset.deploymentIndexId,
      assetId: asset.assetId,
    });
  });
}
