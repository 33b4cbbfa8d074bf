import sharp from 'sharp';

/** What an image's own pixels say: its size, format and the colours it is mostly made of. */
export interface ImageFacts {
  width: number;
  height: number;
  format: string;
  orientation: 'landscape' | 'portrait' | 'square';
  /** Colour names, most of the picture first. */
  colours: string[];
  hasTransparency: boolean;
}

/** Named colours (CSS names people use) the picture's pixels are matched to. */
const PALETTE: readonly [string, number, number, number][] = [
  ['black', 20, 20, 20],
  ['dark grey', 80, 80, 80],
  ['grey', 140, 140, 140],
  ['light grey', 200, 200, 200],
  ['white', 245, 245, 245],
  ['red', 200, 30, 40],
  ['dark red', 120, 20, 25],
  ['orange', 240, 140, 30],
  ['yellow', 240, 215, 50],
  ['beige', 225, 205, 165],
  ['brown', 125, 80, 45],
  ['green', 50, 150, 60],
  ['dark green', 25, 80, 35],
  ['teal', 30, 140, 140],
  ['light blue', 140, 190, 235],
  ['blue', 40, 90, 200],
  ['navy', 20, 35, 90],
  ['purple', 120, 60, 160],
  ['pink', 235, 130, 170],
];

const nearest = (r: number, g: number, b: number) =>
  PALETTE.reduce(
    (best, [name, pr, pg, pb]) => {
      const distance = (r - pr) ** 2 * 0.3 + (g - pg) ** 2 * 0.59 + (b - pb) ** 2 * 0.11;
      return distance < best.distance ? { name, distance } : best;
    },
    { name: 'grey', distance: Number.POSITIVE_INFINITY },
  ).name;

/** Reads an image's facts: sharp's metadata, and its colours from a 16×16 reduction (each pixel named, then counted). */
export async function imageFactsOf(input: Buffer): Promise<ImageFacts> {
  const image = sharp(input, { autoOrient: true, page: 0, pages: 1, limitInputPixels: 100_000_000 });
  const meta = await image.metadata();
  const { data, info } = await image
    .clone()
    .resize(16, 16, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let offset = 0; offset + 2 < data.length; offset += info.channels) {
    const name = nearest(data[offset]!, data[offset + 1]!, data[offset + 2]!);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const pixels = info.width * info.height || 1;
  const colours = [...counts.entries()]
    .filter(([, count]) => count / pixels >= 0.08)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  return {
    width,
    height,
    format: (meta.format ?? 'image').toUpperCase(),
    orientation: width === height ? 'square' : width > height ? 'landscape' : 'portrait',
    colours,
    hasTransparency: Boolean(meta.hasAlpha),
  };
}
