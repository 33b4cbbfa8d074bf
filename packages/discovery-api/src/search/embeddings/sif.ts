// Smooth inverse frequency (SIF) sentence vectors, after Arora, Liang & Ma, "A Simple but Tough-to-Beat
// Baseline for Sentence Embeddings" (ICLR 2017): a text's vector is the mean of its word vectors weighted
// a/(a + p(w)), minus its projection on a common component shared by all texts.

/** SIF parameters stored with a word-vector file, so the component and the weights agree. */
export interface SifParameters {
  /** The smoothing constant a (Arora et al. found 1e-4…1e-3 works well). */
  a: number;
  /** Size of the ranked source vocabulary: the N of the Zipf estimate p(rank) = 1 / (rank · H_N). */
  vocabularySize: number;
}

/** The smoothing constant used for the converted vectors: a = 1e-3 gave the widest related/unrelated gaps (1e-4 was narrower). */
export const DEFAULT_SIF: Omit<SifParameters, 'vocabularySize'> = { a: 1e-3 };

/**
 * The SIF weight a/(a + p) of each word, from its 1-based frequency rank. The vectors carry no word
 * counts, so p is estimated by Zipf's law over the source vocabulary: p(rank) = 1 / (rank · H_N).
 */
export function sifWeights(ranks: Uint32Array, sif: SifParameters): Float32Array {
  const harmonic = Math.log(sif.vocabularySize) + 0.5772156649 + 1 / (2 * sif.vocabularySize);
  return Float32Array.from(ranks, (rank) => sif.a / (sif.a + 1 / (rank * harmonic)));
}

/** Length of the texts the common component is computed for (in words). */
const TEXT_LENGTH = 20;

/**
 * The common component of SIF text vectors: the first principal direction (uncentred, as Arora et al.'s
 * truncated SVD) of the vectors of TEXT_LENGTH-word texts whose words are drawn from the Zipf distribution.
 * Rather than sampling texts, it uses the closed form of their second moment,
 * E[v vᵀ] = (1 − 1/n)·m mᵀ + (1/n)·Σ q(w) c(w)² u(w) u(w)ᵀ with m = Σ q(w) c(w) u(w), so it is deterministic.
 * Returns a unit vector (a zero vector when there are no words).
 */
export function commonComponent(
  matrix: Float32Array,
  dimension: number,
  ranks: Uint32Array,
  sif: SifParameters,
): Float32Array {
  const weights = sifWeights(ranks, sif);
  let total = 0;
  for (const rank of ranks) total += 1 / rank;
  const mean = new Float64Array(dimension);
  const moment = new Float64Array(dimension * dimension);
  const scaled = new Float64Array(dimension);
  for (let word = 0; word < ranks.length; word += 1) {
    const probability = 1 / ranks[word]! / total;
    const weight = weights[word]!;
    for (let d = 0; d < dimension; d += 1) scaled[d] = weight * matrix[word * dimension + d]!;
    for (let i = 0; i < dimension; i += 1) {
      mean[i]! += probability * scaled[i]!;
      const row = probability * scaled[i]!;
      for (let j = i; j < dimension; j += 1) moment[i * dimension + j]! += row * scaled[j]!;
    }
  }
  for (let i = 0; i < dimension; i += 1) {
    for (let j = i; j < dimension; j += 1) {
      const value = (1 - 1 / TEXT_LENGTH) * mean[i]! * mean[j]! + moment[i * dimension + j]! / TEXT_LENGTH;
      moment[i * dimension + j] = value;
      moment[j * dimension + i] = value;
    }
  }
  return Float32Array.from(firstEigenvector(moment, dimension, mean));
}

/** Power iteration on a symmetric positive semi-definite matrix, starting from `start`. */
function firstEigenvector(matrix: Float64Array, dimension: number, start: Float64Array): Float64Array {
  let vector = unit(Float64Array.from(start));
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const next = new Float64Array(dimension);
    for (let i = 0; i < dimension; i += 1) {
      let sum = 0;
      for (let j = 0; j < dimension; j += 1) sum += matrix[i * dimension + j]! * vector[j]!;
      next[i] = sum;
    }
    const nextUnit = unit(next);
    let change = 0;
    for (let i = 0; i < dimension; i += 1) change = Math.max(change, Math.abs(nextUnit[i]! - vector[i]!));
    vector = nextUnit;
    if (change < 1e-9) break;
  }
  return vector;
}

/** Scales a vector to unit length in place; a zero vector stays zero. */
export function unit<T extends Float32Array | Float64Array>(vector: T): T {
  let squares = 0;
  for (const value of vector) squares += value * value;
  const norm = Math.sqrt(squares);
  if (norm > 1e-12) for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  else vector.fill(0);
  return vector;
}
