import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { HIGHLIGHT_FRAGMENT_CHARS } from '@portal/contracts';
import type { TestServer } from '../test/test-server.js';
import { sharedDemoSite } from '../test/demo-site-context.js';
import { Highlighter } from './highlights.js';

describe('Highlighter', () => {
  let server: TestServer;
  let highlighter: Highlighter;
  before(async () => {
    server = (await sharedDemoSite()).server;
    highlighter = new Highlighter(server.app.db);
  });

  test('marks every form of the query words (English stems), escapes the text, and leaves out documents without them', async () => {
    const texts = new Map([
      [1, 'Our campaigns ran on <b>television</b> & radio. The campaign was a success.'],
      [2, 'Nothing relevant here.'],
    ]);
    const fragments = await highlighter.fragments(texts, ['campaign'], false);
    assert.deepEqual([...fragments.keys()], [1]);
    assert.deepEqual(fragments.get(1), [
      'Our <em>campaigns</em> ran on &lt;b&gt;television&lt;/b&gt; &amp; radio. The <em>campaign</em> was a success.',
    ]);
  });

  test('query words that spell an entity (amp, lt, gt, quot) are never marked inside the escaped text', async () => {
    const fragments = await highlighter.fragments(
      new Map([[1, 'R&D <b>budget</b> "as planned"']]),
      ['amp', 'lt', 'gt', 'quot', 'budget'],
      false,
    );
    assert.deepEqual(fragments.get(1), ['R&amp;D &lt;b&gt;<em>budget</em>&lt;/b&gt; &quot;as planned&quot;']);
  });

  test('an exact phrase marks only its occurrences in order, stop words between them allowed', async () => {
    const fragments = await highlighter.fragments(
      new Map([[1, 'Brand guidelines matter. Guidelines of the brand differ from brand guidelines.']]),
      ['brand', 'guidelin'],
      true,
    );
    assert.deepEqual(fragments.get(1), [
      '<em>Brand</em> <em>guidelines</em> matter. Guidelines of the brand differ from <em>brand</em> <em>guidelines</em>.',
    ]);
  });

  test('long texts give at most two fragments of about 400 characters, where the most different words meet', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i % 7}`).join(' ');
    const text = `${filler(100)} revenue alone here. ${filler(200)} revenue and margin together. ${filler(200)} margin alone. ${filler(100)}`;
    const fragments = await highlighter.fragments(new Map([[1, text]]), ['revenu', 'margin'], false);
    const [first, second] = fragments.get(1) ?? [];
    assert.ok(first && second, 'two fragments');
    assert.match(first, /<em>revenue<\/em> alone/, 'in text order');
    assert.match(second, /<em>revenue<\/em> and <em>margin<\/em> together/, 'the fragment with both words is chosen');
    assert.ok(
      !fragments.get(1)?.some((fragment) => fragment.includes('margin</em> alone')),
      'a third place is left out',
    );
    for (const fragment of [first, second])
      assert.ok(fragment.replace(/<\/?em>/g, '').length <= HIGHLIGHT_FRAGMENT_CHARS, `${fragment.length}`);
  });
});
