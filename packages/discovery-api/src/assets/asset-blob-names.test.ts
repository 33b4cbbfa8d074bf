import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitiseFileName } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';
import { blobNameOfAssetPath, uniqueFileName } from './asset-blob-names.js';

const DOC = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

test('a file name keeps only its last segment and safe characters, so it cannot leave the asset folder', () => {
  assert.equal(sanitiseFileName('../../other-asset/secret.pdf'), 'secret.pdf');
  assert.equal(sanitiseFileName('C:\\Users\\liam\\Q1 report.pdf'), 'Q1 report.pdf');
  assert.equal(sanitiseFileName('..'), undefined);
  assert.equal(sanitiseFileName('  .hidden  '), 'hidden');
  assert.equal(sanitiseFileName('a<b>:"c"|?*.png'), 'a_b___c____.png');
  assert.equal(sanitiseFileName('Café menu – été.docx'), 'Café menu _ été.docx');
  assert.equal(sanitiseFileName('%2e%2e%2fescape.txt'), '_2e_2e_2fescape.txt');
  const long = sanitiseFileName(`${'x'.repeat(400)}.pdf`)!;
  assert.equal(long.length, 180);
  assert.ok(long.endsWith('.pdf'));
});

test('a taken name gets the first free copy number, compared without case', () => {
  assert.equal(uniqueFileName('cover.png', new Set()), 'cover.png');
  assert.equal(uniqueFileName('cover.png', new Set(['COVER.png'])), 'cover (2).png');
  assert.equal(uniqueFileName('cover.png', new Set(['cover.png', 'cover (2).png'])), 'cover (3).png');
  assert.equal(uniqueFileName('README', new Set(['readme'])), 'README (2)');
});

test("a storage path must name a file in the asset's own folder, as a name or a URL", () => {
  const container = 'northwind-discovery-assets';
  assert.equal(blobNameOfAssetPath('body/storagePath', `${DOC}/v2.pdf`, DOC, container), `${DOC}/v2.pdf`);
  assert.equal(
    blobNameOfAssetPath(
      'body/storagePath',
      `https://127.0.0.1:10000/devstoreaccount1/${container}/${DOC}/v2%20final.pdf?sv=x`,
      DOC,
      container,
    ),
    `${DOC}/v2 final.pdf`,
  );
  const refused = [
    `other-doc/v2.pdf`,
    `${DOC}/../other-doc/v2.pdf`,
    `${DOC}/sub/v2.pdf`,
    `${DOC}/`,
    `${DOC}/..`,
    `https://host/other-container/${DOC}/v2.pdf`,
  ];
  for (const path of refused) {
    assert.throws(
      () => blobNameOfAssetPath('body/storagePath', path, DOC, container),
      (error: unknown) =>
        error instanceof HttpError && error.statusCode === 400 && error.message.includes('body/storagePath'),
      path,
    );
  }
});
