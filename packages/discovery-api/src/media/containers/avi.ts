import type { ByteSource } from './byte-source.js';
import {
  fourccAt,
  positiveOrNull,
  UnreadableVideoError,
  type ContainerFacts,
  type JpegFrame,
} from './container-facts.js';

/** The header list (hdrl) is read whole up to this size; real ones are a few kilobytes. */
const MAX_HEADER_LIST = 1024 * 1024;
/** The idx1 index is read up to this size (16 bytes a chunk: about 4 million chunks). */
const MAX_INDEX = 64 * 1024 * 1024;
/** Without an index the 'movi' list is walked chunk by chunk only up to this size. */
const MAX_WALKED_MOVI = 64 * 1024 * 1024;

/** Whether the bytes start a RIFF AVI file. */
export const isAvi = (head: Buffer) =>
  head.length >= 12 && fourccAt(head, 0) === 'RIFF' && fourccAt(head, 8) === 'AVI ';

interface VideoStream {
  number: number;
  handler: string;
  scale: number;
  rate: number;
  length: number;
  width: number;
  height: number;
  compression: string;
}

interface HeaderList {
  microSecPerFrame: number;
  totalFrames: number;
  width: number;
  height: number;
  /** OpenDML's count of all frames (files over 1 GB continue in RIFF 'AVIX' parts). */
  odmlTotalFrames: number | null;
  video: VideoStream | null;
}

/** The chunks of a RIFF list body: id, where the data starts, its size (cut to the body). */
function* chunks(body: Buffer, start = 0): Generator<{ id: string; data: number; size: number }> {
  let at = start;
  while (at + 8 <= body.length) {
    const id = fourccAt(body, at);
    const size = body.readUInt32LE(at + 4);
    yield { id, data: at + 8, size: Math.min(size, body.length - at - 8) };
    at += 8 + size + (size % 2);
  }
}

function readHeaderList(hdrl: Buffer): HeaderList {
  const list: HeaderList = {
    microSecPerFrame: 0,
    totalFrames: 0,
    width: 0,
    height: 0,
    odmlTotalFrames: null,
    video: null,
  };
  let streamNumber = 0;
  let sawAvih = false;
  for (const chunk of chunks(hdrl)) {
    if (chunk.id === 'avih' && chunk.size >= 40) {
      sawAvih = true;
      list.microSecPerFrame = hdrl.readUInt32LE(chunk.data);
      list.totalFrames = hdrl.readUInt32LE(chunk.data + 16);
      list.width = hdrl.readUInt32LE(chunk.data + 32);
      list.height = hdrl.readUInt32LE(chunk.data + 36);
    } else if (chunk.id === 'LIST' && chunk.size >= 4) {
      const type = fourccAt(hdrl, chunk.data);
      const body = hdrl.subarray(chunk.data + 4, chunk.data + chunk.size);
      if (type === 'strl') {
        const stream = readStreamList(body, streamNumber);
        streamNumber += 1;
        if (stream && !list.video) list.video = stream;
      } else if (type === 'odml') {
        for (const inner of chunks(body))
          if (inner.id === 'dmlh' && inner.size >= 4) list.odmlTotalFrames = body.readUInt32LE(inner.data);
      }
    }
  }
  if (!sawAvih) throw new UnreadableVideoError('The AVI file has no main header (avih).');
  return list;
}

function readStreamList(strl: Buffer, number: number): VideoStream | null {
  let stream: VideoStream | null = null;
  for (const chunk of chunks(strl)) {
    if (chunk.id === 'strh' && chunk.size >= 36) {
      if (fourccAt(strl, chunk.data) !== 'vids') return null;
      stream = {
        number,
        handler: fourccAt(strl, chunk.data + 4)
          .replace(/\0/g, '')
          .trim(),
        scale: strl.readUInt32LE(chunk.data + 20),
        rate: strl.readUInt32LE(chunk.data + 24),
        length: strl.readUInt32LE(chunk.data + 32),
        width: 0,
        height: 0,
        compression: '',
      };
    } else if (chunk.id === 'strf' && stream && chunk.size >= 20) {
      stream.width = Math.abs(strl.readInt32LE(chunk.data + 4));
      stream.height = Math.abs(strl.readInt32LE(chunk.data + 8));
      stream.compression = fourccAt(strl, chunk.data + 16)
        .replace(/\0/g, '')
        .trim();
    }
  }
  return stream;
}

interface FrameChunk {
  /** Where the chunk's data starts in the file. */
  offset: number;
  size: number;
}

/** The video stream's chunks from idx1: offsets count from the 'movi' type (usual) or from the file's start. */
async function framesFromIndex(
  source: ByteSource,
  index: Buffer,
  moviType: number,
  ids: Set<string>,
): Promise<FrameChunk[] | null> {
  const entries: { id: string; offset: number; size: number }[] = [];
  for (let at = 0; at + 16 <= index.length; at += 16) {
    const id = fourccAt(index, at);
    if (ids.has(id)) entries.push({ id, offset: index.readUInt32LE(at + 8), size: index.readUInt32LE(at + 12) });
  }
  const first = entries[0];
  if (!first) return null;
  for (const base of [moviType, 0]) {
    const header = await source.read(base + first.offset, 4);
    if (header.length === 4 && fourccAt(header, 0) === first.id)
      return entries.map((entry) => ({ offset: base + entry.offset + 8, size: entry.size }));
  }
  return null;
}

