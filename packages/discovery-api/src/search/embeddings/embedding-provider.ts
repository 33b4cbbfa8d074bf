/** Turns texts into vectors for semantic search. */
export interface EmbeddingProvider {
  /** Stable id stored with each vector, e.g. 'local-sg100d-v1' or 'openai:text-embedding-3-small'; vectors of different ids are never compared. */
  readonly id: string;
  readonly dimension: number;
  /**
   * Weight of this provider's ranking in hybrid search's reciprocal-rank fusion, the keyword ranking counting 1:
   * language-model embeddings 1; the local word vectors, which know words but not sentences, 0.1 (see
   * local-provider.ts).
   */
  readonly fusionWeight: number;
  /** One unit-length vector per text (cosine = dot product). Empty or unknown-word text gives a zero vector. */
  embed(texts: string[]): Promise<Float32Array[]>;
}
