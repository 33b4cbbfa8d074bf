import { AWARD_IMPORT_COLUMNS, AWARD_IMPORT_LIMITS } from '@portal/contracts';

/** The files an import takes, as the file picker offers them. */
export const IMPORT_ACCEPT = '.csv,.xlsx';

const MEGABYTES = AWARD_IMPORT_LIMITS.bytes / 1024 / 1024;

/** Why a file cannot be imported before it is sent (its kind, its size), or null: the server checks its rows. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return `“${file.name}” is not a CSV or XLSX file.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > AWARD_IMPORT_LIMITS.bytes) return `“${file.name}” is larger than ${MEGABYTES} MB: split it by year.`;
  return null;
}

/** The columns of an import file, required ones first, as the import's help lists them. */
export function importColumns(): { required: string[]; optional: string[] } {
  const entries = Object.entries(AWARD_IMPORT_COLUMNS);
  return {
    required: entries.filter(([, column]) => column.required).map(([name]) => name),
    optional: entries.filter(([, column]) => !column.required).map(([name]) => name),
  };
}

/** A template to fill in: the header row, every column in the import's order. */
export const importTemplate = () => `${Object.keys(AWARD_IMPORT_COLUMNS).join(',')}\n`;
