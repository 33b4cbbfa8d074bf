import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { defaultWordVectorFile } from './convert-wink-embeddings.js';
import { createEmbeddingProvider, type EmbeddingProvider } from './index.js';
import { tokenize } from './tokenize.js';
import { writeWordVectorFile } from './word-vector-file.js';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
const norm = (vector: Float32Array) => Math.sqrt(cosine(vector, vector));

// Hand-made 4-d vectors. "the" and "said" are very frequent (ranks 1 and 50), the others rare.
const FIXTURE: [word: string, rank: number, vector: number[]][] = [
  ['the', 1, [1, 0, 0, 0]],
  ['said', 50, [0, 1, 0, 0]],
  ['boat', 20_000, [0, 0, 1, 0]],
  ['ship', 21_000, [0, 0.1, 0.9, 0.2]],
  ['vessel', 22_000, [0.1, 0, 0.95, 0.2]],
  ['budget', 23_000, [0, 0, 0, 1]],
  ['café', 24_000, [0, 0.3, 0.3, 0.9]],
];

describe('tokenize', () => {
  test('lowercases and splits on anything but letters, marks and digits', () => {
    assert.deepEqual(tokenize("Jean-Luc's 2nd CAR, (new)!"), ['jean', 'luc', 's', '2nd', 'car', 'new']);
    assert.deepEqual(tokenize(' \n—…'), []);
  });
});

describe('local embedding provider (fixture vectors)', () => {
  let dir: string;
  let provider: EmbeddingProvider;
  const embedOne = async (text: string) => (await provider.embed([text]))[0]!;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-embeddings-test-'));
    const vectorsFile = join(dir, 'fixture.wvec');
    await writeWordVectorFile(vectorsFile, {
      id: 'test-fixture-v1',
      source: 'hand-made',
      dimension: 4,
      sif: { a: 1e-3, vocabularySize: 400_000 },
      words: FIXTURE.map(([word]) => word),
      ranks: Uint32Array.from(FIXTURE, ([, rank]) => rank),
      matrix: Float32Array.from(FIXTURE.flatMap(([, , vector]) => vector)),
    });
    provider = await createEmbeddingProvider({ kind: 'local' }, { vectorsFile });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('takes its id and dimension from the file', () => {
    assert.equal(provider.id, 'test-fixture-v1');
    assert.equal(provider.dimension, 4);
  });

  test('gives one unit vector per text, in order', async () => {
    const vectors = await provider.embed(['boat', 'budget', 'ship vessel']);
    assert.equal(vectors.length, 3);
    for (const vector of vectors) assert.ok(Math.abs(norm(vector) - 1) < 1e-6, `norm ${norm(vector)}`);
    assert.ok(cosine(vectors[0]!, vectors[1]!) < 0.1, 'boat and budget are unrelated');
  });

  test('tokenises case, punctuation and Unicode forms alike, ignoring unknown words', async () => {
    assert.deepEqual(await embedOne('BOAT—Budget!'), await embedOne('boat budget'));
    assert.deepEqual(await embedOne('cafe\u0301'), await embedOne('café'));
    assert.deepEqual(await embedOne('boat xyzzy plugh'), await embedOne('boat'));
  });

  test('empty or unknown-word text gives a zero vector', async () => {
    for (const text of ['', '  ...  ', 'xyzzy plugh']) {
      const vector = await embedOne(text);
      assert.equal(vector.length, 4);
      assert.ok(
        vector.every((value) => value === 0),
        `"${text}" gave ${vector.join(', ')}`,
      );
    }
  });

  test('a frequent word counts less than a rare one', async () => {
    // Unweighted, "said boat" would sit halfway between "said" and "boat" (equal-length vectors).
    const text = await embedOne('said boat');
    const difference = cosine(text, await embedOne('boat')) - cosine(text, await embedOne('said'));
    assert.ok(difference > 0.3, `only ${difference.toFixed(3)} closer to "boat" than to "said"`);
  });

  test('similar texts score higher than unrelated ones', async () => {
    const [boats, vessel, budget] = await provider.embed(['the boat and the ship', 'a vessel', 'the budget']);
    assert.ok(cosine(boats!, vessel!) > 0.9, `boats ~ vessel ${cosine(boats!, vessel!)}`);
    assert.ok(cosine(boats!, budget!) < 0.5, `boats ~ budget ${cosine(boats!, budget!)}`);
  });
});

const realVectorsMissing = existsSync(defaultWordVectorFile)
  ? false
  : `${defaultWordVectorFile} is missing: the package build (scripts/build-word-vectors.mjs) makes it`;

describe('local embedding provider (real vectors)', { skip: realVectorsMissing }, () => {
  test('related texts score well above unrelated ones', async () => {
    const provider = await createEmbeddingProvider({ kind: 'local' });
    assert.equal(provider.id, 'local-sg100d-v1');
    const gap = async (text: string, related: string, unrelated: string) => {
      const [a, b, c] = await provider.embed([text, related, unrelated]);
      return cosine(a!, b!) - cosine(a!, c!);
    };
    // Plain SIF means give gaps of ~0.27 and ~0.19 here; removing the common component widens them to ~0.48 and ~0.57.
    const cars = await gap(
      'car advertising campaign',
      'vehicle brand promotion',
      'quarterly financial earnings report',
    );
    assert.ok(cars > 0.35, `car advertising: gap ${cars.toFixed(3)}`);
    const wings = await gap(
      'supersonic wing pressure distribution',
      'transonic airfoil pressure',
      'marketing campaign budget',
    );
    assert.ok(wings > 0.35, `supersonic wing: gap ${wings.toFixed(3)}`);
  });
});
