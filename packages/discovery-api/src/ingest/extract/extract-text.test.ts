import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
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
  type SampleContent,
} from '../samples/index.js';
import { detectFileType } from './detect-file-type.js';
import { extractText, MAX_TEXT_CHARS, normaliseText } from './extract-text.js';
import { ExtractionError } from './extraction-error.js';

const UNIQUE = 'zanzibarquokka';
const content: SampleContent = {
  title: 'Annual Harbour Review',
  paragraphs: [`The ${UNIQUE} was seen near the pier.`, 'Cargo volumes rose by 12% on the year.', 'Café owners reported a busy summer.'],
};

/** Each readable type: its sample generator, file name, expected class and whether it carries a title property. */
const cases = [
  { fileName: 'review.pdf', generate: samplePdf, typeClass: 'pdf', titled: true },
  { fileName: 'review.docx', generate: sampleDocx, typeClass: 'document', titled: true },
  { fileName: 'review.pptx', generate: samplePptx, typeClass: 'presentation', titled: true },
  { fileName: 'review.xlsx', generate: sampleXlsx, typeClass: 'spreadsheet', titled: true },
  { fileName: 'review.html', generate: sampleHtml, typeClass: 'html', titled: true },
  { fileName: 'review.md', generate: sampleMarkdown, typeClass: 'document', titled: true },
  { fileName: 'review.txt', generate: sampleText, typeClass: 'document', titled: false },
  { fileName: 'review.csv', generate: sampleCsv, typeClass: 'spreadsheet', titled: false },
] as const;

