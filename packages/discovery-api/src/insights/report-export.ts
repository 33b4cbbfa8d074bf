import type { Readable } from 'node:stream';
import {
  ACCESS_MESSAGES,
  REPORT_EXPORT_FORMATS,
  REPORT_EXPORT_NAMES,
  type ReportExportFormat,
  type ReportExportName,
  type ReportExportQuery,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { reportColumnsOf } from './report-export-cells.js';
import { csvFile, EXPORT_CONTENT_TYPES, xlsxFile } from './report-export-files.js';
import { exportRows, exportSnapshot, type ExportPeriod } from './report-export-rows.js';

const DAY = 24 * 60 * 60 * 1000;

/** A report export ready to send: its file name and type, how many data rows it holds, and the file as a stream. */
export interface ReportExport {
  fileName: string;
  contentType: string;
  rows: number;
  file: Readable;
}

const isReportName = (name: string): name is ReportExportName =>
  (REPORT_EXPORT_NAMES as readonly string[]).includes(name);
const isFormat = (format: string): format is ReportExportFormat =>
  (REPORT_EXPORT_FORMATS as readonly string[]).includes(format);

/** The user of the site who may export its reports: 404 unknown site, 403 not a user of it or without exportReports. */
export async function requireReportExporter(
  app: FastifyInstance,
  request: FastifyRequest,
  siteId: number,
): Promise<SiteAccess> {
  const access = await requireSiteAccess(app, request, siteId);
  if (!access.abilities.site.has('exportReports')) throw new HttpError(403, ACCESS_MESSAGES.exportReportsDenied);
  return access;
}

/** The days asked for as instants (UTC): `from` at its midnight, `to` included up to the next midnight. */
function periodOf(query: ReportExportQuery): ExportPeriod {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : undefined;
  if (from && to && from > to)
    throw new HttpError(400, `The request is not valid: from (${query.from}) must not be after to (${query.to}).`);
  return { from, until: to ? new Date(to.getTime() + DAY) : undefined };
}

/** The sheet's name: the report's, capitalised ('Views', 'Searches'); sheet names are short and plain. */
const sheetNameOf = (reportName: ReportExportName) => reportName.charAt(0).toUpperCase() + reportName.slice(1);

/** `northwind-discovery-views-2026-05-01.csv`: the site, the report and the day it was exported. */
function exportFileName(siteName: string, reportName: ReportExportName, format: ReportExportFormat, now: Date): string {
  const site =
    siteName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  return `${site}-${reportName}-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * A site's report as a CSV or XLSX file (the export of the home/dashboard header, shown with exportReports; the call
 * is described in @portal/contracts api/report-export.ts). The rows are counted first (the count goes in the answer's
 * REPORT_ROWS_HEADER, for a progress bar), then read from the database in batches as the file is written and sent:
 * a report of any size is never held in memory. Bad input is a 400 naming what is wrong.
 */
export async function prepareReportExport(
  app: FastifyInstance,
  access: SiteAccess,
  reportName: string,
  query: ReportExportQuery,
  now = new Date(),
): Promise<ReportExport> {
  if (!isReportName(reportName))
    throw new HttpError(
      400,
      `No such report: '${reportName}'. The reports that can be exported are ${REPORT_EXPORT_NAMES.join(', ')}.`,
    );
  const format = query.format ?? 'csv';
  if (!isFormat(format))
    throw new HttpError(
      400,
      `No such export format: '${format}'. The formats are ${REPORT_EXPORT_FORMATS.join(' and ')}.`,
    );
  const period = periodOf(query);
  const siteId = access.site.deploymentIndexId;
  const snapshot = await exportSnapshot(app.db, siteId, reportName, period);
  const columns = reportColumnsOf(reportName);
  const batches = exportRows(app.db, access, reportName, period, snapshot);
  return {
    fileName: exportFileName(access.site.name, reportName, format, now),
    contentType: EXPORT_CONTENT_TYPES[format],
    rows: snapshot.rows,
    file: format === 'csv' ? csvFile(columns, batches) : xlsxFile(sheetNameOf(reportName), columns, batches),
  };
}
