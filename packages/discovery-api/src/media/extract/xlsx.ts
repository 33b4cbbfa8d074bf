import {
  attributeOf,
  childrenOf,
  coreTitle,
  findAll,
  mainPartPath,
  openPackage,
  readXml,
  relationshipsOf,
  requireXml,
  tagOf,
  textWithin,
  type XmlNode,
} from './ooxml.js';

/** Phonetic guides (ruby text) repeat a string's reading; they are not part of its text. */
const SKIP = new Set(['rPh']);

/** The text of every shared string (si), by index; rich-text runs are joined. */
function sharedStringsOf(xml: XmlNode[] | undefined): string[] {
  return xml ? findAll(xml, 'si').map((si) => textWithin([si], 't', { skipTags: SKIP })) : [];
}

/** What a cell shows, as text: shared or inline strings, booleans as TRUE/FALSE, numbers as stored. */
function cellText(cell: XmlNode, shared: string[]): string {
  const type = attributeOf(cell, 't');
  if (type === 'inlineStr') return textWithin(findAll(childrenOf(cell), 'is'), 't', { skipTags: SKIP });
  const value = textWithin(findAll(childrenOf(cell), 'v'), 'v');
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/**
 * The text of an Excel workbook, sheet by sheet in workbook order: the sheet's name on a line, then
 * one line per row with its non-empty cells separated by tabs. Text cells are resolved through the
 * shared-strings table; numbers and dates appear as stored (dates as serial numbers), formulas as
 * their cached results. Also gives the title from the document properties.
 */
export async function readXlsx(bytes: Uint8Array): Promise<{ text: string; title?: string }> {
  const zip = await openPackage(bytes);
  const workbookPath = await mainPartPath(zip, 'xl/workbook.xml');
  const workbook = await requireXml(zip, workbookPath);
  const rels = await relationshipsOf(zip, workbookPath);
  const sharedPath = [...rels.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
  const shared = sharedStringsOf(sharedPath ? await readXml(zip, sharedPath) : undefined);

  const blocks: string[] = [];
  for (const sheet of findAll(workbook, 'sheet')) {
    const path = rels.get(attributeOf(sheet, 'r:id') ?? '')?.target;
    const xml = path ? await readXml(zip, path) : undefined;
    if (!xml) continue; // chart sheets and dialog sheets have no cells
    const rows = findAll(xml, 'row').map((row) =>
      childrenOf(row)
        .filter((node) => tagOf(node) === 'c')
        .map((cell) => cellText(cell, shared).trim())
        .filter(Boolean)
        .join('\t'),
    );
    blocks.push([attributeOf(sheet, 'name') ?? '', ...rows.filter(Boolean)].join('\n'));
  }
  return { text: blocks.join('\n\n'), title: await coreTitle(zip) };
}
