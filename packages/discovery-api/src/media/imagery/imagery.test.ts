import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { sampleTitleFilm } from '../../seed/demo-library/mjpeg-avi.js';
import { VIDEO_TOOLS_MISSING_NOTE, makeImagery, videoToolsAvailable, type RenderedImage } from './make-imagery.js';

function assertWebp(image: RenderedImage | undefined, width: number, height: number): void {
  assert.ok(image, 'expected an image');
  assert.equal(image.mimeType, 'image/webp');
  assert.equal(image.bytes.subarray(0, 4).toString('latin1'), 'RIFF');
  assert.equal(image.bytes.subarray(8, 12).toString('latin1'), 'WEBP');
  assert.deepEqual([image.width, image.height], [width, height]);
}

/** Share of pixels darker than light grey. */
async function darkShare(image: RenderedImage): Promise<number> {
  const { data, info } = await sharp(image.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 200) dark += 1;
  return dark / (info.width * info.height);
}

async function meanColour(image: RenderedImage): Promise<number[]> {
  const { channels } = await sharp(image.bytes).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

function picture(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A decompression bomb's start: a PNG whose IHDR claims width×height, with one compressed row of pixel data. */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    let crc = 0xffffffff;
    for (const byte of typed) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    const out = Buffer.alloc(typed.length + 8);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, typed.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const file = (extension: string, typeClass: string) => ({ fileName: `sample.${extension}`, extension, typeClass });

describe('makeImagery: pictures', () => {
  test('a PNG gets a 480×320 thumbnail and a preview at its own size (never enlarged)', async () => {
    const png = await picture(1200, 800, '#3366cc').png().toBuffer();
    const imagery = await makeImagery(png, file('png', 'image'));
    assert.equal(imagery.state, 'rendered');
    assertWebp(imagery.thumbnail, 480, 320);
    assertWebp(imagery.preview, 1200, 800);
    assert.equal(imagery.note, undefined);
  });

  test('a JPEG is drawn upright from its EXIF orientation', async () => {
    const jpeg = await picture(600, 300, '#cc3333').jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const imagery = await makeImagery(jpeg, file('jpg', 'image'));
    assert.equal(imagery.state, 'rendered');
    assertWebp(imagery.thumbnail, 480, 320);
    assertWebp(imagery.preview, 300, 600);
  });

  test('a 4000×3000 image gets a preview that fits inside 1600×1600', async () => {
    const jpeg = await picture(4000, 3000, '#88aa22').jpeg().toBuffer();
    const imagery = await makeImagery(jpeg, file('jpeg', 'image'));
    assertWebp(imagery.preview, 1600, 1200);
  });

  test('an animated GIF is drawn from its first frame', async () => {
    const frames = [
      await picture(200, 100, '#ff0000').png().toBuffer(),
      await picture(200, 100, '#0000ff').png().toBuffer(),
    ];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    assert.equal((await sharp(gif).metadata()).pages, 2);
    const imagery = await makeImagery(gif, file('gif', 'image'));
    assertWebp(imagery.preview, 200, 100);
    const [red, , blue] = await meanColour(imagery.preview!);
    assert.ok(red! > 200 && blue! < 50, `expected the red first frame, got rgb mean ${red}, blue ${blue}`);
  });

  test('bytes sharp cannot read get the type icon and a note saying so', async () => {
    const imagery = await makeImagery(Buffer.from('this is not a picture'), file('bmp', 'image'));
    assert.equal(imagery.state, 'icon');
    assertWebp(imagery.thumbnail, 480, 320);
    assert.equal(imagery.preview, undefined);
    assert.match(imagery.note ?? '', /^Image preview unavailable: .*unsupported image format/);
  });

  test('a PNG declaring 100000×100000 pixels is not decoded: type icon, note with the declared size and the limit', async () => {
    const imagery = await makeImagery(pngHeader(100_000, 100_000), file('png', 'image'));
    assert.equal(imagery.state, 'icon');
    assertWebp(imagery.thumbnail, 480, 320);
    assert.equal(
      imagery.note,
      'Image preview unavailable: The image declares 100000×100000 pixels (10000 megapixels), more than the 150-megapixel limit for previews, so it was not decoded.',
    );
  });
});

describe('makeImagery: PDF', () => {
  test('the first page is drawn: thumbnail from the top of the page, preview 1600 px tall', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    doc.addPage([612, 792]).drawText('Quarterly', { x: 40, y: 640, size: 96, font, color: rgb(0, 0, 0) });
    doc.addPage([612, 792]);
    const imagery = await makeImagery(await doc.save(), file('pdf', 'pdf'));
    assert.equal(imagery.state, 'rendered', imagery.note);
    assertWebp(imagery.thumbnail, 480, 320);
    assertWebp(imagery.preview, 1236, 1600);
    const share = await darkShare(imagery.thumbnail);
    assert.ok(
      share > 0.03,
      `expected the page's text in the thumbnail, ${(share * 100).toFixed(2)}% of pixels are dark`,
    );
  });

  test('a corrupt PDF gets the type icon and a note, without throwing', async () => {
    const imagery = await makeImagery(Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF'), file('pdf', 'pdf'));
    assert.equal(imagery.state, 'icon');
    assertWebp(imagery.thumbnail, 480, 320);
    assert.match(imagery.note ?? '', /^PDF preview unavailable: \S/);
  });
});

describe('makeImagery: other files', () => {
  for (const [extension, typeClass] of [
    ['docx', 'document'],
    ['pptx', 'presentation'],
    ['zip', 'zip'],
  ] as const) {
    test(`a .${extension} gets its ${typeClass} icon`, async () => {
      const imagery = await makeImagery(Buffer.from('PK\u0003\u0004 not really a zip'), file(extension, typeClass));
      assert.deepEqual([imagery.state, imagery.preview, imagery.note], ['icon', undefined, undefined]);
      assertWebp(imagery.thumbnail, 480, 320);
    });
  }

  test('a video without ffmpeg on the server gets its icon and says video insights are unavailable', async (t) => {
    if (await videoToolsAvailable()) return t.skip('ffmpeg is installed here');
    const imagery = await makeImagery(Buffer.from('not really an mp4'), file('mp4', 'video'));
    assert.equal(imagery.state, 'video-insights-unavailable');
    assert.equal(imagery.note, VIDEO_TOOLS_MISSING_NOTE);
    assert.equal(imagery.note, 'Video insights unavailable: ffmpeg is not installed on this server.');
    assertWebp(imagery.thumbnail, 480, 320);
    assert.equal(imagery.video, undefined);
  });

  test('a Motion-JPEG AVI without ffmpeg gets its first frame as thumbnail and preview, and its length', async (t) => {
    if (await videoToolsAvailable()) return t.skip('ffmpeg is installed here: it draws the frame');
    const avi = await sampleTitleFilm({ title: 'Harbour launch', subtitle: 'Film' }, 3);
    const imagery = await makeImagery(avi, file('avi', 'video'));
    assert.equal(imagery.state, 'rendered');
    assert.equal(imagery.note, undefined);
    assert.deepEqual(imagery.video, { durationSeconds: 3 });
    assertWebp(imagery.thumbnail, 480, 320);
    assert.ok(imagery.preview, 'a preview is drawn from the frame');
  });
});
