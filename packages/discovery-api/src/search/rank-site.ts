import type { SQL } from 'drizzle-orm';
import { fuseHybrid, HYBRID_FEEDBACK_DOCUMENTS } from './hybrid-ranking.js';
import { rankKeyword, type RankedDocument } from './keyword-ranking.js';
import type { SearchEngine } from './search-engine.js';
import { rankSemantic, type Passage } from './semantic-ranking.js';

export const SEARCH_MODES = ['keyword', 'semantic', 'hybrid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export interface RankSiteOptions {
  siteId: number;
  text: string;
  mode: SearchMode;
  /** How many documents, best first. */
  limit: number;
  /** Keyword and hybrid: only documents with the exact phrase. */
  phrase?: boolean;
  /** A condition on search_documents (alias d): facets, dates, access. */
  filter?: SQL;
}

/** Depth of each ranking that hybrid search fuses. */
const HYBRID_DEPTH = 100;

/**
 * Ranks a site's documents for a query: keyword (BM25), semantic (passage embeddings) or hybrid (reciprocal-rank
 * fusion of both; with an exact phrase only documents containing it take part). The passages are the semantic
 * ranking's best, for answers.
 */
export async function rankSite(
  engine: SearchEngine,
  options: RankSiteOptions,
): Promise<{ documents: RankedDocument[]; passages: Passage[] }> {
  const { siteId, text, limit, filter, phrase } = options;
  if (options.mode === 'keyword')
    return { documents: await rankKeyword(engine, { siteId, text, limit, phrase, filter }), passages: [] };
  if (options.mode === 'semantic') return rankSemantic(engine, { siteId, text, limit, filter });
  const depth = Math.max(limit, HYBRID_DEPTH);
  const keyword = await rankKeyword(engine, { siteId, text, limit: depth, phrase, filter });
  const semantic = await rankSemantic(engine, {
    siteId,
    text,
    limit: depth,
    filter,
    feedback: keyword.slice(0, HYBRID_FEEDBACK_DOCUMENTS),
  });
  const fused = fuseHybrid(keyword, semantic.documents, {
    phrase,
    limit,
    meaningWeight: engine.embeddings.fusionWeight,
  });
  return { documents: fused.documents, passages: semantic.passages };
}
