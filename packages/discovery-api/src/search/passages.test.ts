import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { splitIntoPassages } from './passages.js';

const sentence = (index: number, words = 10) => `Sentence ${index} ${'word '.repeat(words - 3).trim()} end.`;

describe('splitIntoPassages', () => {
  test('gathers whole sentences up to the target and carries the last short sentence over', () => {
    const text = Array.from({ length: 30 }, (_, index) => sentence(index)).join(' ');
    const passages = splitIntoPassages(text, { targetWords: 50 });
    assert.ok(passages.length >= 6, `${passages.length} passages`);
    for (const passage of passages) {
      assert.match(passage, /^Sentence \d+/);
      assert.match(passage, /end\.$/);
      assert.ok(passage.split(' ').length <= 50, passage);
    }
    const lastOfFirst = (passages[0] as string).split(/(?<=\.) /).at(-1);
    assert.ok((passages[1] as string).startsWith(lastOfFirst as string), 'the seam sentence is repeated');
    assert.ok((passages.at(-1) as string).includes('Sentence 29'), 'the end of the text is kept');
  });

  test('cuts a sentence longer than twice the target, keeps a short text whole, and stops at the cap', () => {
    const long = `${'alpha '.repeat(250).trim()}.`;
    const passages = splitIntoPassages(long, { targetWords: 100 });
    assert.equal(passages.length, 2);
    assert.deepEqual(splitIntoPassages('Just one line'), ['Just one line']);
    assert.deepEqual(splitIntoPassages('   '), []);
    const many = Array.from({ length: 500 }, (_, index) => sentence(index, 40)).join(' ');
    assert.equal(splitIntoPassages(many, { targetWords: 40, maxPassages: 7 }).length, 7);
  });
});
