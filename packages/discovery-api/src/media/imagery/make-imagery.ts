import { typeIcon } from './icons.js';
import { renderPdfFirstPage } from './pdf.js';
import { renderRaster } from './raster.js';
import type { Imagery, ImageryFile } from './types.js';
import { makeVideoPoster, videoToolsAvailable } from './video.js';
import { localVideoPoster } from '../containers/mjpeg-frames.js';

export type { Imagery, ImageryFile, ImageryState, RenderedImage } from './types.js';
export { videoToolsAvailable } from './video.js';

/** File-type classes whose content sharp draws. PSD is not among them: sharp's libvips has no Photoshop reader. */
const PICTURE_CLASSES = new Set(['image', 'tiff']);

/** The note on a video's imagery when ffprobe/ffmpeg are not on PATH. */
export const VIDEO_TOOLS_MISSING_NOTE = 'Video insights unavailable: ffmpeg is not installed on this server.';

async function iconWithNote(file: ImageryFile, note?: string): Promise<Imagery> {
  return { state: 'icon', thumbnail: await typeIcon(file.typeClass, file.extension), ...(note ? { note } : {}) };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function videoImagery(bytes: Uint8Array, file: ImageryFile): Promise<Imagery> {
  if (!(await videoToolsAvailable())) {
    // Without ffmpeg a Motion-JPEG AVI still gives its first frame (its frames are JPEG pictures) and its length.
    const local = await localVideoPoster(bytes);
    if (local) {
      const rendition = await renderRaster(local.frame);
      return {
        state: 'rendered',
        ...rendition,
        ...(local.durationSeconds === undefined ? {} : { video: { durationSeconds: local.durationSeconds } }),
      };
    }
    return {
      state: 'video-insights-unavailable',
      thumbnail: await typeIcon(file.typeClass, file.extension),
      note: VIDEO_TOOLS_MISSING_NOTE,
    };
  }
  try {
    const { durationSeconds, frame } = await makeVideoPoster(bytes, file.extension);
    const rendition = await renderRaster(frame);
    return {
      state: 'rendered',
      ...rendition,
      ...(durationSeconds === undefined ? {} : { video: { durationSeconds } }),
    };
  } catch (error) {
    return iconWithNote(file, message(error));
  }
}

/**
 * Makes a file's thumbnail (480×320 WebP) and, when its content can be drawn, a preview (inside 1600×1600 WebP):
 * pictures through sharp, a PDF's first page through pdf.js, a video's frame at 10% through ffmpeg when installed
 * (without it, a Motion-JPEG AVI's first frame).
 * Everything else gets its type icon. It does not throw for a file it cannot draw: that file gets the type icon and a
 * `note` saying why, including an image over the pixel limit (a decompression bomb is refused, not decoded).
 */
export async function makeImagery(bytes: Uint8Array, file: ImageryFile): Promise<Imagery> {
  if (file.typeClass === 'video') return videoImagery(bytes, file);
  if (file.typeClass !== 'pdf' && !PICTURE_CLASSES.has(file.typeClass)) return iconWithNote(file);
  try {
    const rendition =
      file.typeClass === 'pdf' ? await renderRaster(await renderPdfFirstPage(bytes), 'top') : await renderRaster(bytes);
    return { state: 'rendered', ...rendition };
  } catch (error) {
    const prefix = file.typeClass === 'pdf' ? '' : 'Image preview unavailable: ';
    return iconWithNote(file, prefix + message(error));
  }
}
