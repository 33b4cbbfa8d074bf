import { ACCESS_MESSAGES, searchTypeLabel, type AssetReportName, type ReportExportName } from '@portal/contracts';
import { and, count, desc, eq, gte, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetReportEvents, assets, searchReportEvents, users } from '../db/schema/index.js';
import { visibleAssetIds } from '../assets/asset-visibility.js';
import type { SiteAccess } from '../sites/site-access.js';
import { assetReportRow, reportUser } from './asset-reports.js';

/** Rows read from the database at a time: the export never holds more than this in memory. */
export const EXPORT_BATCH_ROWS = 1000;

/** The days an export covers, as instants: from included, until excluded (the day after `to`). */
export interface ExportPeriod {
  from?: Date;
  until?: Date;
}

/** One row of an exported report: its cells by column key. */
export type ExportRow = Record<string, string | number | null>;

/**
 * What an export reads: the report's events of the site in the period, up to the last event there was when the
 * export started (`lastId`), so that the row count sent first is the number of rows the file holds even while
 * users go on viewing and searching.
 */
export interface ExportSnapshot {
  rows: number;
  lastId: number;
}

const assetEventsOf = (siteId: number, reportName: AssetReportName, period: ExportPeriod): SQL =>
  and(
    eq(assets.deploymentIndexId, siteId),
    eq(assetReportEvents.reportName, reportName),
    period.from ? gte(assetReportEvents.created, period.from) : undefined,
    period.until ? lt(assetReportEvents.created, period.until) : undefined,
  )!;

const searchesOf = (siteId: number, period: ExportPeriod): SQL =>
  and(
    eq(searchReportEvents.deploymentIndexId, siteId),
    period.from ? gte(searchReportEvents.created, period.from) : undefined,
    period.until ? lt(searchReportEvents.created, period.until) : undefined,
  )!;

/** How many rows the export of the report will hold, and the last event it includes. */
export async function exportSnapshot(
  db: Database,
  siteId: number,
  reportName: ReportExportName,
  period: ExportPeriod,
): Promise<ExportSnapshot> {
  const [row] =
    reportName === 'searches'
      ? await db
          .select({ rows: count(), lastId: max(searchReportEvents.searchReportEventId) })
          .from(searchReportEvents)
          .where(searchesOf(siteId, period))
      : await db
          .select({ rows: count(), lastId: max(assetReportEvents.assetReportEventId) })
          .from(assetReportEvents)
          .innerJoin(assets, eq(assets.assetId, assetReportEvents.assetId))
          .where(assetEventsOf(siteId, reportName, period));
  return { rows: Number(row?.rows ?? 0), lastId: Number(row?.lastId ?? 0) };
}

/**
 * Where the previous batch stopped, newest first. The time is kept as PostgreSQL's own text, which keeps its
 * microseconds (a JavaScript Date would drop them and skip or repeat rows of the same millisecond).
 */
interface Cursor {
  created: string;
  id: number;
}

/**
 * The export's rows, newest first (as the reports screens list them), read EXPORT_BATCH_ROWS at a time with keyset
 * pagination on (created, id), so a report of any size streams in constant memory and each batch is an index-ordered
 * range rather than an ever larger OFFSET.
 *
 * Asset reports: the rows of spec §3 (assets/asset-reports.ts assetReportRow). A private asset's title and file name
 * are given only to an exporter who may open it (the private-asset rule of assets/asset-visibility.ts, as the
 * per-asset reports apply it); others read 'Private Asset' and an empty file name, and still count its events.
 * Searches: the search report rows, the type shown as the reports show it ('full' is Keyword).
 */
export async function* exportRows(
  db: Database,
  access: SiteAccess,
  reportName: ReportExportName,
  period: ExportPeriod,
  snapshot: ExportSnapshot,
): AsyncGenerator<ExportRow[]> {
  const siteId = access.site.deploymentIndexId;
  const canOpen = new Map<number, boolean>();
  let cursor: Cursor | undefined;
  for (;;) {
    if (reportName === 'searches') {
      const batch = await db
        .select({
          id: searchReportEvents.searchReportEventId,
          cursor: sql<string>`${searchReportEvents.created}::text`,
          created: searchReportEvents.created,
          query: searchReportEvents.query,
          type: searchReportEvents.type,
          source: searchReportEvents.source,
          page: searchReportEvents.page,
          resultCount: searchReportEvents.resultCount,
          ...reportUser,
        })
        .from(searchReportEvents)
        .leftJoin(users, eq(users.userId, searchReportEvents.userId))
        .where(
          and(
            searchesOf(siteId, period),
            lte(searchReportEvents.searchReportEventId, snapshot.lastId),
            cursor
              ? sql`(${searchReportEvents.created}, ${searchReportEvents.searchReportEventId}) < (${cursor.created}::timestamptz, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(desc(searchReportEvents.created), desc(searchReportEvents.searchReportEventId))
        .limit(EXPORT_BATCH_ROWS);
      if (batch.length === 0) return;
      yield batch.map((row) => ({
        query: row.query,
        type: searchTypeLabel(row.type),
        source: row.source,
        page: row.page,
        resultCount: row.resultCount,
        userId: row.userId,
        userFullName: row.userFullName,
        userEmail: row.userEmail,
        date: row.created.toISOString(),
      }));
      const last = batch[batch.length - 1]!;
      cursor = { created: last.cursor, id: last.id };
    } else {
      const batch = await db
        .select({
          id: assetReportEvents.assetReportEventId,
          cursor: sql<string>`${assetReportEvents.created}::text`,
          created: assetReportEvents.created,
          ...reportUser,
          assetId: assets.assetId,
          fileName: assets.fileName,
          title: assets.title,
          docId: assets.docId,
          isPrivate: sql<boolean>`${assets.assetVisibility} = 'Private'`,
        })
        .from(assetReportEvents)
        .innerJoin(assets, eq(assets.assetId, assetReportEvents.assetId))
        .leftJoin(users, eq(users.userId, assetReportEvents.userId))
        .where(
          and(
            assetEventsOf(siteId, reportName, period),
            lte(assetReportEvents.assetReportEventId, snapshot.lastId),
            cursor
              ? sql`(${assetReportEvents.created}, ${assetReportEvents.assetReportEventId}) < (${cursor.created}::timestamptz, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(desc(assetReportEvents.created), desc(assetReportEvents.assetReportEventId))
        .limit(EXPORT_BATCH_ROWS);
      if (batch.length === 0) return;
      const unknown = [
        ...new Set(batch.filter((row) => row.isPrivate && !canOpen.has(row.assetId)).map((row) => row.assetId)),
      ];
      if (unknown.length > 0) {
        const visible = await visibleAssetIds(db, access, unknown);
        for (const assetId of unknown) canOpen.set(assetId, visible.has(assetId));
      }
      yield batch.map((row) => {
        const shown = !row.isPrivate || canOpen.get(row.assetId) === true;
        const asset = shown ? row : { ...row, title: ACCESS_MESSAGES.privateAssetTitle, fileName: '' };
        return assetReportRow(row, asset, access.site, reportName);
      });
      const last = batch[batch.length - 1]!;
      cursor = { created: last.cursor, id: last.id };
    }
  }
}
