import { compile } from 'html-to-text';

const NOT_TEXT = ['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'img'].map((selector) => ({
  selector,
  format: 'skip',
}));

/** HTML to readable text: no line wrapping, link targets and images left out, headings not upper-cased. */
const toText = compile({
  wordwrap: false,
  selectors: [
    ...NOT_TEXT,
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/** Just the <title> element's text ('' when the page has none). */
const titleText = compile({ wordwrap: false, baseElements: { selectors: ['title'], returnDomByDefault: false } });

/**
 * Decodes HTML bytes: a byte-order mark wins, then a `<meta charset>` (or http-equiv content type) in
 * the first 1024 bytes, when the runtime knows that encoding; otherwise UTF-8.
 */
function decodeHtml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const label = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head)?.[1];
  let encoding = 'utf-8';
  if (label) {
    try {
      encoding = new TextDecoder(label).encoding;
    } catch {
      // An encoding the runtime does not know: read as UTF-8.
    }
  }
  // TextDecoder already honours (and strips) a UTF-8 BOM; UTF-16 BOMs are checked here.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * The visible text of an HTML page (html-to-text, from <body>, or the whole document when it has no
 * body): scripts, styles, embedded SVG and images dropped; and the title from <title>.
 */
export function readHtml(bytes: Uint8Array): { text: string; title?: string } {
  const html = decodeHtml(bytes);
  const title = titleText(html).replace(/\s+/g, ' ').trim();
  return { text: toText(html), title: title || undefined };
}
