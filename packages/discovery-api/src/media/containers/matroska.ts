import type { ByteSource } from './byte-source.js';
import { positiveOrNull, UnreadableVideoError, type ContainerFacts } from './container-facts.js';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Elements a Cluster may hold (a walk of a cluster of unknown size stops at any other id). */
const CLUSTER_CHILDREN = new Set<number>([
  ID.timecode,
  ID.simpleBlock,
  ID.blockGroup,
  0xa7,
  0xab,
  0x5854,
  0xaf,
  0xec,
  0xbf,
]);
/** Info and Tracks are read whole up to this size. */
const MAX_MASTER = 4 * 1024 * 1024;
/** The end of the file is searched for the last Cluster in these windows (when the file records no duration). */
const TAIL_WINDOWS = [1024 * 1024, 16 * 1024 * 1024];

/** Whether the bytes start an EBML document (WebM or Matroska). */
export const isEbml = (head: Buffer) => head.length >= 4 && head.readUInt32BE(0) === ID.ebml;

interface Element {
  id: number;
  /** Where the data starts (relative to the buffer read). */
  data: number;
  /** null: unknown size (live streams, MediaRecorder). */
  size: number | null;
}

/** An EBML variable-length integer: its length and value (id: with the length marker; size: without, all ones = null). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number | null } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length || (keepMarker && length > 4)) return null;
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

function element(bytes: Buffer, at: number): Element | null {
  const id = vint(bytes, at, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length, false);
  if (!size) return null;
  return { id: id.value!, data: at + id.length + size.length, size: size.value };
}

/** The children of a master element's data (sizes cut to the data; an unknown size runs to the end). */
function* children(bytes: Buffer, start = 0, end = bytes.length): Generator<Element> {
  let at = start;
  while (at < end) {
    const child = element(bytes, at);
    if (!child || child.data > end) return;
    const size = Math.min(child.size ?? end - child.data, end - child.data);
    yield { ...child, size };
    at = child.data + size;
  }
}

const uint = (bytes: Buffer, at: number, size: number) => {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + bytes[at + i]!;
  return value;
};

function float(bytes: Buffer, at: number, size: number) {
  if (size === 4) return bytes.readFloatBE(at);
  if (size === 8) return bytes.readDoubleBE(at);
  return Number.NaN;
}

interface SegmentInfo {
  timecodeScale: number;
  duration: number | null;
}

function readInfo(info: Buffer): SegmentInfo {
  const result: SegmentInfo = { timecodeScale: 1_000_000, duration: null };
  for (const child of children(info)) {
    if (child.id === ID.timecodeScale) result.timecodeScale = uint(info, child.data, child.size!) || 1_000_000;
    if (child.id === ID.duration) result.duration = positiveOrNull(float(info, child.data, child.size!));
  }
  return result;
}

function readTracks(tracks: Buffer): { width: number | null; height: number | null } | null {
  for (const entry of children(tracks)) {
    if (entry.id !== ID.trackEntry) continue;
    const end = entry.data + entry.size!;
    let type = 0;
    let size: { width: number | null; height: number | null } | null = null;
    for (const child of children(tracks, entry.data, end)) {
      if (child.id === ID.trackType) type = uint(tracks, child.data, child.size!);
      if (child.id === ID.video) {
        size = { width: null, height: null };
        for (const field of children(tracks, child.data, child.data + child.size!)) {
          if (field.id === ID.pixelWidth) size.width = positiveOrNull(uint(tracks, field.data, field.size!));
          if (field.id === ID.pixelHeight) size.height = positiveOrNull(uint(tracks, field.data, field.size!));
        }
      }
    }
    if (size && (type === 1 || type === 0)) return size;
  }
  return null;
}

/** The time of the last block of the cluster starting at `at` in `tail`, in timecode units; null when not a cluster. */
function lastBlockTime(tail: Buffer, at: number): number | null {
  const cluster = element(tail, at);
  if (!cluster || cluster.id !== ID.cluster) return null;
  const end = cluster.size === null ? tail.length : Math.min(tail.length, cluster.data + cluster.size);
  let timecode: number | null = null;
  let last: number | null = null;
  let at2 = cluster.data;
  while (at2 < end) {
    const child = element(tail, at2);
    if (!child || !CLUSTER_CHILDREN.has(child.id)) break;
    const size = child.size ?? 0;
    if (child.data + size > end) break;
    if (child.id === ID.timecode) timecode = uint(tail, child.data, size);
    const blockTime = (block: number, duration: number) => {
      const track = vint(tail, block, false);
      if (!track || block + track.length + 2 > tail.length) return;
      const time = tail.readInt16BE(block + track.length) + duration;
      last = Math.max(last ?? time, time);
    };
    if (child.id === ID.simpleBlock) blockTime(child.data, 0);
    if (child.id === ID.blockGroup) {
      let block: number | null = null;
      let duration = 0;
      for (const inner of children(tail, child.data, child.data + size)) {
        if (inner.id === ID.block) block = inner.data;
        if (inner.id === ID.blockDuration) duration = uint(tail, inner.data, inner.size!);
      }
      if (block !== null) blockTime(block, duration);
    }
    at2 = child.data + size;
  }
  return timecode === null ? null : timecode + (last ?? 0);
}

