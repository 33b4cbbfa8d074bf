import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { contentVisibleCondition, visibleAssetIds } from '../assets/asset-visibility.js';
import { assets } from '../db/schema/index.js';
import { loadPreviews, pictureUrl } from '../assets/asset-imagery.js';
import type { SiteAccess } from '../sites/site-access.js';
import { fuseHybrid, RRF_K } from './hybrid-ranking.js';
import { ensureKeywordIndexes } from './keyword-index.js';
import { queryTerms } from './keyword-query.js';
import { rankKeyword } from './keyword-ranking.js';
import { recordsOf } from './result-records.js';
import type { SearchEngine } from './search-engine.js';
import { SEMANTIC_WINDOW } from './search-site.js';
import { rankSemantic } from './semantic-ranking.js';
import { sqlRows } from '../db/sql-rows.js';

/** One recommended asset, as the content page lists it. */
export interface RecommendedAsset {
  assetId: number;
  docId: string;
  title: string;
  contentTypeName: string | null;
  fileExtension: string | null;
  /** The authorised API path of its thumbnail, as search results give it (assets/thumbnail-url.ts); null without one. */
  thumbnailUrl: string | null;
  /** The fused relevance (reciprocal-rank fusion): comparable within one answer only. */
  score: number;
}

export interface RecommendationRequest {
  /** The caller's access to the asset's site (the asset is one they may open). */
  access: SiteAccess;
  assetId: number;
  /** How many, best first. */
  top: number;
}

/**
 * The "more like this" query's own words beside the title: the asset's most frequent lexemes (as many as the
 * keyword ranking's pseudo-relevance feedback adds, so the BM25 query costs no more than a descriptive search).
 */
export const MORE_LIKE_THIS_TERMS = 10;

/**
 * Depth of each ranking that is fused: the window semantic search works on (search-site.ts). Deeper than any
 * `top`, so the few candidates the final checks drop still leave a full answer.
 */
const RANKING_DEPTH = SEMANTIC_WINDOW;

/**
 * The least fused score a recommendation needs: what one full-weight ranking gives its last place. With
 * language-model embeddings (fusion weight 1) a document either half found is enough; with the local word vectors
 * (weight 0.1), which know words but not sentences and find related but vaguer documents, meaning alone is not
 * (0.1 / 61 at best), so a recommended document also shares words with the asset. Search lists every match;
 * recommendations are a short shelf, where an unrelated document is worse than none.
 */
export const LEAST_RECOMMENDED_SCORE = 1 / (RRF_K + RANKING_DEPTH);

/**
 * Recommended content for the content page (spec §2.6): documents of the same site like the given asset, found by
 * the site's own search engine as a hybrid search does, with the asset itself as the query.
 *
 * - Keyword half: BM25 (keyword-ranking.ts) for the asset's title followed by its MORE_LIKE_THIS_TERMS most
 *   frequent words (stems of its indexed text; those of the title, numbers and very short stems left out).
 * - Meaning half: passage embeddings (semantic-ranking.ts) for the same text, steered by the asset's own stored
 *   passage vectors (Rocchio feedback with the asset as the relevant document: the query vector moves toward the
 *   centroid of its passages), so the nearest neighbours are those of the asset's content, not of its words alone.
 * - The halves are fused by rank (hybrid-ranking.ts, the embedding provider's fusion weight), as hybrid search
 *   fuses them; a document needs at least LEAST_RECOMMENDED_SCORE.
 *
 * Both halves run only over the site's documents whose content the caller may open (asset-visibility.ts): unlike
 * search, a private asset the caller may not open is not listed at all, not even by title. The asset itself is
 * left out, and with it its versions and previews (earlier files and preview images are kept under the asset's
 * own id and never indexed apart from it), as is any other record carrying its doc id. Before answering, the
 * candidates are checked again against the assets themselves (same site, the visibility rule on their current
 * visibility), so a record not yet re-indexed after a change of visibility cannot leak. An asset without a search
 * record (not processed yet) gets no recommendations.
 */
