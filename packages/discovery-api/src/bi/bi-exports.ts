import {
  BI_DASHBOARD_PAGES,
  BI_EXPORT_KEEP_HOURS,
  isBiDashboardPageName,
  type BiDashboardPageName,
  type PowerBiExport,
  type PowerBiExportBody,
  type PowerBiExportStatusBody,
} from '@portal/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAwardsReader } from '../awards/awards-access.js';
import { biExports, deploymentIndexes } from '../db/schema/index.js';
import { signedInUser } from '../documents/document-access.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess } from '../sites/site-access.js';
import { loadPropertyValues } from '../customization/customization-sets.js';
import { builtinExportFigures, exportColours, renderExport } from './bi-export-charts.js';
import { requireDashboardAsset } from './dashboard-asset.js';
import { exportFailure, parsePowerBiReportUrl, POWER_BI_NOT_CONFIGURED, type PowerBiReportRef } from './power-bi.js';

/**
 * BI dashboard exports (POST v2/powerbi/export and exportStatus, GET v2/powerbi/exports/{exportId}/file; spec §4
 * "Power BI export status", §8 'Export failed', §9 "export poll 2 seconds"). An export is a job with a row in
 * bi_exports, seen only by the user who asked for it (anyone else's export id is unknown to them: 404):
 * - a Power BI report (the report URL of a dashboard asset the user may open as a dashboard) is exported by Power
 *   BI's export-to-file API: the export is started at Power BI, each status call asks Power BI again, and once it
 *   Succeeded its file is fetched and kept here;
 * - a built-in BI dashboard of the portal (/sites/{siteId}/bidashboards/{page}, for the site's users, who read its
 *   awards) is rendered by the 'bi-export' job (bi-export-charts.ts), which pg-boss runs again if the server stops
 *   half-way, so an export survives a restart as it survives a page reload.
 * Files are kept BI_EXPORT_KEEP_HOURS hours after the export was asked for; expired rows are deleted as the next
 * export is asked for.
 */

export const BI_EXPORT_QUEUE = 'bi-export';
/** The largest file of a Power BI export kept (a built-in export is a few hundred kilobytes). */
export const BI_EXPORT_MAX_BYTES = 50 * 1024 * 1024;
export interface BiExportJob {
  exportId: string;
}

type Row = typeof biExports.$inferSelect;

/** A built-in BI dashboard's address: /sites/{siteId}/bidashboards/{page}[?year=YYYY], alone or after an origin. */
export function builtinTarget(
  reportUrl: string,
): { siteId: number; page: BiDashboardPageName; year: number | undefined } | undefined {
  let url: URL;
  try {
    url = new URL(reportUrl, 'https://portal.invalid');
  } catch {
    return undefined;
  }
  const match = /^\/sites\/(\d{1,9})\/bidashboards\/([a-z-]+)\/?$/.exec(url.pathname);
  if (!match || !isBiDashboardPageName(match[2]!)) return undefined;
  const year = url.searchParams.get('year');
  return {
    siteId: Number(match[1]),
    page: match[2],
    year: year && /^\d{4}$/.test(year) ? Number(year) : undefined,
  };
}