/** The last Cluster in the end of the file: its time plus its last block's (a file from MediaRecorder has no Duration). */
async function durationFromLastCluster(source: ByteSource): Promise<number | null> {
  for (const window of TAIL_WINDOWS) {
    const start = Math.max(0, source.size - window);
    const tail = await source.read(start, source.size - start);
    for (let at = tail.lastIndexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75])); at >= 0;) {
      const time = lastBlockTime(tail, at);
      if (time !== null) return time;
      at = at === 0 ? -1 : tail.lastIndexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]), at - 1);
    }
    if (start === 0) break;
  }
  return null;
}

/**
 * Reads a WebM or Matroska file: Segment > Info (TimecodeScale, Duration) and Segment > Tracks > the first video
 * TrackEntry's PixelWidth and PixelHeight. The Segment's top-level elements are walked from the start (found by the
 * SeekHead when they come after the first Cluster). When the file records no Duration (MediaRecorder's files), the
 * duration is the last Cluster's Timecode plus its last block's offset (and BlockDuration), found at the end of the file;
 * else it is unknown.
 */
export async function readMatroska(source: ByteSource): Promise<ContainerFacts> {
  const head = await source.read(0, 64 * 1024);
  const header = element(head, 0);
  if (!header || header.id !== ID.ebml || header.size === null || header.data + header.size > head.length)
    throw new UnreadableVideoError('The EBML header of the file is damaged or cut short.');
  let docType = 'matroska';
  for (const child of children(head, header.data, header.data + header.size))
    if (child.id === ID.docType)
      docType = head.toString('latin1', child.data, child.data + child.size!).replace(/\0/g, '');
  const segment = element(head, header.data + header.size);
  if (!segment || segment.id !== ID.segment)
    throw new UnreadableVideoError(
      'The file has no Matroska Segment after its EBML header: it is cut short or damaged.',
    );
  const segmentStart = segment.data;
  const segmentEnd = segment.size === null ? source.size : Math.min(source.size, segmentStart + segment.size);

  const readMaster = async (at: number) => {
    const top = await source.read(at, 12);
    const found = element(top, 0);
    if (!found || found.size === null || found.size > MAX_MASTER) return null;
    return { id: found.id, body: await source.read(at + found.data, found.size) };
  };

  let info: SegmentInfo | null = null;
  let tracks: ReturnType<typeof readTracks> | undefined;
  const seekPositions = new Map<number, number>();
  for (
    let at = segmentStart, count = 0;
    at < segmentEnd && count < 1000 && (!info || tracks === undefined);
    count += 1
  ) {
    const top = await source.read(at, 12);
    const found = element(top, 0);
    if (!found || found.id === ID.cluster || found.size === null) break;
    if (found.id === ID.info || found.id === ID.tracks || found.id === ID.seekHead) {
      const master = await readMaster(at);
      if (master?.id === ID.info) info = readInfo(master.body);
      if (master?.id === ID.tracks) tracks = readTracks(master.body);
      if (master?.id === ID.seekHead)
        for (const seek of children(master.body)) {
          if (seek.id !== ID.seek) continue;
          let id = 0;
          let position = -1;
          for (const field of children(master.body, seek.data, seek.data + seek.size!)) {
            if (field.id === ID.seekId) id = uint(master.body, field.data, field.size!);
            if (field.id === ID.seekPosition) position = uint(master.body, field.data, field.size!);
          }
          if (position >= 0) seekPositions.set(id, segmentStart + position);
        }
    }
    at += found.data + found.size;
  }
  const infoAt = seekPositions.get(ID.info);
  if (!info && infoAt !== undefined) {
    const master = await readMaster(infoAt);
    if (master?.id === ID.info) info = readInfo(master.body);
  }
  const tracksAt = seekPositions.get(ID.tracks);
  if (tracks === undefined && tracksAt !== undefined) {
    const master = await readMaster(tracksAt);
    if (master?.id === ID.tracks) tracks = readTracks(master.body);
  }
  if (!info && tracks === undefined)
    throw new UnreadableVideoError(
      'The Matroska Segment has neither Info nor Tracks: the file is cut short or damaged.',
    );

  const notes: string[] = [];
  const scale = info?.timecodeScale ?? 1_000_000;
  let durationInSeconds = info?.duration ? (info.duration * scale) / 1e9 : null;
  if (durationInSeconds === null) {
    const last = await durationFromLastCluster(source);
    durationInSeconds = last === null ? null : positiveOrNull((last * scale) / 1e9);
    notes.push(
      durationInSeconds === null
        ? 'The file records no duration, and the time of its last frame could not be found: the duration is unknown.'
        : 'The file records no duration: it is the time of its last frame.',
    );
  }
  if (!tracks) notes.push('The file has no video track with a picture size.');
  return {
    container: docType === 'webm' ? 'WebM' : 'Matroska',
    durationInSeconds,
    width: tracks?.width ?? null,
    height: tracks?.height ?? null,
    notes,
    jpegFrames: null,
  };
}
