import fp from 'fastify-plugin';
import { createEmbeddingProvider } from '../../search/embeddings/index.js';
import { detectSearchCapabilities } from '../../search/search-capabilities.js';
import type { SearchEngine } from '../../search/search-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search engine: database, its search capabilities and the embedding provider. */
    searchEngine: SearchEngine;
  }
}

export default fp(
  async function search(app) {
    const capabilities = await detectSearchCapabilities(app.db);
    const embeddings = await createEmbeddingProvider(app.config.embeddings, { log: (message) => app.log.info(message) });
    app.decorate('searchEngine', { db: app.db, capabilities, embeddings });
    const missing = [!capabilities.bm25 && 'BM25 (pg_textsearch): keyword ranking uses ts_rank_cd', !capabilities.vector && 'pgvector: semantic search scores passages without an index'].filter(Boolean);
    app.log.info(`Search: embeddings ${embeddings.id} (${embeddings.dimension} dimensions)${missing.length ? `; fallbacks: ${missing.join('; ')}` : ''}`);
  },
  { name: 'search', dependencies: ['database'] },
);
