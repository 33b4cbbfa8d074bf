import type { ByteSource } from './byte-source.js';
import { fourccAt, positiveOrNull, UnreadableVideoError, type ContainerFacts } from './container-facts.js';

/** Top-level box types an MP4 or QuickTime file may start with. */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot', 'uuid', 'styp']);
/** The 'moov' box is read whole up to this size (a long film's sample tables take a few megabytes). */
const MAX_MOOV = 64 * 1024 * 1024;

/** Whether the bytes start an MP4 or QuickTime file (a known first box). */
export const isMp4 = (head: Buffer) => head.length >= 8 && FIRST_BOXES.has(fourccAt(head, 4));

interface Box {
  type: string;
  /** Where the data starts (relative to the buffer read). */
  data: number;
  /** Where the box ends. */
  end: number;
}

/** The header of the box at `at`; size 1 means a 64-bit size follows, 0 runs to `limit`. */
function boxAt(bytes: Buffer, at: number, limit: number): Box | null {
  if (at + 8 > bytes.length) return null;
  let size = bytes.readUInt32BE(at);
  const type = fourccAt(bytes, at + 4);
  let data = at + 8;
  if (size === 1) {
    if (at + 16 > bytes.length) return null;
    size = Number(bytes.readBigUInt64BE(at + 8));
    data = at + 16;
  } else if (size === 0) {
    size = limit - at;
  }
  if (size < data - at) return null;
  return { type, data, end: at + size };
}

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  for (let at = start; at + 8 <= end;) {
    const box = boxAt(bytes, at, end);
    if (!box || box.end > end) return;
    yield box;
    at = box.end;
  }
}

const child = (bytes: Buffer, parent: Box, type: string) =>
  [...boxes(bytes, parent.data, parent.end)].find((box) => box.type === type);

/** A version 0 box's 32-bit field, or a version 1 box's 64-bit one. */
const field = (bytes: Buffer, at: number, wide: boolean) =>
  wide ? Number(bytes.readBigUInt64BE(at)) : bytes.readUInt32BE(at);

/** A duration field of all ones means unknown. */
const knownDuration = (value: number, wide: boolean) =>
  (wide ? value >= Number.MAX_SAFE_INTEGER : value === 0xffffffff) ? 0 : value;

function movieDuration(moov: Buffer, root: Box): number | null {
  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.data < 20) return null;
  const wide = moov[mvhd.data] === 1;
  const timescale = moov.readUInt32BE(mvhd.data + (wide ? 20 : 12));
  if (!timescale) return null;
  const duration = knownDuration(field(moov, mvhd.data + (wide ? 24 : 16), wide), wide);
  if (duration) return positiveOrNull(duration / timescale);
  // A fragmented file: mvex > mehd holds the whole duration (in the movie's timescale), when written.
  const mvex = child(moov, root, 'mvex');
  const mehd = mvex && child(moov, mvex, 'mehd');
  if (!mehd) return null;
  const mehdWide = moov[mehd.data] === 1;
  return positiveOrNull(field(moov, mehd.data + 4, mehdWide) / timescale);
}

/** The video track's width and height: tkhd's 16.16 fixed-point size, else the sample description's. */
function videoSize(moov: Buffer, root: Box): { width: number; height: number } | null {
  let fallback: { width: number; height: number } | null = null;
  for (const trak of boxes(moov, root.data, root.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(moov, trak, 'tkhd');
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    const handler = hdlr && hdlr.end - hdlr.data >= 12 ? fourccAt(moov, hdlr.data + 8) : null;
    let size: { width: number; height: number } | null = null;
    if (tkhd) {
      const wide = moov[tkhd.data] === 1;
      const at = tkhd.data + (wide ? 88 : 76);
      if (at + 8 <= tkhd.end)
        size = {
          width: Math.round(moov.readUInt32BE(at) / 65536),
          height: Math.round(moov.readUInt32BE(at + 4) / 65536),
        };
    }
    if ((!size?.width || !size.height) && handler === 'vide' && mdia) {
      const stsd = [['minf'], ['stbl'], ['stsd']].reduce<Box | undefined>(
        (box, [type]) => box && child(moov, box, type!),
        mdia,
      );
      if (stsd && stsd.data + 16 + 28 <= stsd.end)
        size = { width: moov.readUInt16BE(stsd.data + 16 + 24), height: moov.readUInt16BE(stsd.data + 16 + 26) };
    }
    if (!size?.width || !size.height) continue;
    if (handler === 'vide') return size;
    if (handler === null) fallback ??= size;
  }
  return fallback;
}

/**
 * Reads an MP4 or QuickTime file: the top-level boxes are walked (skipping 'mdat' by its size, so a 'moov' at the end
 * costs one ranged read of the tail), then 'moov' > 'mvhd' gives the duration (duration / timescale; a fragmented file's
 * 'mvex' > 'mehd') and the video track ('hdlr' 'vide') its 'tkhd' width and height (16.16 fixed point).
 */
export async function readMp4(source: ByteSource): Promise<ContainerFacts> {
  let moov: Buffer | null = null;
  let brand = '';
  let first = true;
  for (let at = 0, count = 0; at + 8 <= source.size && count < 10_000; count += 1) {
    const header = await source.read(at, 16);
    const box = boxAt(header, 0, source.size - at);
    if (!box || (first && !FIRST_BOXES.has(box.type)) || !/^[\x20-\x7e]{4}$/.test(box.type))
      throw new UnreadableVideoError(`The MP4 box at byte ${at} is damaged.`);
    first = false;
    if (box.type === 'ftyp' && box.end >= 12) brand = fourccAt(await source.read(at + box.data, 4), 0);
    if (box.type === 'moov') {
      if (box.end > MAX_MOOV) throw new UnreadableVideoError('The MP4 movie box (moov) is implausibly large.');
      if (at + box.end > source.size) throw new UnreadableVideoError('The MP4 movie box (moov) is cut short.');
      moov = await source.read(at, box.end);
      break;
    }
    at += box.end;
  }
  if (!moov)
    throw new UnreadableVideoError('The MP4 file has no movie box (moov): it is cut short, or still being written.');
  const root = boxAt(moov, 0, moov.length)!;
  const size = videoSize(moov, root);
  const notes: string[] = [];
  const durationInSeconds = movieDuration(moov, root);
  if (durationInSeconds === null) notes.push('The file records no duration.');
  if (!size) notes.push('The file has no video track with a picture size.');
  return {
    container: brand === 'qt  ' ? 'QuickTime' : 'MP4',
    durationInSeconds,
    width: size?.width ?? null,
    height: size?.height ?? null,
    notes,
    jpegFrames: null,
  };
}