const fileNameOf = (title: string, year: number | undefined, format: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}${year ? `-${year}` : ''}.${format.toLowerCase()}`;

const expiry = () => new Date(Date.now() + BI_EXPORT_KEEP_HOURS * 3_600_000);

export function exportAnswer(row: Row): PowerBiExport {
  return {
    exportId: row.exportId,
    reportUrl: row.reportUrl,
    format: row.format === 'PNG' ? 'PNG' : 'PDF',
    status: row.status as PowerBiExport['status'],
    percentComplete: row.percentComplete,
    fileName: row.fileName,
    fileUrl: row.status === 'Succeeded' ? `/api/v2/powerbi/exports/${row.exportId}/file` : null,
    error: row.error,
    created: row.created.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** POST v2/powerbi/export: starts the export of a built-in BI dashboard or of a dashboard asset's Power BI report. */
export async function startExport(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PowerBiExportBody,
): Promise<PowerBiExport> {
  await app.db.delete(biExports).where(lt(biExports.expiresAt, new Date()));
  const { reportUrl, format } = body;
  const builtin = builtinTarget(reportUrl);
  if (builtin) {
    const access = await requireAwardsReader(app, request, builtin.siteId);
    const [row] = await app.db
      .insert(biExports)
      .values({
        deploymentIndexId: builtin.siteId,
        userId: access.user.userId,
        reportUrl,
        format,
        fileName: fileNameOf(BI_DASHBOARD_PAGES[builtin.page].title, builtin.year, format),
        expiresAt: expiry(),
      })
      .returning();
    await app.jobs.send(BI_EXPORT_QUEUE, { exportId: row!.exportId } satisfies BiExportJob, {
      retryLimit: 2,
      expireInSeconds: 120,
    });
    return exportAnswer(row!);
  }
  if (!body.docId)
    throw new HttpError(
      400,
      'The request is not valid: reportUrl is not a built-in BI dashboard (/sites/{siteId}/bidashboards/{page}), and a Power BI report needs docId, its dashboard asset.',
    );
  const document = await requireDashboardAsset(app, request, body.docId, reportUrl);
  const report = parsePowerBiReportUrl(reportUrl);
  if (!report)
    throw new HttpError(
      400,
      'The request is not valid: reportUrl is not a Power BI report URL (…/groups/{groupId}/reports/{reportId} or …/reportEmbed?reportId=…).',
    );
  const base = {
    deploymentIndexId: document.access.site.deploymentIndexId,
    userId: document.access.user.userId,
    reportUrl,
    docId: document.asset.docId,
    format,
    fileName: fileNameOf(document.asset.title || 'power-bi-report', undefined, format),
    expiresAt: expiry(),
  };
  let state: Partial<Row>;
  if (!app.powerBi) state = { status: 'Failed', error: POWER_BI_NOT_CONFIGURED };
  else {
    try {
      const started = await app.powerBi.startExport(report, format);
      state = { status: started.status, percentComplete: started.percentComplete, powerBiExportId: started.id };
    } catch (error) {
      request.log.warn({ err: error, reportId: report.reportId }, 'Power BI refused an export');
      state = { status: 'Failed', error: exportFailure(error) };
    }
  }
  const [row] = await app.db
    .insert(biExports)
    .values({ ...base, ...state })
    .returning();
  return exportAnswer(row!);
}

/** The export of this user, if it has not expired; 404 otherwise (another user's export included). */
async function ownExport(app: FastifyInstance, request: FastifyRequest, exportId: string): Promise<Row> {
  const user = await signedInUser(app, request);
  const [row] = await app.db
    .select()
    .from(biExports)
    .where(
      and(eq(biExports.exportId, exportId), eq(biExports.userId, user.userId), gt(biExports.expiresAt, new Date())),
    );
  if (!row)
    throw new HttpError(
      404,
      `The export '${exportId}' was not found: exports are seen only by whoever asked for them, and kept ${BI_EXPORT_KEEP_HOURS} hours.`,
    );
  // Still one of the site's users (a user removed from the site since sees nothing of it).
  await requireSiteAccess(app, request, row.deploymentIndexId);
  return row;
}

/** POST v2/powerbi/exportStatus: where the export stands; a Power BI export's state is asked of Power BI again. */
export async function exportStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PowerBiExportStatusBody,
): Promise<PowerBiExport> {
  const row = await ownExport(app, request, body.exportId);
  if (row.reportUrl !== body.reportUrl)
    throw new HttpError(404, `The export '${body.exportId}' is not an export of this report.`);
  const pending = row.status === 'NotStarted' || row.status === 'Running';
  if (!pending || !row.powerBiExportId) return exportAnswer(row);
  const report = parsePowerBiReportUrl(row.reportUrl) as PowerBiReportRef;
  let changes: Partial<Row>;
  if (!app.powerBi) changes = { status: 'Failed', error: POWER_BI_NOT_CONFIGURED };
  else {
    try {
      const state = await app.powerBi.exportState(report, row.powerBiExportId);
      if (state.status === 'Succeeded') {
        const file = await app.powerBi.exportFile(report, row.powerBiExportId, BI_EXPORT_MAX_BYTES);
        changes = {
          status: 'Succeeded',
          percentComplete: 100,
          file,
          contentType: row.format === 'PNG' ? 'image/png' : 'application/pdf',
        };
      } else if (state.status === 'Failed')
        changes = { status: 'Failed', error: 'Power BI could not export the report.' };
      else changes = { status: state.status, percentComplete: state.percentComplete };
    } catch (error) {
      request.log.warn({ err: error, exportId: row.exportId }, 'Power BI export status failed');
      changes = { status: 'Failed', error: exportFailure(error) };
    }
  }
  const [updated] = await app.db.update(biExports).set(changes).where(eq(biExports.exportId, row.exportId)).returning();
  return exportAnswer(updated ?? row);
}

/** GET v2/powerbi/exports/{exportId}/file: the file of a Succeeded export of this user. */
export async function exportFile(
  app: FastifyInstance,
  request: FastifyRequest,
  exportId: string,
): Promise<{ file: Buffer; contentType: string; fileName: string }> {
  const row = await ownExport(app, request, exportId);
  if (row.status !== 'Succeeded' || !row.file)
    throw new HttpError(409, `The export '${exportId}' has no file: it is ${row.status}.`);
  return { file: row.file, contentType: row.contentType ?? 'application/octet-stream', fileName: row.fileName };
}

/**
 * The 'bi-export' job: renders a built-in export and keeps its file (Running while it renders). A site without award
 * results fails with a reason; an error is thrown again for pg-boss to try again while it has tries left.
 */
export async function runBuiltinExport(app: FastifyInstance, exportId: string, lastTry: boolean): Promise<void> {
  const [row] = await app.db.select().from(biExports).where(eq(biExports.exportId, exportId));
  if (!row || row.status === 'Succeeded' || row.status === 'Failed') return;
  const target = builtinTarget(row.reportUrl);
  const fail = (error: string) =>
    app.db.update(biExports).set({ status: 'Failed', error }).where(eq(biExports.exportId, exportId));
  if (!target) return void (await fail('The report is not a built-in BI dashboard.'));
  await app.db
    .update(biExports)
    .set({ status: 'Running', percentComplete: 10 })
    .where(eq(biExports.exportId, exportId));
  try {
    const [site] = await app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, target.siteId));
    if (!site) return void (await fail('The site of the dashboard no longer exists.'));
    const figures = await builtinExportFigures(
      app.db,
      { deploymentIndexId: site.deploymentIndexId, name: site.name },
      target.page,
      target.year,
    );
    if (!figures) return void (await fail('The site has no award results yet: there is nothing to export.'));
    await app.db.update(biExports).set({ percentComplete: 50 }).where(eq(biExports.exportId, exportId));
    // Drawn in the site's chart colours, as the page is.
    const chartColors = (
      await loadPropertyValues(app.db, 'deploymentIndex', [site.deploymentIndexId], 'chartColors')
    ).get(site.deploymentIndexId);
    const { file, contentType } = await renderExport(
      figures,
      row.format === 'PNG' ? 'PNG' : 'PDF',
      new Date(),
      exportColours(chartColors?.value),
    );
    await app.db
      .update(biExports)
      .set({
        status: 'Succeeded',
        percentComplete: 100,
        file,
        contentType,
        // Named after the year exported (the latest, when the page named none).
        fileName: fileNameOf(figures.title, figures.year, row.format),
      })
      .where(eq(biExports.exportId, exportId));
  } catch (error) {
    app.log.error({ err: error, exportId }, 'A built-in BI export failed');
    if (lastTry) await fail(`The portal could not render the dashboard: ${(error as Error).message}`);
    else throw error;
  }
}
