import { Type, type Static, type TProperties } from 'typebox';
import { ASSET_STREAM_CODES, PAGE_SIZES, type AssetStreamCode } from '../constants.js';
import { Asset } from '../entities/asset.js';
import { Collection } from '../entities/collections.js';
import { Group } from '../entities/groups.js';

/** The most rows a "see more" page of a stream holds. */
export const MAX_STREAM_ROWS_PER_PAGE = 60;

const StreamCode = Type.Unsafe<AssetStreamCode>(
  Type.Union(
    ASSET_STREAM_CODES.map((code) => Type.Literal(code)),
    { description: `One of ${ASSET_STREAM_CODES.join(', ')}.` },
  ),
);

/** GET v2/assetStreams/{indexId} query. */
export const AssetStreamsQuery = Type.Object(
  {
    includeFeaturedContent: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Also the featured content, featured collections and featured groups of the site.',
      }),
    ),
    codes: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: `Only these streams, comma-separated (of ${ASSET_STREAM_CODES.join(', ')}); the featured ones also need includeFeaturedContent. Left out: every stream. A page that shows some streams from elsewhere (home reads latest uploads and new cases through the Graph endpoint) asks for the rest only, so the server builds nothing twice.`,
      }),
    ),
  },
  { title: 'AssetStreamsQuery' },
);
export type AssetStreamsQuery = Static<typeof AssetStreamsQuery>;

const streamHead = {
  code: StreamCode,
  title: Type.String({ description: 'The name the home page shows (ASSET_STREAMS).' }),
  count: Type.Integer({ description: 'Everything in the stream, of which `items` is the first part (or the page).' }),
};

/** The three kinds of stream, each with these fields besides its head and items. */
const streamKinds = <Extra extends TProperties>(extra: Extra) =>
  [
    Type.Object({ ...streamHead, ...extra, kind: Type.Literal('assets'), items: Type.Array(Asset) }),
    Type.Object({ ...streamHead, ...extra, kind: Type.Literal('collections'), items: Type.Array(Collection) }),
    Type.Object({ ...streamHead, ...extra, kind: Type.Literal('groups'), items: Type.Array(Group) }),
  ] as const;

/**
 * One stream. kind says what `items` holds: assets (latest uploads, new cases, featured content; the portal asset
 * model, with thumbnailUrl and isAccessible), collections or groups (the featured ones).
 */
export const AssetStream = Type.Union([...streamKinds({})], { title: 'AssetStream' });
export type AssetStream = Static<typeof AssetStream>;

/** GET v2/assetStreams/{indexId} answer: the site's streams in the home page's order. */
export const AssetStreams = Type.Object(
  { deploymentIndexId: Type.Integer(), streams: Type.Array(AssetStream) },
  { title: 'AssetStreams' },
);
export type AssetStreams = Static<typeof AssetStreams>;

/** POST v2/assetStreams/{indexId}/{code}/assets body: the page ("see more"). */
export const AssetStreamPageRequest = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'From 1.' })),
    rowsPerPage: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_STREAM_ROWS_PER_PAGE,
        default: PAGE_SIZES.streams,
        description: `Default ${PAGE_SIZES.streams}, at most ${MAX_STREAM_ROWS_PER_PAGE}.`,
      }),
    ),
  },
  { title: 'AssetStreamPageRequest', additionalProperties: false },
);
export type AssetStreamPageRequest = Static<typeof AssetStreamPageRequest>;

/** POST v2/assetStreams/{indexId}/{code}/assets answer: one page of the stream, with the page asked for. */
export const AssetStreamPage = Type.Union(
  [...streamKinds({ currentPage: Type.Integer(), rowsPerPage: Type.Integer() })],
  { title: 'AssetStreamPage' },
);
export type AssetStreamPage = Static<typeof AssetStreamPage>;

/** How many documents GET v2/assetStreams/{indexId}/recentlyViewed answers at most. */
export const RECENTLY_VIEWED_MAX = 12;

/**
 * GET v2/assetStreams/{indexId}/recentlyViewed answer: the documents of the site the signed-in user viewed, the last
 * viewed first, each once, with when they last viewed it: only those they may still open.
 */
export const RecentlyViewed = Type.Object(
  {
    deploymentIndexId: Type.Integer(),
    items: Type.Array(
      Type.Object(
        { viewed: Type.String({ format: 'date-time', description: 'When the user last viewed it' }), asset: Asset },
        { additionalProperties: false },
      ),
    ),
  },
  { title: 'RecentlyViewed', additionalProperties: false },
);
export type RecentlyViewed = Static<typeof RecentlyViewed>;
