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

/**
 * A real 1200×800 PNG (sharp, from an SVG): coloured shapes chosen by the title, and the title drawn
 * on a band. Paragraphs are not drawn. The same title gives the same bytes on the same sharp/libvips.
 */
export async function samplePng(content: SampleContent): Promise<Uint8Array> {
  return sharp(Buffer.from(pictureSvg(content))).png().toBuffer();
}

/** The same picture as samplePng, as a baseline JPEG of quality 85. */
export async function sampleJpeg(content: SampleContent): Promise<Uint8Array> {
  return sharp(Buffer.from(pictureSvg(content))).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
}
