/** Turns texts into vectors for semantic search. */
export interface EmbeddingProvider {
  /** Stable id stored with each vector, e.g. 'local-sg100d-v1' or 'openai:text-embedding-3-small'; vectors of different ids are never compared. */
  readonly id: string;
  readonly dimension: number;
  /** One unit-length vector per text (cosine = dot product). Empty or unknown-word text gives a zero vector. */
  embed(texts: string[]): Promise<Float32Array[]>;
}
