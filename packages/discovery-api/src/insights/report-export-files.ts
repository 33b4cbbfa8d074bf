import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PassThrough, Readable, pipeline, type Readable as ReadableStream } from 'node:stream';
import type { ReportExportFormat } from '@portal/contracts';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportRow } from './report-export-rows.js';
import { neutraliseSpreadsheetText, type ReportColumn } from './report-export-cells.js';

/** The answer's content type of each format. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ReportExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows of an XLSX sheet written between two turns of the event loop. */
const ROWS_PER_TURN = 50;

/** How the XLSX sheet shows the event's time (UTC, as the row's date, year, month and day are). */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * The report as a CSV file, written as the batches arrive: a header row of the column keys, then one line per row;
 * UTF-8 with a byte-order mark, so that Excel reads accented names right. Every text cell goes through
 * neutraliseSpreadsheetText (no formula runs from what users typed).
 */
export function csvFile(columns: readonly ReportColumn[], batches: AsyncIterable<ExportRow[]>): ReadableStream {
  const records = Readable.from(
    (async function* () {
      for await (const batch of batches) yield* batch;
    })(),
  );
  const writer = stringify({
    header: true,
    bom: true,
    columns: columns.map(({ key }) => ({ key, header: key })),
    cast: { string: neutraliseSpreadsheetText },
  });
  // A failure half-way (the database stops answering) ends the answer broken rather than looking complete.
  return pipeline(records, writer, () => undefined);
}

/**
 * The report as an XLSX workbook of one sheet, streamed (exceljs WorkbookWriter): each row is committed to the
 * compressed sheet as it arrives and not kept, and the writer waits while the client is behind. Text cells are
 * written as plain strings (a value is a formula only when written as one), each through neutraliseSpreadsheetText as
 * in the CSV file, so editing one never turns what a user typed into a formula; the date column is a date cell.
 */
export function xlsxFile(
  sheetName: string,
  columns: readonly ReportColumn[],
  batches: AsyncIterable<ExportRow[]>,
): ReadableStream {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ key, width }) => ({
    header: key,
    key,
    width,
    ...(key === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
  }));
  const write = async () => {
    for await (const batch of batches) {
      for (const [index, row] of batch.entries()) {
        // Building a row's XML is synchronous work: the loop gets a turn every few dozen rows, so other requests
        // (a health check, another user's search) are not held behind a whole batch.
        if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
        const cells = Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            key === 'date' && typeof value === 'string'
              ? new Date(value)
              : typeof value === 'string'
                ? neutraliseSpreadsheetText(value)
                : value,
          ]),
        );
        sheet.addRow(cells).commit();
      }
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
