/** The longest file name the server keeps (the extension is kept whole when a name is shortened). */
const MAX_FILE_NAME_LENGTH = 180;

/**
 * The blob name of a replacement file in the asset's folder, `<docId>/<file name>`. The server takes a replacement
 * (POST v2/assets/{id}/versions) only from that folder and only in the sanitised form its own blob names use
 * (discovery-api uploader/blob-names.ts `sanitiseFileName`): the last path segment, characters other than letters,
 * digits, space, '.', '_', '-', '(' and ')' replaced by '_', spaces collapsed, no leading or trailing dots or spaces.
 * The same rule is applied here so the name the user sees is the name kept; the server checks it again and refuses
 * anything else, so the two can never silently disagree.
 */
export function replacementFileName(name: string): string {
  const cleaned = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return 'replacement';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** `name.ext`, then `name (2).ext`, `name (3).ext`, …: uploads never overwrite, so a taken name is varied. */
export function nameVariant(fileName: string, attempt: number): string {
  if (attempt <= 1) return fileName;
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${stem} (${attempt})${extension}`;
}
