import {
  attributeOf,
  coreTitle,
  findAll,
  mainPartPath,
  openPackage,
  relationshipsOf,
  requireXml,
  readXml,
  textWithin,
  type XmlNode,
} from './ooxml.js';

/** Fields (slide numbers, dates) are placeholders, not content. */
const SKIP = new Set(['a:fld']);
const BREAKS = { 'a:br': '\n', 'a:tab': '\t' };

/** The paragraphs (a:p) of a slide or notes part, one line each, empty ones left out. */
function paragraphs(xml: XmlNode[]): string[] {
  return findAll(xml, 'a:p')
    .map((p) => textWithin([p], 'a:t', { breakTags: BREAKS, skipTags: SKIP }).trim())
    .filter(Boolean);
}

/**
 * The text of a PowerPoint deck, slide by slide in presentation order (p:sldIdLst): every text
 * paragraph of the slide (titles, bodies, tables, in shape order), then its speaker notes. Slides are
 * separated by blank lines. Text inside charts and SmartArt diagrams (separate parts) is not read.
 * Also gives the number of slides and the title from the document properties.
 */
export async function readPptx(bytes: Uint8Array): Promise<{ text: string; title?: string; slideCount: number }> {
  const zip = await openPackage(bytes);
  const presentationPath = await mainPartPath(zip, 'ppt/presentation.xml');
  const presentation = await requireXml(zip, presentationPath);
  const rels = await relationshipsOf(zip, presentationPath);
  const slidePaths = findAll(presentation, 'p:sldId')
    .map((slide) => rels.get(attributeOf(slide, 'r:id') ?? '')?.target)
    .filter((path): path is string => Boolean(path));

  const slides: string[] = [];
  for (const slidePath of slidePaths) {
    const slide = await readXml(zip, slidePath);
    if (!slide) throw new Error(`the slide part ${slidePath} is missing`);
    const lines = paragraphs(slide);
    for (const rel of (await relationshipsOf(zip, slidePath)).values()) {
      if (!rel.type.endsWith('/notesSlide')) continue;
      const notes = await readXml(zip, rel.target);
      if (notes) lines.push(...paragraphs(notes));
    }
    slides.push(lines.join('\n'));
  }
  return { text: slides.join('\n\n'), title: await coreTitle(zip), slideCount: slidePaths.length };
}
