/** Longest file name kept (the extension is kept whole when a name is shortened). */
export const MAX_FILE_NAME_LENGTH = 180;

/**
 * A file name safe for a blob name, the form the server gives the files of an asset's folder and the only form
 * it accepts back: the last segment of whatever path was given, with every character other than letters,
 * digits, space, '.', '_', '-', '(' and ')' replaced by '_', runs of spaces collapsed, and leading or trailing
 * dots and spaces removed (so '.', '..' and hidden names cannot appear). Undefined when nothing usable is left.
 * The uploader applies it too, so the name the user sees is the name kept.
 */
export function sanitiseFileName(name: string): string | undefined {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return undefined;
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}
