import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { iconLabel, iconSvg, typeIcon } from './icons.js';

/** Share of near-white pixels in the extension band (x 106–374, y 176–268), where only the label is white. */
async function whiteShareInBand(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes)
    .extract({ left: 116, top: 184, width: 248, height: 76 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let white = 0;
  for (const value of data) if (value > 230) white += 1;
  return white / (info.width * info.height);
}

describe('type icons', () => {
  test('the label is the extension in capitals, letters and digits only, at most 5', () => {
    assert.equal(iconLabel('pptx'), 'PPTX');
    assert.equal(iconLabel('x<y&"'), 'XY');
    assert.equal(iconLabel('jpeg2000'), 'JPEG2');
    assert.equal(iconLabel(''), 'FILE');
  });

  test('each class has its own colour; an unknown class gets the neutral one', () => {
    assert.match(iconSvg('presentation', 'pptx'), /fill="#C43E1C"/);
    assert.match(iconSvg('spreadsheet', 'xlsx'), /fill="#217346"/);
    assert.match(iconSvg('something-new', 'abc'), /fill="#607D8B"/);
    assert.doesNotMatch(iconSvg('document', '<script>'), /<script>/);
  });

  test('renders a 480×320 WebP whose band carries the label in white text', async () => {
    const icon = await typeIcon('presentation', 'pptx');
    assert.deepEqual([icon.mimeType, icon.width, icon.height], ['image/webp', 480, 320]);
    assert.equal((await sharp(icon.bytes).metadata()).format, 'webp');
    // Without a usable font the band would be plain colour; 'PPTX' at 56 px covers well over 10% of it.
    const share = await whiteShareInBand(icon.bytes);
    assert.ok(share > 0.1, `expected the label's letters in the band, ${(share * 100).toFixed(1)}% of it is white`);
    assert.notDeepEqual((await typeIcon('presentation', 'ppt')).bytes, icon.bytes);
  });

  test('an icon is drawn once per class and label, and only the last 64 drawn are kept', async () => {
    const first = await typeIcon('html', 'htm');
    // The same picture object: not drawn again (an import of a thousand .txt files draws one icon).
    assert.equal(await typeIcon('html', 'HTM'), first);
    // A class without a style of its own draws the neutral icon, kept under the neutral class.
    assert.equal(await typeIcon('something-new', 'abc'), await typeIcon('other', 'abc'));
    // Labels come from users' file names: 64 others push the first one out, and it is drawn anew, the same picture.
    for (let i = 0; i < 64; i += 1) await typeIcon('html', `h${i}`);
    const again = await typeIcon('html', 'htm');
    assert.notEqual(again, first);
    assert.deepEqual(again.bytes, first.bytes);
  });
});
