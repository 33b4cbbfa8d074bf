import { fileNameCopy, sanitiseFileName } from '@portal/contracts';

/**
 * The file name of a replacement in the asset's folder, `<docId>/<file name>`. The server takes a replacement
 * (POST v2/assets/{id}/versions) only from that folder and only in the sanitised form its own blob names use, so
 * the same rule (sanitiseFileName of @portal/contracts) is applied here and the name the user sees is the name
 * kept; 'replacement' when nothing usable is left of the chosen file's name.
 */
export function replacementFileName(name: string): string {
  return sanitiseFileName(name) ?? 'replacement';
}

/**
 * `name.ext`, then `name (2).ext`, `name (3).ext`, …: uploads never overwrite, so a taken name is varied, by the
 * same rule the server varies its own names with (fileNameCopy of @portal/contracts).
 */
export const nameVariant = (fileName: string, attempt: number): string => fileNameCopy(fileName, attempt);
