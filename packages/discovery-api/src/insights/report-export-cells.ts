import type { ReportExportName } from '@portal/contracts';

/**
 * The columns of an exported report and how a cell is made safe to open in a spreadsheet.
 *
 * The columns are the row fields of spec §3, named as the spec names them ("Asset report row": assetId …
 * deploymentIndexName; "Search report row": query, type, source, page, resultCount and the user fields, with the
 * date the search was made).
 */
export interface ReportColumn {
  key: string;
  /** Width in characters, for the XLSX sheet. */
  width: number;
}

const column = (key: string, width = 14): ReportColumn => ({ key, width });

const USER_COLUMNS = [column('userId', 8), column('userFullName', 24), column('userEmail', 30)];

export const ASSET_REPORT_COLUMNS: readonly ReportColumn[] = [
  column('assetId', 8),
  column('assetName', 40),
  ...USER_COLUMNS,
  column('date', 20),
  column('year', 6),
  column('month', 6),
  column('day', 6),
  column('reportName', 11),
  column('title', 48),
  column('docId', 38),
  column('deploymentIndexId', 8),
  column('deploymentIndexName', 24),
];

export const SEARCH_REPORT_COLUMNS: readonly ReportColumn[] = [
  column('query', 48),
  column('type', 10),
  column('source', 14),
  column('page', 12),
  column('resultCount', 11),
  ...USER_COLUMNS,
  column('date', 20),
];

export const reportColumnsOf = (reportName: ReportExportName) =>
  reportName === 'searches' ? SEARCH_REPORT_COLUMNS : ASSET_REPORT_COLUMNS;

/**
 * The first characters that make a spreadsheet read a text cell as a formula (or, for tab and carriage return, hide
 * the one that follows): OWASP "CSV Injection".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of an export (CSV or XLSX) that a spreadsheet shows as the text it is: a text starting with =, +, -, @,
 * tab or carriage return is prefixed with a single quote, which Excel, LibreOffice and Google Sheets read as "text
 * follows" (OWASP's advice), so a search query such as `=HYPERLINK("http://x","y")` is never run as a formula. An XLSX
 * text cell is not evaluated as it is opened, but it is once someone edits it and presses Enter, so the sheet gets the
 * same rule. Numbers are not texts and are left alone (a negative count stays a number). Quoting the cell (commas,
 * quotes, line breaks) is the CSV writer's.
 */
export function neutraliseSpreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
