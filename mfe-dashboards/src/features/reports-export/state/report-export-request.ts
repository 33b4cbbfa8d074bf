import { REPORT_EXPORT_NAMES, type ReportExportFormat, type ReportExportName } from '@portal/contracts';

/** The reports of the export dialog, as a user reads them. */
export const REPORT_LABELS: Record<ReportExportName, string> = {
  views: 'Asset views',
  downloads: 'Asset downloads',
  shares: 'Asset shares',
  searches: 'Searches',
};
export const REPORT_OPTIONS = REPORT_EXPORT_NAMES.map((name) => ({ value: name, label: REPORT_LABELS[name] }));

export interface ReportExportChoice {
  report: ReportExportName;
  format: ReportExportFormat;
  /** YYYY-MM-DD, both included; empty for "from the first event" / "to today". */
  from: string;
  to: string;
}

/** The day `months` before `today`, as YYYY-MM-DD (UTC): the dialog's default start (the last 3 months, spec §9). */
export function monthsBefore(today: Date, months: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

/** Why the choice cannot be exported, or null. */
export function choiceProblem(choice: ReportExportChoice): string | null {
  if (choice.from && choice.to && choice.from > choice.to) return 'The first day must not be after the last day.';
  return null;
}

/** GET v2/deploymentIndexes/{indexId}/reports/{reportName}/export with the format and the days chosen. */
export function reportExportPath(siteId: number, choice: ReportExportChoice): string {
  const params = new URLSearchParams({ format: choice.format });
  if (choice.from) params.set('from', choice.from);
  if (choice.to) params.set('to', choice.to);
  return `v2/deploymentIndexes/${siteId}/reports/${choice.report}/export?${params.toString()}`;
}

/** The lines (rows) in a chunk of a CSV file: its line feeds. */
export function linesIn(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === 10) lines += 1;
  return lines;
}

/**
 * How far an export is, in percent, or null when it cannot be told: a CSV file by its lines against the rows the
 * server announced (the header line not counted), an XLSX file (compressed) by its bytes against Content-Length.
 */
export function exportPercent(
  format: ReportExportFormat,
  progress: { lines: number; rows: number | null; received: number; total: number | null },
): number | null {
  if (format === 'csv' && progress.rows !== null)
    return progress.rows === 0 ? 100 : Math.min(100, (Math.max(progress.lines - 1, 0) / progress.rows) * 100);
  if (progress.total) return Math.min(100, (progress.received / progress.total) * 100);
  return null;
}
