export interface InteractionInsight {
  id: number;
  likes: number;
  liked: boolean;
  views: number;
  downloads: number;
  shares: number;
}

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

/** The only insight keys that are charted (spec §5). */
export const CHARTED_INSIGHT_KEYS = [
  'organizations',
  'brand names',
  'agency clients',
  'agency topics',
  'agency keywords',
  'landmarks',
  'people',
  'age distribution',
  'gender distribution',
  'sentiments',
  'video topics',
  'video locations',
  'celebrities',
  'video keywords',
  'video faces',
] as const;

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

export interface Notification {
  notificationId: number;
  title: string;
  message: string;
  read: boolean;
  date: string;
  subject: string;
  /** The entity the notification is about (e.g. a collection shared with the user), when there is one. */
  relatedEntity: { entityType: string; entityId: string } | null;
}
