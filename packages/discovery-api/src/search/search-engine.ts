import type { Database } from '../db/database.js';
import type { EmbeddingProvider } from './embeddings/index.js';
import type { SearchCapabilities } from './search-capabilities.js';

/** What the indexer and the rankers need: the database, what it can do, and the embedding provider. */
export interface SearchEngine {
  db: Database;
  capabilities: SearchCapabilities;
  embeddings: EmbeddingProvider;
}
