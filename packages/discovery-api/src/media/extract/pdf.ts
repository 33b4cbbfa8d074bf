import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/**
 * The text of a PDF (unpdf, i.e. PDF.js built for servers), page by page with pages separated by
 * blank lines; the page count; and the title from the document information (or the XMP dc:title).
 * The bytes are copied first because PDF.js takes ownership of the buffer it is given. Scanned pages
 * without a text layer give no text (no OCR).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; title?: string; pageCount: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
  });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const { info, metadata } = await getMeta(pdf);
    const title = textOf(info?.Title) || textOf(xmpValue(metadata, 'dc:title')) || undefined;
    return { text: text.join('\n\n'), title, pageCount: totalPages };
  } finally {
    await pdf.destroy();
  }
}

/**
 * A property of the document's XMP packet. unpdf 1.7's getMeta types `metadata` as PDF.js's Metadata, but answers a
 * plain `{}` for a PDF without an XMP stream (PDF.js itself gives null), so `get` is there only when the packet is.
 */
function xmpValue(metadata: unknown, name: string): unknown {
  const get = (metadata as { get?: unknown } | null | undefined)?.get;
  return typeof get === 'function' ? (get as (key: string) => unknown).call(metadata, name) : undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
