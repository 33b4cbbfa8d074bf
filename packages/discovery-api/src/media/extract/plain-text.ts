/**
 * Decodes text bytes: UTF-16 when they start with its byte-order mark, else UTF-8 (a UTF-8 BOM is
 * stripped; invalid sequences become U+FFFD rather than failing).
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * The text of a plain-text, Markdown or CSV file, as written (CSV rows stay lines, Markdown keeps its
 * markup). A Markdown file's title is its first level-1 heading ("# Title"), when it has one.
 */
export function readPlainText(bytes: Uint8Array, extension: string): { text: string; title?: string } {
  const text = decodeText(bytes);
  if (extension !== 'md' && extension !== 'markdown') return { text };
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1]?.trim();
  return { text, title: heading || undefined };
}
