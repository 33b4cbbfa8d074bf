import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  sampleCsv,
  sampleDocx,
  sampleHtml,
  sampleJpeg,
  sampleMarkdown,
  samplePdf,
  samplePng,
  samplePptx,
  sampleText,
  sampleXlsx,
} from './index.js';

const content = { title: 'Harbour Report', paragraphs: ['The harbour was busy.', 'Ships came & went <daily>.'] };
const generators = {
  samplePdf,
  sampleDocx,
  samplePptx,
  sampleXlsx,
  sampleHtml,
  sampleText,
  sampleMarkdown,
  sampleCsv,
  samplePng,
  sampleJpeg,
};

describe('sample generators', () => {
  it('give identical bytes for the same content, and different bytes for another title', async () => {
    for (const [name, generate] of Object.entries(generators)) {
      const first = Buffer.from(await generate(content));
      const again = Buffer.from(await generate({ ...content, paragraphs: [...content.paragraphs] }));
      const other = Buffer.from(await generate({ ...content, title: 'Airport Report' }));
      assert.ok(first.length > 0, name);
      assert.ok(first.equals(again), `${name} is not deterministic`);
      assert.ok(!first.equals(other), `${name} ignores the title`);
    }
  });

  it('writes a PDF with the title in its properties and as many pages as the text needs', async () => {
    const paragraphs = Array.from(
      { length: 120 },
      (_, i) => `Paragraph ${i + 1}: ${'lorem ipsum dolor sit amet '.repeat(8)}`,
    );
    const pdf = await PDFDocument.load(await samplePdf({ title: 'Long read', paragraphs }));
    assert.equal(pdf.getTitle(), 'Long read');
    assert.ok(pdf.getPageCount() > 5, `only ${pdf.getPageCount()} pages`);
    assert.equal(pdf.getCreationDate()?.toISOString(), '2024-01-01T00:00:00.000Z');
  });

  it('writes one slide per paragraph', async () => {
    const zip = await JSZip.loadAsync(await samplePptx({ title: 'Deck', paragraphs: ['a', 'b', 'c', 'd'] }));
    assert.deepEqual(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .sort(),
      ['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml', 'ppt/slides/slide3.xml', 'ppt/slides/slide4.xml'],
    );
    const core = await zip.file('docProps/core.xml')!.async('string');
    assert.match(core, /<dc:title>Deck<\/dc:title>/);
    assert.match(core, /<dcterms:created[^>]*>2024-01-01T00:00:00Z</);
  });

  it('writes a complete SpreadsheetML package with escaped shared strings', async () => {
    const zip = await JSZip.loadAsync(await sampleXlsx(content));
    for (const part of [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'docProps/core.xml',
    ]) {
      assert.ok(zip.file(part), `missing ${part}`);
    }
    const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
    assert.match(strings, /Ships came &amp; went &lt;daily&gt;\./);
    assert.match(
      await zip.file('xl/workbook.xml')!.async('string'),
      /<sheet name="Paragraphs" sheetId="1" r:id="rId1"\/>/,
    );
  });

  it('draws 1200×800 pictures', async () => {
    const png = await sharp(await samplePng(content)).metadata();
    const jpeg = await sharp(await sampleJpeg(content)).metadata();
    assert.deepEqual([png.format, png.width, png.height], ['png', 1200, 800]);
    assert.deepEqual([jpeg.format, jpeg.width, jpeg.height], ['jpeg', 1200, 800]);
  });

  it('escapes text in HTML and quotes CSV fields', async () => {
    const html = new TextDecoder().decode(await sampleHtml(content));
    assert.match(html, /<title>Harbour Report<\/title>/);
    assert.match(html, /<p>Ships came &amp; went &lt;daily&gt;\.<\/p>/);
    const csv = new TextDecoder().decode(await sampleCsv({ title: 'T', paragraphs: ['Hello, "world"'] }));
    assert.equal(csv, 'title,paragraph,text\r\nT,1,"Hello, ""world"""\r\n');
  });
});
