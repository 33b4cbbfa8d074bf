import type { Changes } from '../db/changes.js';
import type { Database } from '../db/database.js';
import type { EmbeddingProvider } from './embeddings/index.js';
import type { Highlighter } from './highlights.js';
import type { MatchIndexes } from './match-index/match-indexes.js';
import type { SearchCapabilities } from './search-capabilities.js';

/**
 * What the indexer and the rankers need: the database, what it can do, the embedding provider, and the
 * in-memory match indexes (matched sets, totals, facet counts, date order, suggestions), the highlighter and
 * the database's change revision.
 */
export interface SearchEngine {
  db: Database;
  capabilities: SearchCapabilities;
  embeddings: EmbeddingProvider;
  matchIndexes: MatchIndexes;
  highlighter: Highlighter;
  /** The database's change revision and the values kept while it stands still (facet fields). */
  changes: Changes;
}
