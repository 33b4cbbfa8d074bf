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

export interface RankedEntry {
  id: number | string;
  name: string;
  count: number;
}

export interface CollectionInsights {
  topLiked: RankedEntry[];
  topViewed: RankedEntry[];
  topDownloaded: RankedEntry[];
  totalViews: number;
  totalDownloads: number;
  totalLikes: number;
}

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