/** The video stream's chunks found by walking the 'movi' list (and its 'rec ' lists). */
async function framesFromWalk(source: ByteSource, start: number, end: number, ids: Set<string>) {
  const frames: FrameChunk[] = [];
  let at = start;
  while (at + 8 <= end) {
    const header = await source.read(at, 12);
    if (header.length < 8) break;
    const id = fourccAt(header, 0);
    const size = header.readUInt32LE(4);
    if (id === 'LIST' && header.length === 12 && fourccAt(header, 8) === 'rec ') {
      at += 12;
      continue;
    }
    if (ids.has(id)) frames.push({ offset: at + 8, size: Math.min(size, end - at - 8) });
    at += 8 + size + (size % 2);
  }
  return frames;
}

/**
 * Reads an AVI file: the main header (avih: microseconds per frame, total frames, width, height), the video stream's
 * header (strh: scale, rate and length give the exact frame rate; strf: the codec) and OpenDML's total frame count.
 * The duration is length × scale / rate of the video stream, else total frames × microseconds per frame. When the
 * video frames are JPEG pictures (Motion-JPEG), `jpegFrames` says where each one is, from the idx1 index (or a walk
 * of the 'movi' list when there is none).
 */
export async function readAvi(source: ByteSource): Promise<ContainerFacts> {
  const riff = await source.read(0, 12);
  if (!isAvi(riff)) throw new UnreadableVideoError('The file is not a RIFF AVI file.');
  const riffEnd = Math.min(source.size, 8 + riff.readUInt32LE(4));
  let header: HeaderList | null = null;
  let movi: { type: number; end: number } | null = null;
  let idx1: { data: number; size: number } | null = null;
  for (let at = 12, count = 0; at + 8 <= riffEnd && count < 10_000; count += 1) {
    const chunk = await source.read(at, 12);
    if (chunk.length < 8) break;
    const id = fourccAt(chunk, 0);
    const size = chunk.readUInt32LE(4);
    const type = chunk.length === 12 ? fourccAt(chunk, 8) : '';
    if (id === 'LIST' && type === 'hdrl') {
      if (size > MAX_HEADER_LIST) throw new UnreadableVideoError('The AVI header list is implausibly large.');
      const body = await source.read(at + 12, size - 4);
      if (body.length < size - 4) throw new UnreadableVideoError('The AVI header list (hdrl) is cut short.');
      header = readHeaderList(body);
    } else if (id === 'LIST' && type === 'movi') {
      movi = { type: at + 8, end: Math.min(at + 8 + size, source.size) };
    } else if (id === 'idx1') {
      idx1 = { data: at + 8, size };
    }
    at += 8 + size + (size % 2);
  }
  if (!header) throw new UnreadableVideoError('The AVI file has no header list (hdrl): it is cut short or damaged.');

  const { video } = header;
  const notes: string[] = [];
  const frameSeconds =
    video && video.scale > 0 && video.rate > 0 ? video.scale / video.rate : header.microSecPerFrame / 1_000_000;
  const frameCount = positiveOrNull(video?.length ?? 0) ?? header.odmlTotalFrames ?? header.totalFrames;
  const facts: ContainerFacts = {
    container: 'AVI',
    durationInSeconds: positiveOrNull(frameCount * frameSeconds),
    width: positiveOrNull(header.width) ?? positiveOrNull(video?.width ?? 0),
    height: positiveOrNull(header.height) ?? positiveOrNull(video?.height ?? 0),
    notes,
    jpegFrames: null,
  };
  if (!video) {
    notes.push('The AVI file has no video stream.');
    return facts;
  }
  if (!movi) {
    notes.push('The AVI file has no frames (no movi list): it may be cut short.');
    return facts;
  }

  const number = String(video.number).padStart(2, '0');
  const ids = new Set([`${number}dc`, `${number}db`]);
  let chunksOfVideo: FrameChunk[] | null = null;
  if (idx1 && idx1.size <= MAX_INDEX) {
    chunksOfVideo = await framesFromIndex(source, await source.read(idx1.data, idx1.size), movi.type, ids);
  }
  if (!chunksOfVideo && movi.end - movi.type <= MAX_WALKED_MOVI) {
    chunksOfVideo = await framesFromWalk(source, movi.type + 4, movi.end, ids);
  }
  if (!chunksOfVideo) {
    notes.push('The AVI file has no usable index, and is too large to walk: its frames are not read.');
    return facts;
  }
  const frames = chunksOfVideo
    .map((chunk, i) => ({ number: i, seconds: i * frameSeconds, ...chunk }))
    .filter((frame) => frame.size > 0 && frame.offset + frame.size <= source.size);
  const first = frames[0];
  if (!first) {
    notes.push('The AVI file holds no video frame.');
    return facts;
  }
  const soi = await source.read(first.offset, 2);
  if (soi[0] === 0xff && soi[1] === 0xd8) facts.jpegFrames = frames satisfies JpegFrame[];
  else
    notes.push(
      `The video frames are ${video.compression || video.handler || 'compressed'}, not JPEG pictures: ` +
        'scene changes and pictures of them need ffmpeg.',
    );
  return facts;
}
