/** Longest file name kept (the extension is kept whole when a name is shortened). */
const MAX_FILE_NAME_LENGTH = 180;

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

/**
 * The n-th copy of a file name: the name itself for the first, then `name (2).ext`, `name (3).ext`, … (the number
 * goes before the extension; a name without one, or a leading-dot name, gets it at the end). Uploads never
 * overwrite, so a taken name is varied this way, by the server (uniqueFileName) and by the uploader alike.
 */
export function fileNameCopy(fileName: string, copy: number): string {
  if (copy <= 1) return fileName;
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${stem} (${copy})${extension}`;
}

/** The first copy of the name (fileNameCopy) that is not taken, compared without case. */
export function uniqueFileName(name: string, taken: ReadonlySet<string>): string {
  const lowerTaken = new Set([...taken].map((entry) => entry.toLowerCase()));
  for (let copy = 1; ; copy += 1) {
    const candidate = fileNameCopy(name, copy);
    if (!lowerTaken.has(candidate.toLowerCase())) return candidate;
  }
}
