import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { SAMPLE_DATE, type SampleContent } from './sample-content.js';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TITLE_SIZE = 20;
const BODY_SIZE = 11;
const LINE_HEIGHT = 15;
const PARAGRAPH_GAP = 8;

/** Replaces the characters a standard (WinAnsi) font cannot draw with '?', so any text can be written. */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\s+/g, ' '), (char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Splits text into lines no wider than `width`; a word wider than a line is cut into pieces. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ').filter(Boolean)) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real PDF (pdf-lib) with the title as a heading and the paragraphs as wrapped text in Helvetica,
 * drawn with text operators so that it can be extracted; it runs onto as many A4 pages as it needs.
 * The document's Title, Subject and dates are set (dates to SAMPLE_DATE, so output is byte-stable).
 * Characters Helvetica cannot encode (outside WinAnsi, e.g. CJK or emoji) are drawn as '?'.
 */
export async function samplePdf(content: SampleContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setSubject('Sample document');
  doc.setCreator('Portal sample generator');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(SAMPLE_DATE);
  doc.setModificationDate(SAMPLE_DATE);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const width = PAGE.width - 2 * MARGIN;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const writeLine = (text: string, font: PDFFont, size: number, height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    y -= height;
    page.drawText(text, { x: MARGIN, y, size, font });
  };

  for (const line of wrap(bold, TITLE_SIZE, drawable(bold, content.title), width)) {
    writeLine(line, bold, TITLE_SIZE, TITLE_SIZE * 1.3);
  }
  y -= PARAGRAPH_GAP * 2;
  for (const paragraph of content.paragraphs) {
    for (const line of wrap(regular, BODY_SIZE, drawable(regular, paragraph), width)) {
      writeLine(line, regular, BODY_SIZE, LINE_HEIGHT);
    }
    y -= PARAGRAPH_GAP;
  }
  return doc.save();
}
