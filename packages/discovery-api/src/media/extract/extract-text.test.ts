import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
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
  type SampleContent,
} from '../../seed/sample-files/index.js';
import { detectFileType } from './detect-file-type.js';
import { extractText, MAX_TEXT_CHARS, normaliseText } from './extract-text.js';
import { ExtractionError } from './extraction-error.js';

const UNIQUE = 'zanzibarquokka';
const content: SampleContent = {
  title: 'Annual Harbour Review',
  paragraphs: [
    `The ${UNIQUE} was seen near the pier.`,
    'Cargo volumes rose by 12% on the year.',
    'Café owners reported a busy summer.',
  ],
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
    const result = await extractText(
      await samplePptx({ title: 'Deck', paragraphs: ['alpha one', 'bravo two', 'charlie three'] }),
      { fileName: 'deck.pptx' },
    );
    assert.equal(result.pageCount, 3);
    assert.equal(
      result.text,
      ['Deck\nalpha one\nSlide 1 of 3.', 'Deck\nbravo two\nSlide 2 of 3.', 'Deck\ncharlie three\nSlide 3 of 3.'].join(
        '\n\n',
      ),
    );
  });

  it('reads spreadsheet cells row by row, sheet by sheet', async () => {
    const result = await extractText(
      await sampleXlsx({ title: 'Book', paragraphs: ['first cell text', 'second cell text'] }),
      { fileName: 'book.xlsx' },
    );
    assert.equal(
      result.text,
      'Paragraphs\nBook\nNo. Text Words\n1 first cell text 3\n2 second cell text 3\n\nSummary\nTitle Book\nParagraphs 2\nWords 6',
    );
  });

  it('counts PDF pages and keeps text from the last page', async () => {
    const paragraphs = Array.from(
      { length: 60 },
      (_, i) => `Paragraph number ${i + 1}. ${'More words to fill the page. '.repeat(10)}`,
    );
    const result = await extractText(await samplePdf({ title: 'Pages', paragraphs }), { fileName: 'pages.pdf' });
    assert.ok(result.pageCount! > 3, `pageCount ${result.pageCount}`);
    assert.match(result.text, /Paragraph number 60\./);
  });

  it('drops scripts and styles from HTML and takes the title from <title>', async () => {
    const html =
      '<html><head><title>Only &amp; here</title><style>p{color:red}</style></head><body><script>var secret = 1;</script><p>Visible <b>text</b></p></body></html>';
    const result = await extractText(new TextEncoder().encode(html), { fileName: 'page.html' });
    assert.equal(result.text, 'Visible text');
    assert.equal(result.title, 'Only & here');
  });

  it('strips a byte-order mark from text', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('hello')]);
    assert.equal((await extractText(bytes, { fileName: 'bom.txt' })).text, 'hello');
  });

  it('uses the given MIME type when the name has no extension', async () => {
    const result = await extractText(new TextEncoder().encode('plain words'), {
      fileName: 'upload',
      mimeType: 'text/plain',
    });
    assert.deepEqual(result, { text: 'plain words', mimeType: 'text/plain', typeClass: 'document' });
  });

  it(`caps the text at ${MAX_TEXT_CHARS} characters`, async () => {
    const long = 'word '.repeat(500_000); // 2,500,000 characters
    const result = await extractText(new TextEncoder().encode(long), { fileName: 'long.txt' });
    assert.equal(result.text.length, MAX_TEXT_CHARS);
  });
});

