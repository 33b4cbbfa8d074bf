import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { extractText } from './extract-text.js';

/** An XMP packet whose dc:title is `title` (UTF-8, as PDF.js reads a Metadata stream). */
const xmpPacket = (title: string) =>
  new TextEncoder().encode(
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`,
  );

/**
 * A real one-page PDF (pdf-lib) with a line of text, and, when asked, a document-information Title and an XMP
 * Metadata stream on the catalog. Without `infoTitle` it has no document-information dictionary at all
 * (`updateMetadata: false` writes none).
 */
async function onePagePdf(options: { infoTitle?: string; xmpTitle?: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Harbour lights quokkameta on the pier.', { x: 56, y: 760, size: 12, font });
  if (options.infoTitle) doc.setTitle(options.infoTitle);
  if (options.xmpTitle) {
    const stream = doc.context.stream(xmpPacket(options.xmpTitle), { Type: 'Metadata', Subtype: 'XML' });
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  }
  return doc.save({ useObjectStreams: false });
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('readPdf: the title from the document information or XMP, whichever the PDF has', () => {
  const shapes = [
    { shape: 'no document information, no XMP', options: {}, title: undefined, info: false, xmp: false },
    { shape: 'XMP dc:title only', options: { xmpTitle: 'Tidal Atlas' }, title: 'Tidal Atlas', info: false, xmp: true },
    {
      shape: 'both an Info Title and an XMP dc:title (the Info Title wins)',
      options: { infoTitle: 'Harbour Review', xmpTitle: 'Tidal Atlas' },
      title: 'Harbour Review',
      info: true,
      xmp: true,
    },
  ];
  for (const { shape, options, title, info, xmp } of shapes) {
    it(`reads a one-page PDF with ${shape}`, async () => {
      const bytes = await onePagePdf(options);
      // The file really has the shape it is named for.
      assert.equal(/\/Info\s+\d+ 0 R/.test(latin1(bytes)), info, 'document-information dictionary');
      assert.equal(/\/Type\s*\/Metadata/.test(latin1(bytes)), xmp, 'XMP Metadata stream');

      const result = await extractText(bytes, { fileName: 'harbour.pdf' });
      assert.equal(result.text, 'Harbour lights quokkameta on the pier.');
      assert.equal(result.pageCount, 1);
      assert.equal(result.title, title);
    });
  }
});
