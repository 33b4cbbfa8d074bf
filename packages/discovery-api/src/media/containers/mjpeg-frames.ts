import type { VideoPoster } from '../imagery/video.js';
import { bufferSource, type ByteSource } from './byte-source.js';
import type { JpegFrame } from './container-facts.js';
import { readContainer } from './read-container.js';

/** At most this many scene frames (and, when no scene changes, evenly spaced sample frames). */
export const MAX_SCENE_FRAMES = 8;
/**
 * A frame starts a new scene when its JPEG byte size differs from the previous frame's by at least this share of the
 * larger one: a cut to another picture changes how much detail the encoder must store, motion within a shot barely does.
 */
export const SIZE_JUMP = 0.25;
/** Scene changes closer than this to a stronger one are dropped (a flash or fade gives several jumps in a row). */
export const MIN_SCENE_GAP_SECONDS = 1;
/** A single frame larger than this is not read. */
const MAX_FRAME_BYTES = 16 * 1024 * 1024;

/**
 * The scene changes of a Motion-JPEG stream, judged by frame sizes alone (from the index, no frame is read): the frames
 * whose JPEG size jumps by SIZE_JUMP or more, the strongest first, at least MIN_SCENE_GAP_SECONDS apart, at most
 * `max`, in time order.
 */
export function sceneChangesBySize(frames: readonly JpegFrame[], max = MAX_SCENE_FRAMES): JpegFrame[] {
  const jumps = frames.slice(1).map((frame, i) => {
    const previous = frames[i]!;
    return { frame, jump: Math.abs(frame.size - previous.size) / Math.max(frame.size, previous.size) };
  });
  const chosen: JpegFrame[] = [];
  for (const { frame, jump } of jumps.sort((a, b) => b.jump - a.jump || a.frame.seconds - b.frame.seconds)) {
    if (jump < SIZE_JUMP || chosen.length >= max) break;
    if (chosen.every((other) => Math.abs(other.seconds - frame.seconds) >= MIN_SCENE_GAP_SECONDS)) chosen.push(frame);
  }
  return chosen.sort((a, b) => a.seconds - b.seconds);
}

/** `count` frames evenly spaced over the stream, the first included. */
export function evenlySpaced(frames: readonly JpegFrame[], count = MAX_SCENE_FRAMES): JpegFrame[] {
  const n = Math.min(count, frames.length);
  return Array.from({ length: n }, (_, k) => frames[Math.floor((k * frames.length) / n)]!);
}

// The standard Huffman tables of the JPEG specification (ITU T.81 annex K.3), which Motion-JPEG frames often leave out
// (the 'AVI1' convention): DC and AC, luminance and chrominance, as one DHT segment.
const DC_LUMINANCE_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_CHROMINANCE_BITS = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_LUMINANCE_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_LUMINANCE_VALUES = Buffer.from(
  '01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a' +
    '434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9' +
    'aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa',
  'hex',
);
const AC_CHROMINANCE_BITS = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77];
const AC_CHROMINANCE_VALUES = Buffer.from(
  '000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125f11718191a262728292a3536373839' +
    '3a434445464748494a535455565758595a636465666768696a737475767778797a82838485868788898a92939495969798999aa2a3a4a5a6a7' +
    'a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9fa',
  'hex',
);
const table = (classAndId: number, bits: number[], values: Iterable<number>) =>
  Buffer.from([classAndId, ...bits, ...values]);
const tables = Buffer.concat([
  table(0x00, DC_LUMINANCE_BITS, DC_VALUES),
  table(0x10, AC_LUMINANCE_BITS, AC_LUMINANCE_VALUES),
  table(0x01, DC_CHROMINANCE_BITS, DC_VALUES),
  table(0x11, AC_CHROMINANCE_BITS, AC_CHROMINANCE_VALUES),
]);
/** The DHT segment of the standard tables. */
export const STANDARD_DHT = Buffer.concat([
  Buffer.from([0xff, 0xc4, (tables.length + 2) >> 8, (tables.length + 2) & 0xff]),
  tables,
]);

/**
 * The JPEG as a picture any decoder reads: a Motion-JPEG frame without Huffman tables (no DHT segment before its scan)
 * gets the standard ones inserted before the scan, as ffmpeg's mjpeg2jpeg does. Other JPEGs are answered unchanged.
 */
export function withHuffmanTables(jpeg: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return jpeg;
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xc4) return jpeg;
    if (marker === 0xda) return Buffer.concat([jpeg.subarray(0, at), STANDARD_DHT, jpeg.subarray(at)]);
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return jpeg;
}

/** A still of a video: a JPEG picture and its time; 'scene' starts a scene change, 'sample' is evenly spaced. */
export interface VideoStill {
  seconds: number;
  kind: 'poster' | 'scene' | 'sample';
  jpeg: Buffer;
}

export interface LocalVideoFrames {
  durationInSeconds: number | null;
  width: number | null;
  height: number | null;
  /** The first frame; null when the frames are not JPEG pictures (only ffmpeg can draw them). */
  poster: VideoStill | null;
  /** The scene changes' first frames (sceneChangesBySize), or when there are none evenly spaced frames; ≤ 8. */
  frames: VideoStill[];
}

async function still(source: ByteSource, frame: JpegFrame, kind: VideoStill['kind']): Promise<VideoStill | null> {
  if (frame.size > MAX_FRAME_BYTES) return null;
  const bytes = await source.read(frame.offset, frame.size);
  if (bytes.length < frame.size || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  return { seconds: frame.seconds, kind, jpeg: withHuffmanTables(Buffer.from(bytes)) };
}

/**
 * The pictures of a video read without ffmpeg: for a Motion-JPEG AVI, the poster (first frame) and up to
 * MAX_SCENE_FRAMES scene frames, as JPEG bytes taken straight from the file (nothing is decoded); for other containers
 * only the duration and size (poster null, no frames). Throws UnreadableVideoError for a file the parsers cannot read.
 */
export async function localVideoFrames(source: ByteSource): Promise<LocalVideoFrames> {
  const facts = await readContainer(source);
  const result: LocalVideoFrames = {
    durationInSeconds: facts.durationInSeconds,
    width: facts.width,
    height: facts.height,
    poster: null,
    frames: [],
  };
  const frames = facts.jpegFrames;
  if (!frames?.length) return result;
  result.poster = await still(source, frames[0]!, 'poster');
  const scenes = sceneChangesBySize(frames);
  const chosen = scenes.length ? scenes : evenlySpaced(frames);
  for (const frame of chosen) {
    const picture = await still(source, frame, scenes.length ? 'scene' : 'sample');
    if (picture) result.frames.push(picture);
  }
  return result;
}

/**
 * The same answer as media/imagery/video.ts makeVideoPoster (duration and a still to draw the preview and thumbnail
 * from), without ffmpeg: the first frame of a Motion-JPEG AVI, as JPEG. Null when the file is not one (or cannot be read).
 */
export async function localVideoPoster(bytes: Uint8Array): Promise<VideoPoster | null> {
  try {
    const { durationInSeconds, poster } = await localVideoFrames(bufferSource(bytes));
    return poster ? { durationSeconds: durationInSeconds ?? undefined, frame: poster.jpeg } : null;
  } catch {
    return null;
  }
}
