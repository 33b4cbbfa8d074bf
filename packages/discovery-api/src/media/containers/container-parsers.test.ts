import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { mjpegAvi, sampleTitleFilm } from '../../seed/demo-library/mjpeg-avi.js';
import { bufferSource, cachedSource } from './byte-source.js';
import { readVideoSource, SCENES_NEED_TOOLS_NOTE } from '../../video/local-provider.js';
import {
  localVideoFrames,
  localVideoPoster,
  MAX_SCENE_FRAMES,
  sceneChangesBySize,
  STANDARD_DHT,
  withHuffmanTables,
} from './mjpeg-frames.js';
import { readContainer, UnreadableVideoError } from './read-container.js';

// ---- EBML (WebM/Matroska) built by hand -------------------------------------------------------------------------

const idBytes = (id: number) => {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from(bytes);
};
/** A size as a 1-byte vint when it fits, else 4 bytes. */
const sizeBytes = (size: number) => {
  if (size < 0x7f) return Buffer.from([0x80 | size]);
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(0x10000000 | size);
  return bytes;
};
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const el = (id: number, ...body: Buffer[]) => {
  const data = Buffer.concat(body);
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
};
const unsized = (id: number, ...body: Buffer[]) => Buffer.concat([idBytes(id), UNKNOWN_SIZE, ...body]);
const uintEl = (id: number, value: number) => {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return el(id, Buffer.from(bytes));
};
const floatEl = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return el(id, bytes);
};
const stringEl = (id: number, text: string) => el(id, Buffer.from(text, 'latin1'));
/** A SimpleBlock of track 1 at `time` (relative to its cluster), a keyframe with a few payload bytes. */
const simpleBlock = (time: number) => {
  const header = Buffer.from([0x81, 0, 0, 0x80]);
  header.writeInt16BE(time, 1);
  return el(0xa3, header, Buffer.from([1, 2, 3, 4]));
};
const ebmlHeader = (docType = 'webm') =>
  el(0x1a45dfa3, uintEl(0x4286, 1), uintEl(0x42f7, 1), stringEl(0x4282, docType), uintEl(0x4287, 4));
const videoTracks = (width: number, height: number) =>
  el(
    0x1654ae6b,
    el(0xae, uintEl(0xd7, 2), uintEl(0x83, 2), stringEl(0x86, 'A_OPUS')), // an audio track first
    el(
      0xae,
      uintEl(0xd7, 1),
      uintEl(0x83, 1),
      stringEl(0x86, 'V_VP8'),
      el(0xe0, uintEl(0xb0, width), uintEl(0xba, height)),
    ),
  );

// ---- MP4 built by hand ------------------------------------------------------------------------------------------

const box = (type: string, ...body: Buffer[]) => {
  const data = Buffer.concat(body);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + data.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, data]);
};
const fullBox = (type: string, version: number, body: Buffer) => box(type, Buffer.from([version, 0, 0, 0]), body);
const mvhd = (timescale: number, duration: number, version = 0) => {
  const body = Buffer.alloc(version === 1 ? 108 : 96);
  if (version === 1) {
    body.writeUInt32BE(timescale, 16);
    body.writeBigUInt64BE(BigInt(duration), 20);
  } else {
    body.writeUInt32BE(timescale, 8);
    body.writeUInt32BE(duration, 12);
  }
  return fullBox('mvhd', version, body);
};
const tkhd = (width: number, height: number) => {
  const body = Buffer.alloc(80);
  body.writeUInt32BE(width * 65536, 72);
  body.writeUInt32BE(height * 65536, 76);
  return fullBox('tkhd', 0, body);
};
const hdlr = (handler: string) => {
  const body = Buffer.alloc(21);
  body.write(handler, 4, 'latin1');
  return fullBox('hdlr', 0, body);
};
const trak = (handler: string, width: number, height: number) =>
  box('trak', tkhd(width, height), box('mdia', hdlr(handler)));
const ftyp = (brand = 'isom') => box('ftyp', Buffer.from(`${brand}\0\0\0\0isomavc1`, 'latin1'));

