import type { RankedDocument } from './keyword-ranking.js';

/** The usual constant of reciprocal-rank fusion: ranks far down both lists still count a little. */
export const RRF_K = 60;

/**
 * Keyword results whose passages steer the meaning half of hybrid search (semantic-ranking.ts, feedback):
 * the local word vectors alone find related but vaguer documents; near the best keyword matches they find
 * the relevant ones the words missed.
 */
export const HYBRID_FEEDBACK_DOCUMENTS = 5;

/**
 * Reciprocal-rank fusion: each document scores the sum of weight / (k + rank) over the rankings it appears in
 * (weights 1 unless given, as Azure AI Search weighs the vector queries of a hybrid query). Scores of
 * different rankers are not comparable; their ranks are.
 */
export function fuseRankings(rankings: RankedDocument[][], limit: number, weights: number[] = []): RankedDocument[] {
  const scores = new Map<number, number>();
  rankings.forEach((ranking, which) => {
    const weight = weights[which] ?? 1;
    ranking.forEach((doc, index) =>
      scores.set(doc.assetId, (scores.get(doc.assetId) ?? 0) + weight / (RRF_K + index + 1)),
    );
  });
  return [...scores]
    .map(([assetId, score]) => ({ assetId, score }))
    .sort((a, b) => b.score - a.score || a.assetId - b.assetId)
    .slice(0, limit);
}

/**
 * Hybrid ranking from its halves: the keyword ranking and the meaning ranking (run with the keyword ranking's best
 * as feedback), fused by rank with the meaning half weighted by the embedding provider's fusion weight. With an
 * exact phrase only documents that contain it (those of the keyword ranking) take part from the meaning half,
 * since a phrase search promises the phrase. Returns the fused ranking and the meaning documents that took part.
 */
export function fuseHybrid(
  keyword: RankedDocument[],
  semantic: RankedDocument[],
  options: { phrase: boolean | undefined; limit: number; meaningWeight: number },
): { documents: RankedDocument[]; meaning: RankedDocument[] } {
  const withPhrase = options.phrase ? new Set(keyword.map((doc) => doc.assetId)) : undefined;
  const meaning = withPhrase ? semantic.filter((doc) => withPhrase.has(doc.assetId)) : semantic;
  return { documents: fuseRankings([keyword, meaning], options.limit, [1, options.meaningWeight]), meaning };
}
