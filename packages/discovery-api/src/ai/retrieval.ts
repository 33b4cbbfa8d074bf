import { AI_LIMITS } from '@portal/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { visibleAssetIds } from '../assets/asset-visibility.js';
import { searchChunks, searchDocuments } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { normaliseQuery } from '../search/query-rules.js';
import { searchSite } from '../search/search-site.js';
import type { SiteAccess } from '../sites/site-access.js';

/** A passage an answer may draw on, from a document the asking user may open, numbered by its document. */
export interface RetrievedPassage {
  /** The citation number of its document: [n]. */
  n: number;
  assetId: number;
  docId: string;
  title: string;
  text: string;
  /** Relevance to the question: meaning similarity and share of the question's words it holds. */
  score: number;
  /** Share of the question's content words (stemmed) the passage holds. */
  overlap: number;
}

/** Keyword-matched documents whose passages are read besides those found by meaning. */
const KEYWORD_DOCUMENTS = 6;
/** Passages of one document an answer draws on at most: sources stay varied. */
const PER_DOCUMENT = 2;

/** Whether a question has words to answer: a blank text, `*` or punctuation alone has none. */
export const hasWords = (question: string): boolean => /[\p{L}\p{N}]/u.test(question);

/** Refuses (400, changing nothing and not counted against the user's limit) a question without words to answer. */
export function requireWords(question: string, field: string): void {
  if (!hasWords(question)) throw new HttpError(400, `The request is not valid: ${field} has no words to answer.`);
}

/**
 * The passages of the site's documents that best answer a question, only from documents the user may open: the
 * site's hybrid search (search/search-site.ts: keyword BM25 and passage vectors fused, the private-asset rule that
 * never matches a private asset the user may not open by its text or meaning), the passages found by meaning plus
 * those of the best keyword matches, ranked by meaning and by the share of the question's words they hold. Every
 * passage's document is checked again against the visibility rule (assets/asset-visibility.ts) before it is
 * returned: what an answer cites is always a document the asking user may open. `within` narrows the search
 * (a collection's assets).
 */
export async function retrievePassages(
  app: FastifyInstance,
  access: SiteAccess,
  question: string,
  options: { limit?: number; within?: SQL; signal?: AbortSignal } = {},
): Promise<RetrievedPassage[]> {
  const limit = options.limit ?? AI_LIMITS.passages;
  const { text, phrase } = normaliseQuery({ q: question.replace(/["“”]/g, ' '), queryType: 'hybrid' });
  if (text === '') return [];
  const result = await searchSite(app.searchEngine, {
    access,
    text,
    mode: 'hybrid',
    phrase,
    matching: { in: 'database', where: options.within, orderBy: null, allWords: false, count: false, facets: [] },
    skip: 0,
    top: KEYWORD_DOCUMENTS,
    content: false,
    highlights: false,
    answers: false,
  });
  const candidates = new Map<number, { assetId: number; text: string; similarity: number }>();
  for (const passage of result.passages)
    candidates.set(passage.chunkId, { assetId: passage.assetId, text: passage.text, similarity: passage.similarity });
  const keywordIds = result.hits.filter((hit) => hit.accessible).map((hit) => hit.assetId);
  if (keywordIds.length > 0) {
    const chunks = await app.db
      .select({ chunkId: searchChunks.chunkId, assetId: searchChunks.assetId, text: searchChunks.text })
      .from(searchChunks)
      .where(inArray(searchChunks.assetId, keywordIds));
    for (const chunk of chunks)
      if (!candidates.has(chunk.chunkId)) candidates.set(chunk.chunkId, { ...chunk, similarity: 0 });
  }
  const visible = await visibleAssetIds(app.db, access, [...new Set([...candidates.values()].map((c) => c.assetId))]);
  const readable = [...candidates.values()].filter((candidate) => visible.has(candidate.assetId));
  // The share of the question's words each passage holds: text work, done in the local assistant's worker threads.
  const overlaps = await app.localAssistant.run(
    { kind: 'overlaps', question, texts: readable.map((candidate) => candidate.text) },
    options.signal,
  );
  const ranked = readable
    .map((candidate, index) => {
      const overlap = overlaps[index] ?? 0;
      return { ...candidate, overlap, score: candidate.similarity * 0.6 + overlap };
    })
    .sort((a, b) => b.score - a.score);
  const perDocument = new Map<number, number>();
  const chosen = ranked.filter((candidate) => {
    const taken = perDocument.get(candidate.assetId) ?? 0;
    if (taken >= PER_DOCUMENT) return false;
    perDocument.set(candidate.assetId, taken + 1);
    return true;
  });
  const top = chosen.slice(0, limit);
  if (top.length === 0) return [];
  const documents = await app.db
    .select({ assetId: searchDocuments.assetId, docId: searchDocuments.docId, title: searchDocuments.title })
    .from(searchDocuments)
    .where(
      inArray(
        searchDocuments.assetId,
        top.map((passage) => passage.assetId),
      ),
    );
  const byId = new Map(documents.map((document) => [document.assetId, document]));
  const numbers = new Map<number, number>();
  return top.flatMap((passage) => {
    const document = byId.get(passage.assetId);
    if (!document) return [];
    if (!numbers.has(passage.assetId)) numbers.set(passage.assetId, numbers.size + 1);
    return [
      {
        n: numbers.get(passage.assetId)!,
        assetId: passage.assetId,
        docId: document.docId,
        title: document.title,
        text: passage.text,
        score: passage.score,
        overlap: passage.overlap,
      },
    ];
  });
}

/** The condition that keeps a search to a collection's assets (alias d). */
export const withinCollection = (collectionId: number): SQL =>
  sql`d.asset_id in (select ca.asset_id from collection_assets ca where ca.collection_id = ${collectionId})`;
