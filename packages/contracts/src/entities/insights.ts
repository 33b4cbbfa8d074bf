import { Type, type Static } from 'typebox';
import { Nullable, NullableString } from '../api/schema-kit.js';

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

const reportUser = {
  userId: Nullable(Type.Integer({ description: 'Null once the user has been deleted (their events stay).' })),
  userFullName: NullableString,
  userEmail: NullableString,
};

/**
 * Spec §3 "Asset report row": one event of an asset report (GET v2/assets/{id}/reports/{reportName}: views,
 * downloads, shares). assetName is the asset's file name, title its title; date is when the event happened and
 * year, month, day its parts (UTC); deploymentIndexId and deploymentIndexName are the asset's site.
 */
export const AssetReportRow = Type.Object(
  {
    assetId: Type.Integer(),
    assetName: Type.String(),
    ...reportUser,
    date: Type.String({ format: 'date-time' }),
    year: Type.Integer(),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    day: Type.Integer({ minimum: 1, maximum: 31 }),
    reportName: Type.String(),
    title: Type.String(),
    docId: Type.String(),
    deploymentIndexId: Type.Integer(),
    deploymentIndexName: Type.String(),
  },
  { title: 'AssetReportRow' },
);
export type AssetReportRow = Static<typeof AssetReportRow>;

/**
 * Spec §3 "Search report row": one search (GET v2/assets/{id}/reports/searches: the searches that led users to
 * open the asset) with the user fields; date is when it happened.
 */
export const SearchReportRow = Type.Object(
  {
    query: Type.String(),
    type: Type.String({ description: "The search type as stored; 'full' is shown as Keyword." }),
    source: NullableString,
    page: NullableString,
    resultCount: Type.Integer(),
    ...reportUser,
    date: Type.String({ format: 'date-time' }),
  },
  { title: 'SearchReportRow' },
);
export type SearchReportRow = Static<typeof SearchReportRow>;
