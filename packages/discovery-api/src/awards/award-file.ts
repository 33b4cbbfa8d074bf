import {
  AWARD_IMPORT_COLUMNS,
  AWARD_IMPORT_LIMITS,
  type AwardImportColumn,
  type AwardPointLevel,
  type AwardsImportRowError,
} from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/**
 * Reading an awards results file (POST v2/awards/import), in a worker thread (award-files.ts): the file's cells to
 * checked rows, or every bad row with its row number, column and what is wrong. The header row names the columns
 * (AWARD_IMPORT_COLUMNS, matched without regard to case, spaces or punctuation: "Holding Company", "holding_company"
 * and "HOLDING-COMPANY" are one column); CSV (comma, semicolon or tab, UTF-8 with or without a byte-order mark) or
 * XLSX (its first worksheet). Work grows with the file, which the route bounds (AWARD_IMPORT_LIMITS.bytes, rows).
 */

export interface AwardFileRow {
  year: number;
  showName: string;
  category: string;
  title: string;
  product: string;
  advertiser: string;
  agency: string;
  network: string;
  holdingCompany: string;
  office: string;
  city: string;
  region: string;
  awardLevel: string;
  points: number | null;
  credits: number;
}

export interface AwardFileTask {
  bytes: Uint8Array;
  fileName: string;
  /** The site's levels: a row's level must be one of them (its spelling is taken from the scheme). */
  levels: AwardPointLevel[];
}

export type AwardFileResult =
  | { ok: true; rows: AwardFileRow[] }
  | { ok: false; error: string; rowErrors: AwardsImportRowError[]; rowsWithErrors: number };

const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const KNOWN_COLUMNS = new Map(
  (Object.keys(AWARD_IMPORT_COLUMNS) as AwardImportColumn[]).map((column) => [columnKey(column), column]),
);
const COLUMN_LIST = Object.keys(AWARD_IMPORT_COLUMNS).join(', ');

/** The file's cells, row by row (the header first), as text. */
async function cellsOf(task: AwardFileTask): Promise<string[][]> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const isZip = bytes.length > 3 && bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cell.text ?? '';
      });
      rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    return Array.from(rows, (row) => row ?? []);
  }
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  return parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: AWARD_IMPORT_LIMITS.cellChars * 40,
  }) as string[][];
}

