/** How a file's pictures were made: drawn from its content, a type icon, or a video icon because ffmpeg is missing. */
export type ImageryState = 'rendered' | 'icon' | 'video-insights-unavailable';

/** One encoded picture, always WebP. */
export interface RenderedImage {
  bytes: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
}

/** The pictures made for one ingested file. `note` says why a file got an icon when its content could not be drawn. */
export interface Imagery {
  state: ImageryState;
  thumbnail: RenderedImage;
  preview?: RenderedImage;
  video?: { durationSeconds: number };
  note?: string;
}

/** What makeImagery needs to know about the file: `typeClass` is a file-type class, `extension` has no dot. */
export interface ImageryFile {
  fileName: string;
  extension: string;
  typeClass: string;
}

/** Thumbnail size: every thumbnail is exactly this big. */
export const THUMBNAIL = { width: 480, height: 320 } as const;

/** Previews fit inside this box and are never enlarged. */
export const PREVIEW_MAX = 1600;
