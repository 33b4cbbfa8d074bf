import { escapeUTF8 } from 'entities';
import JSZip from 'jszip';
import { SAMPLE_DATE, type SampleContent } from './sample-content.js';

// A minimal SpreadsheetML package written by hand with JSZip (no SheetJS/exceljs): content types,
// package and workbook relationships, core/app properties, a workbook of two sheets, shared strings
// and a small style sheet (style 1 = bold, style 2 = wrapped text). Excel and LibreOffice open it.

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
/** Excel's limit on the characters of one cell; longer paragraphs are cut to it. */
const MAX_CELL_CHARS = 32_767;
const BOLD = 1;
const WRAPPED = 2;

type Cell = { text: string; style?: number } | { number: number; style?: number };
type Sheet = { name: string; columnWidths: number[]; rows: Cell[][] };

/** XML-escaped text without the control characters XML 1.0 cannot carry. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeUTF8(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

/** Collects each distinct string once, in first-use order, as the shared-strings table does. */
class SharedStrings {
  readonly list: string[] = [];
  /** How many cells refer to the table (the `count` of sharedStrings.xml). */
  references = 0;
  private readonly index = new Map<string, number>();
  indexOf(text: string): number {
    this.references += 1;
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.list.push(text) - 1;
      this.index.set(text, at);
    }
    return at;
  }
}

function sheetXml(sheet: Sheet, strings: SharedStrings): string {
  const cols = sheet.columnWidths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const rows = sheet.rows
    .map((cells, r) => {
      const xml = cells.map((cell, c) => {
        const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
        const style = cell.style ? ` s="${cell.style}"` : '';
        return 'text' in cell
          ? `<c r="${ref}"${style} t="s"><v>${strings.indexOf(cell.text.slice(0, MAX_CELL_CHARS))}</v></c>`
          : `<c r="${ref}"${style}><v>${cell.number}</v></c>`;
      });
      return `<row r="${r + 1}">${xml.join('')}</row>`;
    })
    .join('');
  return `${XML_HEADER}<worksheet xmlns="${MAIN_NS}"><cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

const STYLES = `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

function sheetsOf(content: SampleContent): Sheet[] {
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return [
    {
      name: 'Paragraphs',
      columnWidths: [8, 100, 10],
      rows: [
        [{ text: content.title, style: BOLD }],
        [
          { text: 'No.', style: BOLD },
          { text: 'Text', style: BOLD },
          { text: 'Words', style: BOLD },
        ],
        ...content.paragraphs.map((text, i): Cell[] => [
          { number: i + 1 },
          { text, style: WRAPPED },
          { number: wordCount(text) },
        ]),
      ],
    },
    {
      name: 'Summary',
      columnWidths: [14, 60],
      rows: [
        [{ text: 'Title', style: BOLD }, { text: content.title }],
        [{ text: 'Paragraphs', style: BOLD }, { number: content.paragraphs.length }],
        [
          { text: 'Words', style: BOLD },
          { number: content.paragraphs.reduce((sum, text) => sum + wordCount(text), 0) },
        ],
      ],
    },
  ];
}

/**
 * A real Excel workbook (SpreadsheetML built with JSZip): sheet "Paragraphs" has the title in A1, a
 * header row, then one row per paragraph (number, text, word count); sheet "Summary" has the title and
 * the counts. Text cells use the shared-strings table, as Excel writes them. The title is also in the
 * document properties; dates are SAMPLE_DATE, so the same content gives the same bytes.
 */
export async function sampleXlsx(content: SampleContent): Promise<Uint8Array> {
  const sheets = sheetsOf(content);
  const strings = new SharedStrings();
  const sheetParts = sheets.map((sheet) => sheetXml(sheet, strings));
  const stamp = SAMPLE_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');

  const zip = new JSZip();
  const add = (name: string, xml: string) => zip.file(name, xml, { date: SAMPLE_DATE, createFolders: false });
  add(
    '[Content_Types].xml',
    `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
      sheets
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>`,
        )
        .join('') +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${CONTENT_TYPE}.sharedStrings+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
      '</Types>',
  );
  add(
    '_rels/.rels',
    `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
      `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/>` +
      '</Relationships>',
  );
  add(
    'docProps/core.xml',
    `${XML_HEADER}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
      `<dc:title>${xmlText(content.title)}</dc:title><dc:creator>Portal sample generator</dc:creator>` +
      `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
      '</cp:coreProperties>',
  );
  add(
    'docProps/app.xml',
    `${XML_HEADER}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Portal sample generator</Application></Properties>`,
  );
  add(
    'xl/workbook.xml',
    `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
      sheets
        .map((sheet, i) => `<sheet name="${xmlText(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('') +
      '</sheets></workbook>',
  );
  const n = sheets.length;
  add(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      sheets
        .map(
          (_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('') +
      `<Relationship Id="rId${n + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId${n + 2}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
      '</Relationships>',
  );
  sheetParts.forEach((xml, i) => add(`xl/worksheets/sheet${i + 1}.xml`, xml));
  add(
    'xl/sharedStrings.xml',
    `${XML_HEADER}<sst xmlns="${MAIN_NS}" count="${strings.references}" uniqueCount="${strings.list.length}">` +
      strings.list.map((text) => `<si><t xml:space="preserve">${xmlText(text)}</t></si>`).join('') +
      '</sst>',
  );
  add('xl/styles.xml', STYLES);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', platform: 'DOS' });
}