// ---- Pictures -----------------------------------------------------------------------------------------------------

const plain = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
const noisy = (seed: number) =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The JPEG without its DHT segments (as Motion-JPEG 'AVI1' frames are stored). */
function withoutHuffmanTables(jpeg: Buffer): Buffer {
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (jpeg[at + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] !== 0xc4) parts.push(jpeg.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  parts.push(jpeg.subarray(at));
  return Buffer.concat(parts);
}

/** The Huffman tables of a JPEG's DHT segments: class/id → the table's bytes (counts and values). */
function huffmanTables(jpeg: Buffer): Map<number, string> {
  const found = new Map<number, string>();
  let at = 2;
  while (jpeg[at + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] === 0xc4) {
      for (let t = at + 4; t < at + 2 + length;) {
        const counts = jpeg.subarray(t + 1, t + 17);
        const total = counts.reduce((sum, count) => sum + count, 0);
        found.set(jpeg[t]!, jpeg.toString('hex', t + 1, t + 17 + total));
        t += 17 + total;
      }
    }
    at += 2 + length;
  }
  return found;
}

describe('container parsers (no ffmpeg)', () => {
  test('AVI: a demo library title film (MJPEG) — duration, size, poster and sample frames as JPEG', async () => {
    const avi = await sampleTitleFilm({ title: 'Spring launch', subtitle: 'Contoso' });
    const facts = await readContainer(bufferSource(avi));
    assert.deepEqual(
      [facts.container, facts.durationInSeconds, facts.width, facts.height, facts.notes],
      ['AVI', 3, 320, 180, []],
    );
    assert.equal(facts.jpegFrames?.length, 24);
    assert.deepEqual(
      facts.jpegFrames?.slice(0, 3).map((frame) => frame.seconds),
      [0, 0.125, 0.25],
    );

    const frames = await localVideoFrames(bufferSource(avi));
    assert.deepEqual([frames.durationInSeconds, frames.width, frames.height], [3, 320, 180]);
    assert.deepEqual([...frames.poster!.jpeg.subarray(0, 2)], [0xff, 0xd8]);
    assert.equal(frames.poster!.seconds, 0);
    const drawn = await sharp(frames.poster!.jpeg).metadata();
    assert.deepEqual([drawn.format, drawn.width, drawn.height], ['jpeg', 320, 180]);
    // A sweeping disc is no scene change: evenly spaced sample frames instead, the first included.
    assert.deepEqual(
      frames.frames.map((still) => [still.kind, still.seconds]),
      [0, 3, 6, 9, 12, 15, 18, 21].map((n) => ['sample', n / 8]),
    );
    assert.ok(frames.frames.every((still) => still.jpeg[0] === 0xff && still.jpeg[1] === 0xd8));

    const poster = await localVideoPoster(avi);
    assert.equal(poster?.durationSeconds, 3);
    assert.ok(poster?.frame.equals(frames.poster!.jpeg), 'the ingest-shaped poster is the first frame');

    const answer = await readVideoSource(bufferSource(avi));
    assert.deepEqual(
      [answer.durationInSeconds, answer.width, answer.height, answer.scenes, answer.problem],
      [3, 320, 180, [], null],
    );
  });

  test('AVI: a cut between two pictures is a scene change, found by the JPEG sizes in the index', async () => {
    const calm = await Promise.all(Array.from({ length: 8 }, () => plain('#204060')));
    const busy = await Promise.all(Array.from({ length: 8 }, (_, i) => noisy(i)));
    const back = await Promise.all(Array.from({ length: 8 }, () => plain('#a0a030')));
    const avi = mjpegAvi([...calm, ...busy, ...back], { width: 64, height: 48, fps: 4, title: 'Cuts' });
    const facts = await readVideoSource(bufferSource(avi));
    assert.equal(facts.durationInSeconds, 6);
    assert.deepEqual(facts.scenes, [
      { index: 1, startSeconds: 2, start: '0:00:02.000' },
      { index: 2, startSeconds: 4, start: '0:00:04.000' },
    ]);
    const frames = await localVideoFrames(bufferSource(avi));
    assert.deepEqual(
      frames.frames.map((still) => [still.kind, still.seconds]),
      [
        ['scene', 2],
        ['scene', 4],
      ],
    );
    assert.ok(frames.frames[0]!.jpeg.equals(busy[0]!), 'the frame is the JPEG stored in the file');

    // At most MAX_SCENE_FRAMES, the strongest, at least a second apart.
    const flicker = [];
    for (let i = 0; i < 40; i += 1) flicker.push({ number: i, seconds: i, offset: 0, size: i % 2 ? 1000 : 100 + i });
    const chosen = sceneChangesBySize(flicker);
    assert.equal(chosen.length, MAX_SCENE_FRAMES);
    assert.deepEqual(
      chosen.map((frame) => frame.seconds),
      [...chosen.map((frame) => frame.seconds)].sort((a, b) => a - b),
    );
  });

  test("Motion-JPEG frames without Huffman tables get the standard ones (the same as libjpeg's)", async () => {
    const standard = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#336699' } })
      .jpeg({ quality: 75, optimiseCoding: false })
      .toBuffer();
    const ours = Buffer.concat([Buffer.from([0xff, 0xd8]), STANDARD_DHT, Buffer.from([0xff, 0xda])]);
    assert.deepEqual(huffmanTables(ours), huffmanTables(standard));
    assert.equal(huffmanTables(standard).size, 4);
    const bare = withoutHuffmanTables(standard);
    assert.equal(huffmanTables(bare).size, 0);
    const mended = withHuffmanTables(bare);
    const { data, info } = await sharp(mended).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [32, 16]);
    assert.ok(Math.abs(data[0]! - 0x33) < 8, `decoded red ${data[0]}`);
    assert.equal(withHuffmanTables(standard), standard, 'a JPEG with tables is answered as it is');

    const avi = mjpegAvi([bare, bare], { width: 32, height: 16, fps: 2, title: 'AVI1' });
    const frames = await localVideoFrames(bufferSource(avi));
    assert.equal((await sharp(frames.poster!.jpeg).metadata()).width, 32);
  });

  test('WebM: Info Duration scaled by TimecodeScale, the video TrackEntry size', async () => {
    const webm = Buffer.concat([
      ebmlHeader(),
      el(
        0x18538067,
        el(0x1549a966, uintEl(0x2ad7b1, 1_000_000), floatEl(0x4489, 4500), stringEl(0x4d80, 'test')),
        videoTracks(640, 360),
        el(0x1f43b675, uintEl(0xe7, 0), simpleBlock(0), simpleBlock(40)),
      ),
    ]);
    const facts = await readContainer(bufferSource(webm));
    assert.deepEqual(
      [facts.container, facts.durationInSeconds, facts.width, facts.height, facts.notes],
      ['WebM', 4.5, 640, 360, []],
    );
    const answer = await readVideoSource(bufferSource(webm));
    assert.deepEqual([answer.scenes, answer.problem], [[], SCENES_NEED_TOOLS_NOTE]);

    // Matroska with a microsecond TimecodeScale and a 4-byte float.
    const mkv = Buffer.concat([
      ebmlHeader('matroska'),
      el(
        0x18538067,
        el(0x1549a966, uintEl(0x2ad7b1, 1000), el(0x4489, Buffer.from([0x49, 0x74, 0x24, 0x00]))), // 1e6 µs
        videoTracks(1920, 1080),
      ),
    ]);
    assert.deepEqual(
      await readContainer(bufferSource(mkv)).then((mkvFacts) => [
        mkvFacts.container,
        mkvFacts.durationInSeconds,
        mkvFacts.width,
      ]),
      ['Matroska', 1, 1920],
    );
  });

  test("WebM from MediaRecorder (no Duration, unknown sizes): the last cluster's time plus its last block's", async () => {
    const recorded = Buffer.concat([
      ebmlHeader(),
      unsized(
        0x18538067,
        el(0x1549a966, uintEl(0x2ad7b1, 1_000_000), stringEl(0x4d80, 'Chrome')),
        videoTracks(1280, 720),
        unsized(0x1f43b675, uintEl(0xe7, 0), simpleBlock(0), simpleBlock(33), simpleBlock(66)),
        unsized(0x1f43b675, uintEl(0xe7, 1000), simpleBlock(0), simpleBlock(500), simpleBlock(967)),
      ),
    ]);
    const facts = await readContainer(bufferSource(recorded));
    assert.deepEqual([facts.durationInSeconds, facts.width, facts.height], [1.967, 1280, 720]);
    assert.deepEqual(facts.notes, ['The file records no duration: it is the time of its last frame.']);

    const noClusters = Buffer.concat([
      ebmlHeader(),
      unsized(0x18538067, el(0x1549a966, uintEl(0x2ad7b1, 1_000_000)), videoTracks(320, 240)),
    ]);
    const unknown = await readContainer(bufferSource(noClusters));
    assert.deepEqual([unknown.durationInSeconds, unknown.width], [null, 320]);
    assert.match(unknown.notes[0] ?? '', /the duration is unknown/);
  });

  test('MP4: mvhd duration / timescale and the video track tkhd size; a moov at the end costs a read of the tail', async () => {
    const moov = box('moov', mvhd(1000, 12_500), trak('soun', 0, 0), trak('vide', 1280, 720));
    const mdat = box('mdat', Buffer.alloc(3 * 1024 * 1024));
    const faststart = Buffer.concat([ftyp(), moov, mdat]);
    const facts = await readContainer(bufferSource(faststart));
    assert.deepEqual(
      [facts.container, facts.durationInSeconds, facts.width, facts.height, facts.notes],
      ['MP4', 12.5, 1280, 720, []],
    );

    const moovLast = Buffer.concat([ftyp(), mdat, moov]);
    const source = cachedSource(moovLast.length, async (offset, count) => moovLast.subarray(offset, offset + count));
    const atEnd = await readContainer(source);
    assert.deepEqual([atEnd.durationInSeconds, atEnd.width, atEnd.height], [12.5, 1280, 720]);
    assert.ok(source.fetchedBytes < 1024 * 1024, `read ${source.fetchedBytes} of ${moovLast.length} bytes`);

    const quickTime = Buffer.concat([ftyp('qt  '), box('moov', mvhd(600, 1800, 1), trak('vide', 720, 480))]);
    const qt = await readContainer(bufferSource(quickTime));
    assert.deepEqual([qt.container, qt.durationInSeconds, qt.width, qt.height], ['QuickTime', 3, 720, 480]);
  });

  test('garbage, empty and cut-short files: UnreadableVideoError saying why', async () => {
    const avi = await sampleTitleFilm({ title: 'Cut', subtitle: 'short' });
    const webm = Buffer.concat([ebmlHeader(), el(0x18538067, el(0x1549a966, floatEl(0x4489, 10)))]);
    const cases: [string, Buffer, RegExp][] = [
      [
        'garbage',
        Buffer.from('This is plain text, not a video at all.'),
        /not an AVI, WebM\/Matroska, MP4 or QuickTime/,
      ],
      ['empty', Buffer.alloc(0), /The file is empty/],
      ['AVI cut in its header', avi.subarray(0, 40), /cut short|damaged/],
      ['WebM cut in its EBML header', webm.subarray(0, 10), /EBML header .* damaged or cut short/],
      ['MP4 without moov', Buffer.concat([ftyp(), box('mdat', Buffer.alloc(64))]), /no movie box \(moov\)/],
      ['MP4 cut in its moov', Buffer.concat([ftyp(), box('moov', mvhd(1000, 1000))]).subarray(0, 60), /cut short/],
    ];
    for (const [name, bytes, reason] of cases) {
      await assert.rejects(readContainer(bufferSource(bytes)), (error: Error) => {
        assert.ok(error instanceof UnreadableVideoError, `${name}: ${error.message}`);
        assert.match(error.message, reason, name);
        return true;
      });
    }
    assert.equal(await localVideoPoster(Buffer.from('nonsense')), null);
  });
});
