import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normaliseQuery, SEMANTIC_NEEDS_WORDS } from './query-rules.js';

describe('search query rules (spec §5)', () => {
  test('empty text and * search everything', () => {
    assert.deepEqual(normaliseQuery({ q: '' }), { text: '', phrase: false, mode: 'keyword' });
    assert.deepEqual(normaliseQuery({ q: '  *  ', queryType: 'full' }), { text: '', phrase: false, mode: 'keyword' });
    assert.deepEqual(normaliseQuery({}), { text: '', phrase: false, mode: 'keyword' });
  });

  test('words joined by plus signs are words; a quoted text is an exact phrase', () => {
    assert.deepEqual(normaliseQuery({ q: 'brand+guidelines', queryType: 'full' }), {
      text: 'brand guidelines',
      phrase: false,
      mode: 'keyword',
    });
    assert.deepEqual(normaliseQuery({ q: '"brand+guidelines"', queryType: 'full' }), {
      text: 'brand guidelines',
      phrase: true,
      mode: 'keyword',
    });
    assert.deepEqual(normaliseQuery({ q: 'C++', queryType: 'full' }), { text: 'C++', phrase: false, mode: 'keyword' });
    assert.deepEqual(normaliseQuery({ q: '"launch"', queryType: 'hybrid' }), {
      text: 'launch',
      phrase: true,
      mode: 'hybrid',
    });
  });

  test('semantic search refuses an empty or * query, and has no exact phrase', () => {
    for (const q of ['', '*', '""', ' * ']) {
      assert.throws(
        () => normaliseQuery({ q, queryType: 'semantic' }),
        (error: Error & { statusCode?: number }) => error.statusCode === 400 && error.message === SEMANTIC_NEEDS_WORDS,
      );
    }
    assert.deepEqual(normaliseQuery({ q: '"car ads"', queryType: 'semantic' }), {
      text: 'car ads',
      phrase: false,
      mode: 'semantic',
    });
    assert.equal(normaliseQuery({ q: 'car', useVectorSearch: true }).mode, 'hybrid');
  });
});
