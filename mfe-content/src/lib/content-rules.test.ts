import { anAsset, aRecord } from '../testing/fake-content-server';
import { metadataByField, metadataFieldsOf, previewKindOf, snippetOf, synopsisOf } from './content-rules';

describe('the content page rules', () => {
  it('cuts the synopsis at 200 characters, on a word when one is near, and says it was cut', () => {
    expect(synopsisOf('  A short   synopsis. ')).toBe('A short synopsis.');
    const long = `${'word '.repeat(60)}`.trim();
    const cut = synopsisOf(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('word…')).toBe(true);
    expect(synopsisOf('x'.repeat(250))).toBe(`${'x'.repeat(199)}…`);
    expect(synopsisOf(null)).toBe('');
  });

  it('snips a text preview at 50 words (spec §9)', () => {
    const words = Array.from({ length: 60 }, (_, index) => `w${index}`);
    expect(snippetOf(words.join(' '))).toBe(`${words.slice(0, 50).join(' ')}…`);
    expect(snippetOf('just  a few\nwords')).toBe('just a few words');
  });

  it.each([
    ['a PDF (its own file)', {}, {}, 'pdf'],
    ['an uploaded PDF preview', { defaultPdfPreview: null, customPdfPreview: 'https://x/p.pdf?sig' }, {}, 'pdf'],
    ['a video', { defaultPdfPreview: null, fileExtensionFileTypeCategory: 'video' }, {}, 'video'],
    ['an image', { defaultPdfPreview: null, fileExtensionFileTypeCategory: 'image' }, {}, 'image'],
    [
      'an Office file with a generated preview',
      { defaultPdfPreview: null, fileExtensionFileTypeCategory: 'document', fullSizePreviewSasUrl: 'https://x/p.webp' },
      {},
      'picture',
    ],
    ['a file with text only', { defaultPdfPreview: null, fileExtensionFileTypeCategory: 'document' }, {}, 'text'],
    [
      'a file with nothing to show',
      { defaultPdfPreview: null, fileExtensionFileTypeCategory: 'document' },
      { content: ' ' },
      'none',
    ],
    ['a private asset the user may not open', { isAccessible: false }, {}, 'none'],
  ] as const)('previews %s as %s', (_name, asset, record, kind) => {
    expect(previewKindOf(anAsset(1, 'd', asset), aRecord('d', record).document)).toBe(kind);
  });

  it('groups the metadata by field, without soft-deleted or repeated values', () => {
    const value = (name: string, text: string, softDeleted = false) => ({
      flattenedFieldName: name,
      flattenedFieldCode: name.toLowerCase(),
      value: text,
      softDeleted,
    });
    const asset = anAsset(1, 'd', {
      selectedSet: [
        value('Regions', 'Nordics'),
        value('Topics', 'Retail'),
        value('Regions', 'Nordics'),
        value('Topics', 'Gone', true),
      ],
    });
    expect(metadataByField(asset)).toEqual([
      ['Regions', ['Nordics']],
      ['Topics', ['Retail']],
    ]);
    expect(metadataFieldsOf(asset)).toEqual([
      { name: 'Regions', code: 'regions', values: ['Nordics'] },
      { name: 'Topics', code: 'topics', values: ['Retail'] },
    ]);
  });
});
