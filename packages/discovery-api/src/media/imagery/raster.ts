import sharp, { type Sharp } from 'sharp';
import { PREVIEW_MAX, THUMBNAIL, type RenderedImage } from './types.js';

/**
 * Decompression-bomb guard: images declaring more pixels than this are not decoded. 150 megapixels (e.g. 15000×10000)
 * covers real photos and scans; decoded, such an image needs about 600 MB, which is as much as one ingest may take.
 */
export const MAX_INPUT_PIXELS = 150_000_000;

/** Thrown when an image declares more pixels than MAX_INPUT_PIXELS; the message says what it declared. */
export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
}

/** Where a cover crop keeps its window: sharp's attention strategy (salient region) for pictures, the top for document pages. */
export type CropPosition = 'attention' | 'top';

/** A thumbnail and a preview made from one picture. */
export interface Rendition {
  thumbnail: RenderedImage;
  preview: RenderedImage;
}

function open(input: Buffer): Sharp {
  // autoOrient applies the EXIF orientation; page 0 alone is read, so an animated GIF gives its first frame.
  // failOn 'error' still draws slightly damaged files (e.g. a truncated JPEG) instead of refusing them.
  return sharp(input, { autoOrient: true, page: 0, pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

async function toWebp(image: Sharp): Promise<RenderedImage> {
  const { data, info } = await image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, mimeType: 'image/webp', width: info.width, height: info.height };
}

/** Refuses, with the declared size in the message, a picture whose header claims more than MAX_INPUT_PIXELS. */
async function checkDeclaredSize(input: Buffer): Promise<void> {
  const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
  if (width && height && width * height > MAX_INPUT_PIXELS) {
    const megapixels = Math.round((width * height) / 1e6);
    throw new ImageTooLargeError(
      `The image declares ${width}×${height} pixels (${megapixels} megapixels), more than the ${MAX_INPUT_PIXELS / 1e6}-megapixel limit for previews, so it was not decoded.`,
    );
  }
}

/**
 * Makes the 480×320 thumbnail (cover-cropped at `position`) and the preview (inside 1600×1600, never enlarged), both
 * WebP, from any picture sharp reads (PNG, JPEG, GIF, WebP, TIFF, AVIF, SVG). Throws ImageTooLargeError for a
 * decompression bomb and sharp's own error for bytes it cannot decode.
 */
export async function renderRaster(input: Uint8Array, position: CropPosition = 'attention'): Promise<Rendition> {
  const buffer = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  await checkDeclaredSize(buffer);
  const [thumbnail, preview] = await Promise.all([
    toWebp(
      open(buffer).resize(THUMBNAIL.width, THUMBNAIL.height, {
        fit: 'cover',
        position: position === 'top' ? 'top' : sharp.strategy.attention,
      }),
    ),
    toWebp(open(buffer).resize(PREVIEW_MAX, PREVIEW_MAX, { fit: 'inside', withoutEnlargement: true })),
  ]);
  return { thumbnail, preview };
}
