import { escapeUTF8 } from 'entities';
import sharp from 'sharp';
import { sampleSeed } from '../sample-files/sample-content.js';

/** A RIFF chunk: four-character id, little-endian size, data, padded to an even length. */
function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function list(type: string, children: Buffer[]): Buffer {
  return chunk('LIST', Buffer.concat([Buffer.from(type, 'latin1'), ...children]));
}

function uint32s(values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeUInt32LE(value >>> 0, i * 4));
  return buffer;
}

function uint16s(values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => buffer.writeUInt16LE(value, i * 2));
  return buffer;
}

const fourcc = (text: string) => Buffer.from(text, 'latin1').readUInt32LE(0);

/**
 * An AVI file of Motion-JPEG frames (the classic camera format: every frame a JPEG, with an idx1 index),
 * written by hand: ffmpeg and VLC play it, and `file-type` recognises it as video/vnd.avi. `title` goes into
 * the INFO list (INAM), as editing tools write it.
 */
export function mjpegAvi(
  frames: readonly Buffer[],
  options: { width: number; height: number; fps: number; title: string },
): Buffer {
  const { width, height, fps } = options;
  const largest = Math.max(...frames.map((frame) => frame.length));
  const avih = uint32s([
    Math.round(1_000_000 / fps), // microseconds per frame
    largest * fps, // max bytes per second
    0, // padding granularity
    0x10, // AVIF_HASINDEX
    frames.length,
    0, // initial frames
    1, // streams
    largest, // suggested buffer size
    width,
    height,
    0,
    0,
    0,
    0,
  ]);
  const strh = Buffer.concat([
    Buffer.from('vidsMJPG', 'latin1'),
    uint32s([0]), // flags
    Buffer.alloc(4), // priority, language
    uint32s([0, 1, fps, 0, frames.length, largest, 0xffffffff, 0]), // initial frames, scale, rate, start, length, buffer, quality, sample size
    uint16s([0, 0, width, height]), // frame rectangle
  ]);
  const strf = Buffer.alloc(40);
  strf.writeUInt32LE(40, 0);
  strf.writeInt32LE(width, 4);
  strf.writeInt32LE(height, 8);
  strf.writeUInt16LE(1, 12); // planes
  strf.writeUInt16LE(24, 14); // bits per pixel
  strf.writeUInt32LE(fourcc('MJPG'), 16);
  strf.writeUInt32LE(width * height * 3, 20);
  const header = list('hdrl', [chunk('avih', avih), list('strl', [chunk('strh', strh), chunk('strf', strf)])]);
  const info = list('INFO', [
    chunk('INAM', Buffer.from(`${options.title}\0`, 'utf8')),
    chunk('ISFT', Buffer.from('Portal demo library\0', 'latin1')),
  ]);

  const frameChunks = frames.map((frame) => chunk('00dc', frame));
  const index: Buffer[] = [];
  let offset = 4; // idx1 offsets count from the 'movi' type of the list
  for (const [i, frameChunk] of frameChunks.entries()) {
    index.push(Buffer.concat([Buffer.from('00dc', 'latin1'), uint32s([0x10, offset, (frames[i] as Buffer).length])]));
    offset += frameChunk.length;
  }
  const movi = list('movi', frameChunks);
  const body = Buffer.concat([Buffer.from('AVI ', 'latin1'), header, info, movi, chunk('idx1', Buffer.concat(index))]);
  return chunk('RIFF', body);
}

/**
 * A short title film: `seconds` of a slate in colours chosen by the title, a disc sweeping across it and the
 * title and subtitle written on a band, as an MJPEG AVI (320×180, 8 frames a second). The same input gives the
 * same bytes on the same sharp/libvips.
 */
export async function sampleTitleFilm(content: { title: string; subtitle: string }, seconds = 3): Promise<Buffer> {
  const width = 320;
  const height = 180;
  const fps = 8;
  const seed = sampleSeed(content.title);
  const hue = seed % 360;
  const count = seconds * fps;
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const progress = i / Math.max(1, count - 1);
    const x = Math.round(-40 + progress * (width + 80));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="hsl(${hue}, 55%, 28%)"/>
  <circle cx="${x}" cy="60" r="38" fill="hsl(${(hue + 150) % 360}, 70%, 60%)" opacity="0.85"/>
  <rect x="0" y="112" width="${width}" height="56" fill="#ffffff" opacity="${(0.5 + 0.4 * progress).toFixed(2)}"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#111827">
    <text x="12" y="136" font-size="15" font-weight="bold">${escapeUTF8(content.title.slice(0, 38))}</text>
    <text x="12" y="157" font-size="11">${escapeUTF8(content.subtitle.slice(0, 52))}</text>
  </g>
</svg>`;
    frames.push(await sharp(Buffer.from(svg)).flatten({ background: '#000000' }).jpeg({ quality: 70 }).toBuffer());
  }
  return mjpegAvi(frames, { width, height, fps, title: content.title });
}
