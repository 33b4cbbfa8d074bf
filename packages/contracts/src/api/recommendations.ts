import { Type, type Static } from 'typebox';
import { NullableString } from './schema-kit.js';

/** Recommendations the content page asks for when it names no `top`, and the most it may ask for. */
export const RECOMMENDATIONS_DEFAULT_TOP = 6;
const RECOMMENDATIONS_MAX_TOP = 20;

/** GET v2/assets/{id}/recommendations query. */
export const AssetRecommendationsQuery = Type.Object(
  {
    top: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: RECOMMENDATIONS_MAX_TOP,
        default: RECOMMENDATIONS_DEFAULT_TOP,
        description: `How many recommendations, best first (1–${RECOMMENDATIONS_MAX_TOP}, default ${RECOMMENDATIONS_DEFAULT_TOP}).`,
      }),
    ),
  },
  { title: 'AssetRecommendationsQuery' },
);
export type AssetRecommendationsQuery = Static<typeof AssetRecommendationsQuery>;

/**
 * One recommended asset (spec §2.6, the content page's "recommended content"): an asset of the same site whose
 * content the caller may open. thumbnailUrl is the authorised API path of its thumbnail, as search results give it
 * (null when it has none); score is the fused relevance (reciprocal-rank fusion: comparable within one answer only).
 */
export const AssetRecommendation = Type.Object(
  {
    docId: Type.String(),
    assetId: Type.Integer(),
    title: Type.String(),
    contentTypeName: NullableString,
    fileExtension: NullableString,
    thumbnailUrl: NullableString,
    score: Type.Number(),
  },
  { title: 'AssetRecommendation' },
);
export type AssetRecommendation = Static<typeof AssetRecommendation>;

/** GET v2/assets/{id}/recommendations answer: up to `top` assets like the given one, best first. */
export const AssetRecommendations = Type.Array(AssetRecommendation, { title: 'AssetRecommendations' });
export type AssetRecommendations = Static<typeof AssetRecommendations>;
