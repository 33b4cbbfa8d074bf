/** What a container parser (avi.ts, matroska.ts, mp4.ts) reads of a video file without ffmpeg. */
export interface ContainerFacts {
  /** 'AVI', 'WebM', 'Matroska', 'MP4' or 'QuickTime'. */
  container: string;
  durationInSeconds: number | null;
  width: number | null;
  height: number | null;
  /** What could not be read (the rest is still answered), as sentences. */
  notes: string[];
  /** Where each non-empty video frame is, when the frames are JPEG pictures (Motion-JPEG AVI); else null. */
  jpegFrames: JpegFrame[] | null;
}

/** A video frame stored as a JPEG picture: its number in the stream, its time, and where its bytes are. */
export interface JpegFrame {
  number: number;
  seconds: number;
  offset: number;
  size: number;
}

/** The file is not a container the parsers read, or its headers are cut short or damaged. */
export class UnreadableVideoError extends Error {}

/** A positive finite number, else null. */
export const positiveOrNull = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

export const fourccAt = (bytes: Buffer, offset: number) => bytes.toString('latin1', offset, offset + 4);