export async function recommendSimilarAssets(
  engine: SearchEngine,
  request: RecommendationRequest,
): Promise<RecommendedAsset[]> {
  const { access, assetId, top } = request;
  const siteId = access.site.deploymentIndexId;
  if (top <= 0) return [];
  const [source] = await sqlRows<{ doc_id: string; title: string }>(
    engine.db,
    sql`select doc_id, title from search_documents where asset_id = ${assetId} and deployment_index_id = ${siteId}`,
  );
  if (!source) return [];
  const text = await moreLikeThisText(engine, assetId, source.title);
  if (text.trim() === '') return [];

  await ensureKeywordIndexes(engine.db, siteId, engine.capabilities);
  const filter = and(
    contentVisibleCondition(access),
    sql`d.asset_id <> ${assetId}`,
    sql`d.doc_id <> ${source.doc_id}`,
  ) as SQL;
  const keyword = await rankKeyword(engine, { siteId, text, limit: RANKING_DEPTH, filter });
  const semantic = await rankSemantic(engine, {
    siteId,
    text,
    limit: RANKING_DEPTH,
    filter,
    feedback: [{ assetId, score: 1 }],
  });
  const fused = fuseHybrid(keyword, semantic.documents, {
    phrase: false,
    limit: RANKING_DEPTH,
    meaningWeight: engine.embeddings.fusionWeight,
  }).documents.filter((doc) => doc.score >= LEAST_RECOMMENDED_SCORE);
  return describe(engine, access, assetId, fused, top);
}

/** The asset's title followed by its most frequent indexed words not already in the title. */
async function moreLikeThisText(engine: SearchEngine, assetId: number, title: string): Promise<string> {
  const inTitle = new Set(await queryTerms(engine, title));
  const rows = await sqlRows<{ lexeme: string; frequency: number }>(
    engine.db,
    sql`select t.lexeme, coalesce(array_length(t.positions, 1), 1) as frequency
        from search_documents d, unnest(d.tsv) t where d.asset_id = ${assetId}`,
  );
  const terms = rows
    .filter((row) => !inTitle.has(row.lexeme) && row.lexeme.length >= 3 && !/^\d/.test(row.lexeme))
    // More frequent first; among equals, longer stems (rarer words, as a rule) first.
    .sort(
      (a, b) =>
        Number(b.frequency) - Number(a.frequency) ||
        b.lexeme.length - a.lexeme.length ||
        a.lexeme.localeCompare(b.lexeme),
    )
    .slice(0, MORE_LIKE_THIS_TERMS)
    .map((row) => row.lexeme);
  return [title, ...terms].join(' ');
}

/**
 * The first `top` ranked documents that are assets of the site the caller may open (their current visibility),
 * other than the asset itself, with what the content page shows of them.
 */
async function describe(
  engine: SearchEngine,
  access: SiteAccess,
  assetId: number,
  ranked: { assetId: number; score: number }[],
  top: number,
): Promise<RecommendedAsset[]> {
  const ids = ranked.map((doc) => doc.assetId).filter((id) => id !== assetId);
  if (ids.length === 0) return [];
  const rows = await engine.db.select().from(assets).where(inArray(assets.assetId, ids));
  const ofSite = new Map(
    rows.filter((row) => row.deploymentIndexId === access.site.deploymentIndexId).map((row) => [row.assetId, row]),
  );
  const visible = await visibleAssetIds(engine.db, access, [...ofSite.keys()]);
  const chosen = ranked.filter((doc) => doc.assetId !== assetId && visible.has(doc.assetId));
  // Records that have gone in the meantime are left out by recordsOf: the next candidates take their place.
  const records = (
    await recordsOf(
      engine,
      access,
      chosen.map((doc) => ({ ...doc, accessible: true })),
      { content: false },
    )
  ).slice(0, top);
  const previews = await loadPreviews(
    engine.db,
    records.map((hit) => hit.assetId),
  );
  return records.map(({ assetId: id, score, record }) => ({
    assetId: id,
    docId: record.fields.doc_id,
    title: record.fields.title,
    contentTypeName: record.metadata.content_types?.[0] ?? null,
    fileExtension: record.fields.file_extension,
    thumbnailUrl: pictureUrl(ofSite.get(id)!, previews.get(id) ?? [], 'thumbnail'),
    score,
  }));
}
