import { Type, type Static } from 'typebox';
import { ASSET_REPORT_NAMES } from './asset-reports.js';

/**
 * The site's reports as a file (the home/dashboard header's export button, shown with exportReports): GET
 * v2/deploymentIndexes/{indexId}/reports/{reportName}/export?format=csv|xlsx&from=YYYY-MM-DD&to=YYYY-MM-DD. The spec
 * names the permission and the rows (§3 "Asset report row", "Search report row") but no call; the path is chosen
 * here beside the per-asset reports (GET v2/assets/{id}/reports/{reportName}).
 *
 * The file is streamed from the database as it is written. For a progress bar the answer carries the number of
 * data rows in REPORT_ROWS_HEADER before the first byte: a CSV client counts the lines it has received against it
 * (one line per row after the header line); an XLSX file is compressed, so its client shows the bytes received.
 */

/** The reports that can be exported: the asset reports of the whole site, and the site's searches. */
export const REPORT_EXPORT_NAMES = [...ASSET_REPORT_NAMES, 'searches'] as const;
export type ReportExportName = (typeof REPORT_EXPORT_NAMES)[number];

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** The answer's header giving how many data rows the file holds (the header row not counted). */
export const REPORT_ROWS_HEADER = 'X-Report-Rows';

/**
 * GET v2/deploymentIndexes/{indexId}/reports/{reportName}/export query: the format (default csv) and the days
 * covered, both included (by default from the first event to today, UTC).
 */
export const ReportExportQuery = Type.Object(
  {
    format: Type.Optional(Type.String({ default: 'csv', description: `One of ${REPORT_EXPORT_FORMATS.join(', ')}.` })),
    from: Type.Optional(Type.String({ format: 'date', description: 'The first day (UTC), YYYY-MM-DD.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'The last day (UTC), YYYY-MM-DD, included.' })),
  },
  { title: 'ReportExportQuery' },
);
export type ReportExportQuery = Static<typeof ReportExportQuery>;

const SEARCH_TYPE_LABELS: Readonly<Record<string, string>> = {
  full: 'Keyword',
  semantic: 'Semantic',
  hybrid: 'Hybrid',
};

/**
 * How a search report shows a search's stored type (spec §3: "type (full is shown as Keyword)"); a type it does not
 * know is shown as stored.
 */
export const searchTypeLabel = (type: string): string => SEARCH_TYPE_LABELS[type] ?? type;