describe('extractText of generated samples', () => {
  for (const { fileName, generate, typeClass, titled } of cases) {
    it(`reads ${fileName}`, async () => {
      const bytes = await generate(content);
      assert.equal((await detectFileType(bytes, fileName)).typeClass, typeClass);
      const result = await extractText(bytes, { fileName });
      assert.equal(result.typeClass, typeClass);
      assert.ok(result.text.includes(UNIQUE), `no ${UNIQUE} in: ${result.text.slice(0, 300)}`);
      assert.ok(result.text.includes(content.title), `no title in: ${result.text.slice(0, 300)}`);
      assert.ok(result.text.includes('Café owners'), 'accented text is kept');
      assert.equal(result.title, titled ? content.title : undefined);
    });
  }

  it('reads slides in order with their notes, and counts them', async () => {
    const result = await extractText(await samplePptx({ title: 'Deck', paragraphs: ['alpha one', 'bravo two', 'charlie three'] }), { fileName: 'deck.pptx' });
    assert.equal(result.pageCount, 3);
    assert.equal(result.text, ['Deck\nalpha one\nSlide 1 of 3.', 'Deck\nbravo two\nSlide 2 of 3.', 'Deck\ncharlie three\nSlide 3 of 3.'].join('\n\n'));
  });

  it('reads spreadsheet cells row by row, sheet by sheet', async () => {
    const result = await extractText(await sampleXlsx({ title: 'Book', paragraphs: ['first cell text', 'second cell text'] }), { fileName: 'book.xlsx' });
    assert.equal(
      result.text,
      'Paragraphs\nBook\nNo. Text Words\n1 first cell text 3\n2 second cell text 3\n\nSummary\nTitle Book\nParagraphs 2\nWords 6',
    );
  });

  it('counts PDF pages and keeps text from the last page', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph number ${i + 1}. ${'More words to fill the page. '.repeat(10)}`);
    const result = await extractText(await samplePdf({ title: 'Pages', paragraphs }), { fileName: 'pages.pdf' });
    assert.ok(result.pageCount! > 3, `pageCount ${result.pageCount}`);
    assert.match(result.text, /Paragraph number 60\./);
  });

  it('drops scripts and styles from HTML and takes the title from <title>', async () => {
    const html = '<html><head><title>Only &amp; here</title><style>p{color:red}</style></head><body><script>var secret = 1;</script><p>Visible <b>text</b></p></body></html>';
    const result = await extractText(new TextEncoder().encode(html), { fileName: 'page.html' });
    assert.equal(result.text, 'Visible text');
    assert.equal(result.title, 'Only & here');
  });

  it('strips a byte-order mark from text', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('hello')]);
    assert.equal((await extractText(bytes, { fileName: 'bom.txt' })).text, 'hello');
  });

  it('uses the given MIME type when the name has no extension', async () => {
    const result = await extractText(new TextEncoder().encode('plain words'), { fileName: 'upload', mimeType: 'text/plain' });
    assert.deepEqual(result, { text: 'plain words', mimeType: 'text/plain', typeClass: 'document' });
  });

  it(`caps the text at ${MAX_TEXT_CHARS} characters`, async () => {
    const long = 'word '.repeat(500_000); // 2,500,000 characters
    const result = await extractText(new TextEncoder().encode(long), { fileName: 'long.txt' });
    assert.equal(result.text.length, MAX_TEXT_CHARS);
  });
});

describe('extractText of other types', () => {
  it('gives images empty text and their class', async () => {
    for (const [fileName, generate, mimeType] of [['photo.png', samplePng, 'image/png'], ['photo.jpg', sampleJpeg, 'image/jpeg']] as const) {
      assert.deepEqual(await extractText(await generate(content), { fileName }), { text: '', mimeType, typeClass: 'image' });
    }
  });

  it('treats a .pdf that is really a PNG as an image', async () => {
    const png = await samplePng(content);
    assert.deepEqual(await detectFileType(png, 'contract.pdf'), { extension: 'png', mimeType: 'image/png', typeClass: 'image' });
    assert.deepEqual(await extractText(png, { fileName: 'contract.pdf' }), { text: '', mimeType: 'image/png', typeClass: 'image' });
  });
});

describe('extractText of corrupt files', () => {
  const rejectsNaming = async (bytes: Uint8Array, fileName: string, message: RegExp) => {
    await assert.rejects(extractText(bytes, { fileName }), (error: unknown) => {
      assert.ok(error instanceof ExtractionError, `not an ExtractionError: ${String(error)}`);
      assert.equal(error.fileName, fileName);
      assert.match(error.message, message);
      return true;
    });
  };

  it('throws an ExtractionError for a truncated PDF', async () => {
    const pdf = await samplePdf(content);
    await rejectsNaming(pdf.subarray(0, pdf.length / 3), 'report.pdf', /^report\.pdf could not be read as PDF: .+\.$/);
  });

  it('throws an ExtractionError for a .docx of random bytes', async () => {
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24);
    await rejectsNaming(random, 'memo.docx', /^memo\.docx could not be read as a Word document \(DOCX\): it is not a valid ZIP package/);
  });

  it('throws an ExtractionError for a truncated PPTX and XLSX', async () => {
    const pptx = await samplePptx(content);
    await rejectsNaming(pptx.subarray(0, pptx.length - 100), 'deck.pptx', /^deck\.pptx could not be read as a PowerPoint presentation/);
    const xlsx = await sampleXlsx(content);
    await rejectsNaming(xlsx.subarray(0, xlsx.length - 100), 'book.xlsx', /^book\.xlsx could not be read as an Excel workbook/);
  });
});

describe('normaliseText', () => {
  it('collapses spaces, trims lines, keeps single blank lines and drops control characters', () => {
    assert.equal(normaliseText('  a \t\u00a0 b \r\n\r\n\r\n\n c\u0000d  \n'), 'a b\n\ncd');
    assert.equal(normaliseText('line one\nline two'), 'line one\nline two');
    assert.equal(normaliseText('Cafe\u0301'), 'Café', 'composed to NFC');
  });
});

describe('extraction time (reported, not asserted)', () => {
  it('reads a 50-page PDF and a 200-slide PPTX', async (t) => {
    const filler = 'The committee reviewed the figures for each region and agreed on the next steps for the programme. '.repeat(5);
    const pdf = await samplePdf({ title: 'Long report', paragraphs: Array.from({ length: 360 }, (_, i) => `Paragraph ${i + 1}. ${filler}`) });
    let started = performance.now();
    const pdfResult = await extractText(pdf, { fileName: 'long.pdf' });
    const pdfMs = performance.now() - started;
    assert.equal(pdfResult.pageCount, 50);
    assert.match(pdfResult.text, /Paragraph 360\./);

    const pptx = await samplePptx({ title: 'Big deck', paragraphs: Array.from({ length: 200 }, (_, i) => `Slide body ${i + 1}. ${filler}`) });
    started = performance.now();
    const pptxResult = await extractText(pptx, { fileName: 'big.pptx' });
    const pptxMs = performance.now() - started;
    assert.equal(pptxResult.pageCount, 200);
    assert.match(pptxResult.text, /Slide body 200\./);

    t.diagnostic(`50-page PDF (${pdf.length} bytes): ${pdfMs.toFixed(0)} ms; 200-slide PPTX (${pptx.length} bytes): ${pptxMs.toFixed(0)} ms`);
  });
});
