import fp from 'fastify-plugin';
import { createEmbeddingProvider } from '../../search/embeddings/index.js';
import { Highlighter } from '../../search/highlights.js';
import { MatchIndexes } from '../../search/match-index/match-indexes.js';
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
    const embeddings = await createEmbeddingProvider(app.config.embeddings, {
      log: (message) => app.log.info(message),
    });
    // Without pgvector the passage vectors are held beside each site's match index (semantic search scores them there).
    const matchIndexes = new MatchIndexes(
      app.db,
      app.changes,
      capabilities.vector ? undefined : { providerId: embeddings.id, dimension: embeddings.dimension },
    );
    app.decorate('searchEngine', {
      db: app.db,
      capabilities,
      embeddings,
      matchIndexes,
      highlighter: new Highlighter(app.db),
      changes: app.changes,
    });
    // Every site's match index loads in the background once the server listens; a search before then waits for its site.
    app.addHook('onListen', async () => {
      const started = Date.now();
      matchIndexes.preload().then(
        () => app.log.info(`Search: match indexes loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`),
        (error: unknown) => app.log.debug({ err: error }, 'Search: match indexes not preloaded'),
      );
    });
    const missing = [
      !capabilities.bm25 &&
        'BM25 (pg_textsearch): keyword ranking is BM25 over the match index in memory, without the proximity bonus',
      !capabilities.vector && 'pgvector: semantic search scores passages held in memory, without an index',
    ].filter(Boolean);
    app.log.info(
      `Search: embeddings ${embeddings.id} (${embeddings.dimension} dimensions)${missing.length ? `; fallbacks: ${missing.join('; ')}` : ''}`,
    );
  },
  { name: 'search', dependencies: ['database'] },
);
