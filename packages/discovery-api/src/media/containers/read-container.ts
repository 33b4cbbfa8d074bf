import { isAvi, readAvi } from './avi.js';
import type { ByteSource } from './byte-source.js';
import { UnreadableVideoError, type ContainerFacts } from './container-facts.js';
import { isEbml, readMatroska } from './matroska.js';
import { isMp4, readMp4 } from './mp4.js';

export { UnreadableVideoError, type ContainerFacts, type JpegFrame } from './container-facts.js';

/**
 * Reads a video file's duration and picture size from its container headers, in TypeScript (no ffmpeg): AVI
 * (avi.ts, with where its JPEG frames are for Motion-JPEG), WebM/Matroska (matroska.ts) and MP4/QuickTime (mp4.ts),
 * told apart by their first bytes. Throws UnreadableVideoError saying why for any other file, or headers cut short.
 */
export async function readContainer(source: ByteSource): Promise<ContainerFacts> {
  const head = await source.read(0, 16);
  try {
    if (isAvi(head)) return await readAvi(source);
    if (isEbml(head)) return await readMatroska(source);
    if (isMp4(head)) return await readMp4(source);
  } catch (error) {
    if (error instanceof UnreadableVideoError) throw error;
    // A read past the end of a buffer: a header promised more bytes than the file holds.
    if (error instanceof RangeError)
      throw new UnreadableVideoError(`The file's headers are cut short or damaged (${error.message}).`, {
        cause: error,
      });
    throw error;
  }
  throw new UnreadableVideoError(
    head.length === 0
      ? 'The file is empty.'
      : 'The file is not an AVI, WebM/Matroska, MP4 or QuickTime video (the formats read without ffmpeg).',
  );
}