/** The file as rows, or everything wrong with it. */
export async function readAwardFile(task: AwardFileTask): Promise<AwardFileResult> {
  let cells: string[][];
  try {
    cells = await cellsOf(task);
  } catch (error) {
    const reason = error instanceof TypeError ? 'it is not UTF-8 text' : (error as Error).message;
    return refuse(`'${task.fileName}' cannot be read as CSV or XLSX: ${reason}.`, [], 0);
  }
  const [header = [], ...body] = cells;
  const columns = header.map((name) => name.trim());
  const unknown = columns.filter((name) => name !== '' && !KNOWN_COLUMNS.has(columnKey(name)));
  const present = new Set(columns.map((name) => KNOWN_COLUMNS.get(columnKey(name))).filter(Boolean));
  const missing = (Object.keys(AWARD_IMPORT_COLUMNS) as AwardImportColumn[]).filter(
    (column) => AWARD_IMPORT_COLUMNS[column].required && !present.has(column),
  );
  if (unknown.length > 0 || missing.length > 0) {
    const problems = [
      ...missing.map((column) => ({ row: 1, column, message: `The column '${column}' is missing.` })),
      ...unknown.map((column) => ({
        row: 1,
        column,
        message: `The column '${column}' is not one the import knows (${COLUMN_LIST}).`,
      })),
    ];
    return refuse('The first row must name the columns: nothing was imported.', problems, 1);
  }
  const dataRows = body
    .map((row, index) => ({ row, number: index + 2 }))
    .filter(({ row }) => row.some((cell) => String(cell).trim() !== ''));
  if (dataRows.length === 0) return refuse(`'${task.fileName}' holds no results under its header row.`, [], 0);
  if (dataRows.length > AWARD_IMPORT_LIMITS.rows) {
    return refuse(
      `'${task.fileName}' holds ${dataRows.length} results; an import takes at most ${AWARD_IMPORT_LIMITS.rows}: split it by year.`,
      [],
      0,
    );
  }
  const levels = new Map(task.levels.map((entry) => [entry.level.trim().toLowerCase(), entry.level]));
  const levelList = task.levels.map((entry) => entry.level).join(', ');
  const columnAt = columns.map((name) => KNOWN_COLUMNS.get(columnKey(name)));
  const errors: AwardsImportRowError[] = [];
  let rowsWithErrors = 0;
  const rows: AwardFileRow[] = [];
  for (const { row, number } of dataRows) {
    const value = new Map<AwardImportColumn, string>();
    columnAt.forEach((column, index) => {
      if (column)
        value.set(
          column,
          String(row[index] ?? '')
            .trim()
            .replace(/\s+/g, ' '),
        );
    });
    const rowErrors: AwardsImportRowError[] = [];
    const fail = (column: AwardImportColumn, message: string) => rowErrors.push({ row: number, column, message });
    for (const [column, text] of value) {
      if (text.length > AWARD_IMPORT_LIMITS.cellChars)
        fail(column, `Longer than ${AWARD_IMPORT_LIMITS.cellChars} characters.`);
      else if (AWARD_IMPORT_COLUMNS[column].required && text === '') fail(column, 'Required: the cell is empty.');
    }
    const yearText = value.get('year') ?? '';
    const year = Number(yearText);
    const { first, last } = AWARD_IMPORT_LIMITS.years;
    if (yearText !== '' && (!/^\d{4}$/.test(yearText) || year < first || year > last))
      fail('year', `'${yearText}' is not a year from ${first} to ${last}.`);
    const levelText = value.get('award level') ?? '';
    const awardLevel = levels.get(levelText.toLowerCase());
    if (levelText !== '' && !awardLevel)
      fail('award level', `'${levelText}' is not an award level of the site (${levelList}).`);
    const pointsText = value.get('points') ?? '';
    const points = pointsText === '' ? null : Number(pointsText.replace(',', '.'));
    if (points !== null && (!Number.isFinite(points) || points < 0 || points > 1000))
      fail(
        'points',
        `'${pointsText}' is not a number of points from 0 to 1000 (leave it empty for the level's points).`,
      );
    const creditsText = value.get('credits') ?? '';
    const credits = creditsText === '' ? 0 : Number(creditsText);
    if (!Number.isInteger(credits) || credits < 0 || credits > AWARD_IMPORT_LIMITS.credits)
      fail('credits', `'${creditsText}' is not a whole number of people from 0 to ${AWARD_IMPORT_LIMITS.credits}.`);
    if (rowErrors.length > 0) {
      rowsWithErrors += 1;
      if (errors.length < AWARD_IMPORT_LIMITS.reportedErrors) errors.push(...rowErrors);
      continue;
    }
    rows.push({
      year,
      showName: value.get('show') ?? '',
      category: value.get('category') ?? '',
      title: value.get('title') ?? '',
      product: value.get('product') ?? '',
      advertiser: value.get('advertiser') ?? '',
      agency: value.get('agency') ?? '',
      network: value.get('network') ?? '',
      holdingCompany: value.get('holding company') ?? '',
      office: value.get('office') ?? '',
      city: value.get('city') ?? '',
      region: value.get('region') ?? '',
      awardLevel: awardLevel ?? levelText,
      points,
      credits,
    });
  }
  if (rowsWithErrors > 0) {
    return refuse(
      `${rowsWithErrors} of ${dataRows.length} rows cannot be imported: nothing was imported. Correct them and import the file again.`,
      errors.slice(0, AWARD_IMPORT_LIMITS.reportedErrors),
      rowsWithErrors,
    );
  }
  return { ok: true, rows };
}

const refuse = (error: string, rowErrors: AwardsImportRowError[], rowsWithErrors: number): AwardFileResult => ({
  ok: false,
  error,
  rowErrors,
  rowsWithErrors,
});
