import { escapeUTF8 } from 'entities';
import sharp from 'sharp';
import { sampleSeed, type SampleContent } from './sample-content.js';

const WIDTH = 1200;
const HEIGHT = 800;
const TITLE_LINE_CHARS = 30;
const TITLE_MAX_LINES = 3;

/** The title in at most three lines of about 30 characters (the last one ends in '…' when cut). */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > TITLE_LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > TITLE_MAX_LINES) {
    lines.length = TITLE_MAX_LINES;
    lines[TITLE_MAX_LINES - 1] += ' …';
  }
  return lines;
}

/**
 * The picture as SVG: a background and three shapes whose colours and places follow from the title
 * (sampleSeed), with the title written on a white band. Text needs a system font; without one the
 * shapes are still drawn.
 */
function pictureSvg(content: SampleContent): string {
  const seed = sampleSeed(content.title);
  const hue = seed % 360;
  const colour = (offset: number, lightness: number) => `hsl(${(hue + offset) % 360}, 65%, ${lightness}%)`;
  const x = 200 + ((seed >>> 9) % 400);
  const y = 150 + ((seed >>> 17) % 200);
  const text = titleLines(content.title)
    .map((line, i) => `<text x="600" y="${560 + i * 64}" text-anchor="middle">${escapeUTF8(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(0, 88)}"/>
  <circle cx="${x}" cy="${y}" r="180" fill="${colour(120, 55)}"/>
  <rect x="${x + 180}" y="${y - 120}" width="360" height="240" rx="24" fill="${colour(240, 50)}" opacity="0.85"/>
  <polygon points="100,760 300,440 500,760" fill="${colour(60, 45)}" opacity="0.8"/>
  <rect x="0" y="490" width="${WIDTH}" height="230" fill="#ffffff" opacity="0.85"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="52" font-weight="bold" fill="#1f2937">${text}</g>
</svg>`;
}

/** Most bytes of (XML-escaped) description embedded: a JPEG segment holds under 64 KB, and libvips drops larger metadata silently. */
const MAX_DESCRIPTION_BYTES = 30_000;

/** The paragraphs, blank-line separated, as many whole ones as fit in MAX_DESCRIPTION_BYTES once escaped; '' for none. */
function descriptionOf(paragraphs: readonly string[]): string {
  const kept: string[] = [];
  let size = 0;
  for (const paragraph of paragraphs) {
    size += Buffer.byteLength(escapeUTF8(paragraph)) + (kept.length ? 2 : 0);
    if (size > MAX_DESCRIPTION_BYTES) break;
    kept.push(paragraph);
  }
  // A first paragraph too long on its own is cut (5,000 characters escape to at most 30,000 bytes).
  if (!kept.length && paragraphs.length) kept.push(Array.from(paragraphs[0]!).slice(0, 5_000).join(''));
  return kept.join('\n\n');
}

/**
 * An XMP packet with the title as dc:title and the description as dc:description (both rdf:Alt with
 * an x-default item, as Adobe and IPTC tools write them), or undefined when there is neither.
 */
function xmpPacket(title: string, description: string): string | undefined {
  const alt = (name: string, text: string) =>
    text ? `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${escapeUTF8(text)}</rdf:li></rdf:Alt></${name}>` : '';
  if (!title && !description) return undefined;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   ${alt('dc:title', title)}${alt('dc:description', description)}
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="r"?>`;
}

/** The picture with the content as XMP metadata (title and paragraphs), ready for an output format. */
function picture(content: SampleContent): { image: ReturnType<typeof sharp>; description: string } {
  const description = descriptionOf(content.paragraphs);
  const image = sharp(Buffer.from(pictureSvg(content)));
  const xmp = xmpPacket(content.title, description);
  return { image: xmp ? image.withXmp(xmp) : image, description };
}

/**
 * A real 1200×800 PNG (sharp, from an SVG): coloured shapes chosen by the title, and the title drawn
 * on a band. The title and the paragraphs (blank-line separated, at most about 30 KB) are embedded as
 * XMP dc:title and dc:description, not drawn. The same content gives the same bytes on the same
 * sharp/libvips.
 */
export async function samplePng(content: SampleContent): Promise<Uint8Array> {
  return picture(content).image.png().toBuffer();
}

/**
 * The same picture as samplePng, as a baseline JPEG of quality 85, with the same XMP and the
 * paragraphs also as EXIF ImageDescription (libvips writes that tag in ASCII: accents are dropped).
 */
export async function sampleJpeg(content: SampleContent): Promise<Uint8Array> {
  const { image, description } = picture(content);
  const withExif = description ? image.withExif({ IFD0: { ImageDescription: description } }) : image;
  return withExif.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
}
