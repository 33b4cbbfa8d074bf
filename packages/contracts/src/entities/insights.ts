import { Type, type Static } from 'typebox';

/**
 * Spec §3 "Interaction insight": id (the asset id), likes, liked (by the signed-in user), views, downloads, shares.
 * POST v2/document/markAsDownloaded answer; the interactionInsight of POST v2/assets/listDetails, of
 * POST v2/insights/assetsWithDocIds (Asset) and of search results.
 */
export const InteractionInsight = Type.Object(
  {
    id: Type.Integer({ description: 'The asset id.' }),
    likes: Type.Integer(),
    liked: Type.Boolean({ description: 'Whether the signed-in user likes it.' }),
    views: Type.Integer(),
    downloads: Type.Integer(),
    shares: Type.Integer(),
  },
  { title: 'InteractionInsight' },
);
export type InteractionInsight = Static<typeof InteractionInsight>;

/** An entry of a top list: the asset (or query) and its count. */
export const RankedEntry = Type.Object(
  {
    id: Type.Union([Type.Integer(), Type.String()], { description: 'The asset id (or the text ranked).' }),
    docId: Type.Optional(Type.String({ description: "An asset's doc id, for a link to its content page." })),
    name: Type.String(),
    count: Type.Integer(),
  },
  { title: 'RankedEntry' },
);
export type RankedEntry = Static<typeof RankedEntry>;

/**
 * GET v2/collections/{id}/insights and GET v2/groups/{id}/insights: the top 10 liked, viewed and downloaded assets
 * of the collection (a group: of its collections the user may see) among those the user may open, and the views,
 * downloads and likes of the collection or group itself; `liked` whether the signed-in user likes it.
 */
export const CollectionInsights = Type.Object(
  {
    topLiked: Type.Array(RankedEntry),
    topViewed: Type.Array(RankedEntry),
    topDownloaded: Type.Array(RankedEntry),
    totalViews: Type.Integer(),
    totalDownloads: Type.Integer(),
    totalLikes: Type.Integer(),
    liked: Type.Boolean({ description: 'Whether the signed-in user likes the collection or group.' }),
  },
  { title: 'CollectionInsights' },
);
export type CollectionInsights = Static<typeof CollectionInsights>;

export interface SearchInsights {
  topSearched: RankedEntry[];
  totalRequests: number;
}

export interface AssetReportRow {
  assetId: number;
  assetName: string;
  userId: number;
  userFullName: string;
  userEmail: string;
  date: string;
  year: number;
  month: number;
  day: number;
  reportName: string;
  title: string;
  docId: string;
  deploymentIndexId: number;
  deploymentIndexName: string;
}

export interface SearchReportRow {
  query: string;
  /** 'full' is shown as Keyword. */
  type: string;
  source: string;
  page: string;
  resultCount: number;
  userId: number;
  userFullName: string;
  userEmail: string;
  date: string;
}
