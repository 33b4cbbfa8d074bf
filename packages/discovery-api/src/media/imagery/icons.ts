import sharp from 'sharp';
import { THUMBNAIL, type RenderedImage } from './types.js';

type Glyph = (colour: string) => string;

// Each glyph is drawn on the sheet above the extension band, inside x 172–308, y 78–162.
const lines: Glyph = (c) =>
  [136, 120, 136, 88]
    .map((w, i) => `<rect x="172" y="${84 + i * 20}" width="${w}" height="9" rx="4.5" fill="${c}" opacity="0.3"/>`)
    .join('');

const grid: Glyph = (c) => {
  const columns = [206, 240, 274].map((x) => `<path d="M${x} 80V160" stroke="${c}" stroke-width="3"/>`).join('');
  const rows = [100, 120, 140].map((y) => `<path d="M172 ${y}H308" stroke="${c}" stroke-width="3"/>`).join('');
  return `<rect x="172" y="80" width="136" height="20" fill="${c}" opacity="0.25"/>${columns}${rows}<rect x="172" y="80" width="136" height="80" rx="4" fill="none" stroke="${c}" stroke-width="4"/>`;
};

const slide: Glyph = (c) =>
  `<rect x="172" y="82" width="136" height="78" rx="8" fill="none" stroke="${c}" stroke-width="5"/>` +
  `<rect x="196" y="126" width="18" height="22" rx="3" fill="${c}" opacity="0.5"/>` +
  `<rect x="231" y="110" width="18" height="38" rx="3" fill="${c}" opacity="0.7"/>` +
  `<rect x="266" y="96" width="18" height="52" rx="3" fill="${c}"/>`;

const picture: Glyph = (c) =>
  `<rect x="172" y="80" width="136" height="82" rx="8" fill="${c}" opacity="0.15"/>` +
  `<circle cx="278" cy="104" r="11" fill="${c}" opacity="0.6"/>` +
  `<path d="M176 158L214 112L242 144L258 128L304 158Z" fill="${c}"/>`;

const play: Glyph = (c) =>
  `<circle cx="240" cy="121" r="40" fill="${c}" opacity="0.15"/><path d="M226 100V142L262 121Z" fill="${c}"/>`;

const note: Glyph = (c) =>
  `<path d="M222 146V92L284 80V134" fill="none" stroke="${c}" stroke-width="7" stroke-linejoin="round"/>` +
  `<ellipse cx="210" cy="148" rx="14" ry="11" fill="${c}"/><ellipse cx="272" cy="136" rx="14" ry="11" fill="${c}"/>`;

const zipper: Glyph = (c) =>
  Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${i % 2 ? 240 : 226}" y="${30 + i * 14}" width="14" height="9" rx="2" fill="${c}" opacity="0.55"/>`,
  ).join('') +
  `<rect x="226" y="128" width="28" height="34" rx="6" fill="${c}"/><rect x="234" y="140" width="12" height="14" rx="3" fill="#fff"/>`;

const code: Glyph = (c) =>
  `<path d="M206 96L180 121L206 146M274 96L300 121L274 146M250 88L230 154" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;

const layout: Glyph = (c) =>
  `<rect x="172" y="82" width="58" height="78" rx="6" fill="${c}" opacity="0.35"/>` +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="242" y="${84 + i * 20}" width="${i === 3 ? 44 : 66}" height="9" rx="4.5" fill="${c}" opacity="0.3"/>`,
    )
    .join('');

/** Colour and glyph per file-type class; anything else gets `other`. */
const STYLES: Record<string, { colour: string; glyph: Glyph }> = {
  document: { colour: '#2B579A', glyph: lines },
  pdf: { colour: '#B71C1C', glyph: lines },
  spreadsheet: { colour: '#217346', glyph: grid },
  presentation: { colour: '#C43E1C', glyph: slide },
  keynote: { colour: '#1E88E5', glyph: slide },
  image: { colour: '#00897B', glyph: picture },
  tiff: { colour: '#00695C', glyph: picture },
  psd: { colour: '#0D3B66', glyph: picture },
  indesign: { colour: '#C2185B', glyph: layout },
  video: { colour: '#6A1B9A', glyph: play },
  audio: { colour: '#D97706', glyph: note },
  html: { colour: '#455A64', glyph: code },
  zip: { colour: '#6D4C41', glyph: zipper },
  other: { colour: '#607D8B', glyph: lines },
};

/** The label printed on an icon: the extension in capitals, letters and digits only (it comes from a user's file name), at most 5. */
export function iconLabel(extension: string): string {
  return (
    extension
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 5) || 'FILE'
  );
}

/** A colour mixed with white; `amount` is the share of the colour (0–1). */
function tint(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${channels.map((v) => Math.round(255 - (255 - v) * amount)).join(',')})`;
}

/**
 * The SVG of a 480×320 type icon: a rounded sheet with a folded corner, a glyph for the class, and a band in the
 * class colour carrying the extension in large bold type. Text uses the generic sans-serif family (DejaVu Sans or
 * Liberation Sans on Debian), which librsvg finds through fontconfig; the label shrinks as it gets longer so 5 letters fit.
 */
export function iconSvg(typeClass: string, extension: string): string {
  const { colour, glyph } = STYLES[typeClass] ?? STYLES.other!;
  const label = iconLabel(extension);
  const fontSize = [64, 64, 64, 64, 56, 46][label.length] ?? 46;
  const sheet = 'M164 24H286L330 68V282Q330 296 316 296H164Q150 296 150 282V38Q150 24 164 24Z';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL.width}" height="${THUMBNAIL.height}" viewBox="0 0 480 320">
  <rect width="480" height="320" fill="${tint(colour, 0.1)}"/>
  <path d="${sheet}" fill="#000" opacity="0.1" transform="translate(0 5)"/>
  <path d="${sheet}" fill="#fff"/>
  <path d="M286 24V56Q286 68 298 68H330Z" fill="${tint(colour, 0.35)}"/>
  ${glyph(colour)}
  <rect x="106" y="176" width="268" height="92" rx="16" fill="${colour}"/>
  <text x="240" y="${222 + fontSize * 0.36}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-weight="bold" font-size="${fontSize}" letter-spacing="1" fill="#fff">${label}</text>
</svg>`;
}

/**
 * Icons rendered already, by class and label, oldest first. Every file of a type gets the same picture, and drawing the
 * SVG (librsvg and pango) costs several milliseconds of CPU: an import of a thousand text files would otherwise draw
 * the same icon a thousand times. The label comes from a user's file name, so at most ICONS_KEPT are kept.
 */
const rendered = new Map<string, Promise<RenderedImage>>();
const ICONS_KEPT = 64;

/** Renders the type icon of a file-type class and extension to a 480×320 WebP thumbnail (kept, see `rendered`). */
export function typeIcon(typeClass: string, extension: string): Promise<RenderedImage> {
  const key = `${Object.hasOwn(STYLES, typeClass) ? typeClass : 'other'}\n${iconLabel(extension)}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  const icon = renderIcon(typeClass, extension);
  rendered.set(key, icon);
  // A failed drawing is not kept, so the next file tries again.
  icon.catch(() => rendered.delete(key));
  if (rendered.size > ICONS_KEPT) rendered.delete(rendered.keys().next().value!);
  return icon;
}

async function renderIcon(typeClass: string, extension: string): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(iconSvg(typeClass, extension)))
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mimeType: 'image/webp', width: info.width, height: info.height };
}