/** An XMP packet around `properties` (RDF/XML inside one rdf:Description with the usual namespaces). */
const xmp = (properties: string, attributes = '') => `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"
 xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" ${attributes}>${properties}</rdf:Description>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A small plain image, as sharp makes it: no metadata unless added. */
const plainImage = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } });

/** A JPEG with an APP13 (Photoshop IRB) segment holding IPTC-IIM datasets (record 2), in UTF-8. */
async function jpegWithIptc(datasets: [number, string][]): Promise<Uint8Array> {
  const dataset = ([tag, text]: [number, string]) => {
    const value = Buffer.from(text, 'utf8');
    return Buffer.concat([Buffer.from([0x1c, 2, tag, value.length >> 8, value.length & 0xff]), value]);
  };
  const utf8Marker = Buffer.from([0x1c, 1, 90, 0, 3, 0x1b, 0x25, 0x47]); // 1:90 CodedCharacterSet = ESC % G
  const iptc = Buffer.concat([utf8Marker, ...datasets.map(dataset)]);
  const resource = Buffer.alloc(12);
  resource.write('8BIM', 0, 'latin1');
  resource.writeUInt16BE(0x0404, 4); // IPTC-NAA record; name: empty Pascal string, padded
  resource.writeUInt32BE(iptc.length, 8);
  const payload = Buffer.concat([
    Buffer.from('Photoshop 3.0\0', 'latin1'),
    resource,
    iptc,
    Buffer.alloc(iptc.length % 2),
  ]);
  const header = Buffer.from([0xff, 0xed, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  const jpeg = await plainImage().jpeg().toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]); // right after SOI
}

/** A GIF with an XMP application extension ("XMP DataXMP" + packet + magic trailer) after its colour table. */
async function gifWithXmp(packet: string): Promise<Uint8Array> {
  const gif = await plainImage().gif().toBuffer();
  const flags = gif[10]!;
  const end = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const trailer = Buffer.from([1, ...Array.from({ length: 256 }, (_, i) => 255 - i), 0]);
  const extension = Buffer.concat([Buffer.from('\x21\xff\x0bXMP DataXMP', 'latin1'), Buffer.from(packet), trailer]);
  return Buffer.concat([gif.subarray(0, end), extension, gif.subarray(end)]);
}

describe('extractText of images', () => {
  for (const [fileName, generate, mimeType] of [
    ['photo.png', samplePng, 'image/png'],
    ['photo.jpg', sampleJpeg, 'image/jpeg'],
  ] as const) {
    it(`reads the title and paragraphs embedded in a sample ${fileName}`, async () => {
      const result = await extractText(await generate(content), { fileName });
      assert.equal(result.mimeType, mimeType);
      assert.equal(result.typeClass, 'image');
      assert.equal(result.title, content.title);
      assert.ok(result.text.startsWith(`${content.title}\n`), `title not first: ${result.text}`);
      assert.ok(result.text.includes(UNIQUE), `no ${UNIQUE} in: ${result.text}`);
      // The JPEG's EXIF ImageDescription repeats the paragraphs in ASCII ("Cafe"): one copy is kept, with its accent.
      assert.equal(result.text.match(/owners reported/g)?.length, 1, result.text);
      assert.ok(result.text.includes('Café owners'), result.text);
    });
  }

  it('keeps XML special characters of the title and description as text', async () => {
    const special = { title: 'Tom & Jerry <b>"live"</b>', paragraphs: ['Fish & chips <b>&" here', "It's 5 > 3"] };
    for (const [fileName, generate] of [
      ['special.png', samplePng],
      ['special.jpg', sampleJpeg],
    ] as const) {
      const result = await extractText(await generate(special), { fileName });
      assert.equal(result.text, 'Tom & Jerry <b>"live"</b>\nFish & chips <b>&" here\n\nIt\'s 5 > 3', fileName);
      assert.equal(result.title, special.title);
    }
  });

  it('gives empty text for images without metadata', async () => {
    for (const [fileName, format, mimeType] of [
      ['plain.png', 'png', 'image/png'],
      ['plain.jpg', 'jpeg', 'image/jpeg'],
      ['plain.webp', 'webp', 'image/webp'],
      ['plain.gif', 'gif', 'image/gif'],
    ] as const) {
      const bytes = await plainImage().toFormat(format).toBuffer();
      assert.deepEqual(await extractText(bytes, { fileName }), { text: '', mimeType, typeClass: 'image' });
    }
  });

  it('gives empty text, not an error, for corrupt images', async () => {
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24);
    const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const corrupt: [string, Uint8Array][] = [
      ['random.jpg', random],
      ['broken.png', new Uint8Array([...pngSignature, ...random.subarray(0, 200)])],
      [
        'broken.jpg',
        new Uint8Array([
          0xff,
          0xd8,
          0xff,
          0xe1,
          0x7f,
          0xff,
          ...new TextEncoder().encode('Exif\0\0II*\0'),
          ...random.subarray(0, 64),
        ]),
      ],
      [
        'cut.webp',
        (
          await plainImage()
            .withXmp(xmp('<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Gone</rdf:li></rdf:Alt></dc:title>'))
            .webp()
            .toBuffer()
        ).subarray(0, 40),
      ],
    ];
    for (const [fileName, bytes] of corrupt) {
      const result = await extractText(bytes, { fileName });
      assert.equal(result.text, '', fileName);
      assert.equal(result.typeClass, 'image', fileName);
    }
  });

  it('orders title, headline, descriptions, keywords, then people, places and credits, each value once', async () => {
    const packet = xmp(
      `<dc:creator><rdf:Seq><rdf:li>Ana Lopes</rdf:li></rdf:Seq></dc:creator>
       <dc:subject><rdf:Bag><rdf:li>harbour</rdf:li><rdf:li>dhow</rdf:li></rdf:Bag></dc:subject>
       <dc:description><rdf:Alt><rdf:li xml:lang="de">Boote im Hafen</rdf:li><rdf:li xml:lang="x-default">Boats in the harbour &amp; bay</rdf:li></rdf:Alt></dc:description>
       <photoshop:Headline>Dhows return at dusk</photoshop:Headline>
       <Iptc4xmpExt:LocationShown><rdf:Bag><rdf:li rdf:parseType="Resource">
         <Iptc4xmpExt:City>Stone Town</Iptc4xmpExt:City><Iptc4xmpExt:LocationId>https://example.org/loc/42</Iptc4xmpExt:LocationId>
       </rdf:li></rdf:Bag></Iptc4xmpExt:LocationShown>
       <purl:title xmlns:purl="http://purl.org/dc/elements/1.1/"><rdf:Alt><rdf:li xml:lang="x-default">Evening Harbour</rdf:li></rdf:Alt></purl:title>`,
      'photoshop:City="Zanzibar City"',
    );
    const webp = await plainImage()
      .withXmp(packet)
      .withExif({
        IFD0: {
          ImageDescription: 'OLYMPUS DIGITAL CAMERA',
          XPKeywords: 'Harbour;sunset',
          Artist: 'Ana Lopes',
          Copyright: 'Copyright 2024 Dhow Photo',
        },
      })
      .webp()
      .toBuffer();
    const result = await extractText(webp, { fileName: 'harbour.webp' });
    assert.equal(
      result.text,
      [
        'Evening Harbour',
        'Dhows return at dusk',
        'Boats in the harbour & bay',
        'Boote im Hafen',
        'harbour, dhow, sunset',
        'Stone Town',
        'Zanzibar City',
        'Ana Lopes',
        'Copyright 2024 Dhow Photo',
      ].join('\n'),
    );
    assert.equal(result.title, 'Evening Harbour');
  });

  it('reads IPTC datasets of a JPEG (APP13) as UTF-8', async () => {
    const jpeg = await jpegWithIptc([
      [5, 'Fjord Ferry'],
      [120, 'The ferry crosses the fjord at Ålesund'],
      [25, 'ferry'],
      [25, 'fjord'],
      [25, 'Møre og Romsdal'],
      [80, 'Kari Nordmann'],
    ]);
    const result = await extractText(jpeg, { fileName: 'ferry.jpg' });
    assert.equal(
      result.text,
      'Fjord Ferry\nThe ferry crosses the fjord at Ålesund\nferry, fjord, Møre og Romsdal\nKari Nordmann',
    );
    assert.equal(result.title, 'Fjord Ferry');
  });

  it('reads XMP from TIFF and GIF files', async () => {
    const packet = xmp(
      '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Lighthouse</rdf:li></rdf:Alt></dc:title><dc:subject><rdf:Bag><rdf:li>coast</rdf:li></rdf:Bag></dc:subject>',
    );
    const tiff = await plainImage().withXmp(packet).tiff().toBuffer();
    assert.equal((await extractText(tiff, { fileName: 'lighthouse.tif' })).text, 'Lighthouse\ncoast');
    const gif = await gifWithXmp(packet);
    assert.equal((await sharp(gif).metadata()).format, 'gif', 'the GIF stays readable');
    assert.deepEqual(await extractText(gif, { fileName: 'lighthouse.gif' }), {
      text: 'Lighthouse\ncoast',
      title: 'Lighthouse',
      mimeType: 'image/gif',
      typeClass: 'image',
    });
  });

  it('treats a .pdf that is really a PNG as an image', async () => {
    const png = await samplePng(content);
    assert.deepEqual(await detectFileType(png, 'contract.pdf'), {
      extension: 'png',
      mimeType: 'image/png',
      typeClass: 'image',
    });
    const result = await extractText(png, { fileName: 'contract.pdf' });
    assert.deepEqual([result.mimeType, result.typeClass, result.title], ['image/png', 'image', content.title]);
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
    await rejectsNaming(
      random,
      'memo.docx',
      /^memo\.docx could not be read as a Word document \(DOCX\): it is not a valid ZIP package/,
    );
  });

  it('throws an ExtractionError for a truncated PPTX and XLSX', async () => {
    const pptx = await samplePptx(content);
    await rejectsNaming(
      pptx.subarray(0, pptx.length - 100),
      'deck.pptx',
      /^deck\.pptx could not be read as a PowerPoint presentation/,
    );
    const xlsx = await sampleXlsx(content);
    await rejectsNaming(
      xlsx.subarray(0, xlsx.length - 100),
      'book.xlsx',
      /^book\.xlsx could not be read as an Excel workbook/,
    );
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
    const filler =
      'The committee reviewed the figures for each region and agreed on the next steps for the programme. '.repeat(5);
    const pdf = await samplePdf({
      title: 'Long report',
      paragraphs: Array.from({ length: 360 }, (_, i) => `Paragraph ${i + 1}. ${filler}`),
    });
    let started = performance.now();
    const pdfResult = await extractText(pdf, { fileName: 'long.pdf' });
    const pdfMs = performance.now() - started;
    assert.equal(pdfResult.pageCount, 50);
    assert.match(pdfResult.text, /Paragraph 360\./);

    const pptx = await samplePptx({
      title: 'Big deck',
      paragraphs: Array.from({ length: 200 }, (_, i) => `Slide body ${i + 1}. ${filler}`),
    });
    started = performance.now();
    const pptxResult = await extractText(pptx, { fileName: 'big.pptx' });
    const pptxMs = performance.now() - started;
    assert.equal(pptxResult.pageCount, 200);
    assert.match(pptxResult.text, /Slide body 200\./);

    t.diagnostic(
      `50-page PDF (${pdf.length} bytes): ${pdfMs.toFixed(0)} ms; 200-slide PPTX (${pptx.length} bytes): ${pptxMs.toFixed(0)} ms`,
    );
  });
});
