import { Type, type Static } from 'typebox';
import { SAS_LIFETIME_MINUTES } from '../constants.js';
import { Asset } from '../entities/asset.js';
import { InteractionInsight } from '../entities/insights.js';
import { SearchDocument } from '../entities/search.js';
import { Nullable } from './schema-kit.js';

/** The most doc ids one call takes: a dashboard page of search results (spec §9: 2000 documents per page). */
export const MAX_DOC_IDS = 2000;
/** The most documents one POST v2/document/downloadSelected puts in its ZIP. */
export const MAX_ZIP_FILES = 50;
/** The key field of a search record (DocumentByIdResponse.idField): `id` holds the doc id. */
export const DOCUMENT_ID_FIELD = 'id';

/** A doc id as the calls take it. */
export const DocId = Type.String({ minLength: 1, maxLength: 200 });

/** POST v2/insights/assetsWithDocIds body (a JSON array), and the docIds of listDetails and thumbnails. */
export const DocIds = Type.Array(DocId, {
  maxItems: MAX_DOC_IDS,
  description: `Doc ids, at most ${MAX_DOC_IDS}.`,
  title: 'DocIds',
});
export type DocIds = Static<typeof DocIds>;

/** POST v2/assets/thumbnails and listDetails thumbnailType: the small picture of result lists, or the full-size preview. */
export const ThumbnailType = Type.Union([Type.Literal('thumbnail'), Type.Literal('preview')], {
  default: 'thumbnail',
  description: 'thumbnail (the small picture of result lists, the default) or preview (the full-size picture).',
  title: 'ThumbnailType',
});
export type ThumbnailType = Static<typeof ThumbnailType>;

/**
 * POST v2/assets/listDetails body. isAccessible and hasUserGroupAccess are always answered (fetchVisibility and
 * fetchDashboardAccess are accepted for the portal's sake); thumbnailUrl is filled only with fetchThumbnails,
 * interactionInsight only with fetchInteractionMetrics.
 */
export const AssetListDetailsRequest = Type.Object(
  {
    docIds: DocIds,
    fetchVisibility: Type.Optional(Type.Boolean()),
    fetchThumbnails: Type.Optional(Type.Boolean({ default: false })),
    thumbnailType: Type.Optional(ThumbnailType),
    fetchInteractionMetrics: Type.Optional(Type.Boolean({ default: false })),
    fetchDashboardAccess: Type.Optional(Type.Boolean()),
  },
  { title: 'AssetListDetailsRequest' },
);
export type AssetListDetailsRequest = Static<typeof AssetListDetailsRequest>;

/** The details of one doc id in the POST v2/assets/listDetails answer. */
const AssetListDetails = Type.Object(
  {
    isAccessible: Type.Boolean({
      description: 'false for a private asset the user may not see (the portal shows the Private Asset dialog).',
    }),
    thumbnailUrl: Type.Union([Type.String(), Type.Null()], {
      description:
        'The API path of the picture (v2/assets/document/preview/{docId}?type=…); null unless fetchThumbnails, when not accessible, or when there is no picture.',
    }),
    interactionInsight: Type.Union([InteractionInsight, Type.Null()], {
      description: 'null unless fetchInteractionMetrics.',
    }),
    hasUserGroupAccess: Type.Boolean({
      description:
        'Dashboard access: a member of a user group assigned to the asset, or accessPrivateAsset on its site.',
    }),
  },
  { title: 'AssetListDetails' },
);
type AssetListDetails = Static<typeof AssetListDetails>;

/**
 * POST v2/assets/listDetails answer, keyed by the doc ids as sent. Unknown doc ids and documents of sites the
 * user cannot use are absent.
 */
export const AssetListDetailsResponse = Type.Record(Type.String(), AssetListDetails, {
  description: 'Keyed by the doc ids as sent.',
  title: 'AssetListDetailsResponse',
});
export type AssetListDetailsResponse = Static<typeof AssetListDetailsResponse>;

/** POST v2/assets/thumbnails body. */
export const AssetThumbnailsRequest = Type.Object(
  { docIds: DocIds, thumbnailType: Type.Optional(ThumbnailType) },
  { title: 'AssetThumbnailsRequest' },
);
export type AssetThumbnailsRequest = Static<typeof AssetThumbnailsRequest>;

/**
 * POST v2/assets/thumbnails answer: per doc id as sent, the API path of its picture, or null for a private asset
 * the user may not see and for an asset without a picture yet.
 */
export const AssetThumbnailsResponse = Type.Record(Type.String(), Nullable(Type.String()), {
  title: 'AssetThumbnailsResponse',
});
export type AssetThumbnailsResponse = Static<typeof AssetThumbnailsResponse>;

/** GET v2/assets/document/preview/{id} query: which picture. */
export const DocumentPreviewQuery = Type.Object(
  {
    type: Type.Optional(
      Type.Union([Type.Literal('thumbnail'), Type.Literal('preview')], {
        default: 'thumbnail',
        description: 'thumbnail (default) or preview (full size).',
      }),
    ),
  },
  { title: 'DocumentPreviewQuery' },
);
export type DocumentPreviewQuery = Static<typeof DocumentPreviewQuery>;

/** POST v2/insights/assetsWithDocIds answer: the assets (portal model) keyed by lower-case doc id. */
export const AssetsWithDocIdsResponse = Type.Record(Type.String(), Asset, { title: 'AssetsWithDocIdsResponse' });
export type AssetsWithDocIdsResponse = Static<typeof AssetsWithDocIdsResponse>;

const SiteId = Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' });

/** GET v2/document/getdocumentbyid query. */
export const DocumentByIdQuery = Type.Object(
  { Id: Type.String({ minLength: 1, maxLength: 200, description: 'The doc id.' }), indexId: SiteId },
  { title: 'DocumentByIdQuery' },
);
export type DocumentByIdQuery = Static<typeof DocumentByIdQuery>;

/**
 * GET v2/document/getdocumentbyid answer: the search record of one document of a site. A private document the
 * user may not see comes with isAccessible false, no content, no description and no token.
 */
export const DocumentByIdResponse = Type.Object(
  {
    document: SearchDocument,
    token: Type.Union([Type.String(), Type.Null()], {
      description:
        `A ${SAS_LIFETIME_MINUTES}-minute read SAS (query string without "?") for the document's file: storage_path?token opens it. ` +
        'null when the user may not see the content or the document has no stored file.',
    }),
    idField: Type.String({ description: `The key field of the document: '${DOCUMENT_ID_FIELD}'.` }),
    originalFileName: Type.String(),
    isAccessible: Type.Boolean({
      description: 'false: a private asset the user may not see (content and description are withheld).',
    }),
  },
  { title: 'DocumentById' },
);
export type DocumentByIdResponse = Static<typeof DocumentByIdResponse>;

/** POST v2/document/markAsDownloaded query. */
export const DocumentRef = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200, description: 'The doc id.' }), indexId: SiteId },
  { title: 'DocumentRef' },
);
export type DocumentRef = Static<typeof DocumentRef>;

/**
 * GET v2/document/download query: the doc id as `id` (the call list's "id, indexId") or as `docid` (the uploader's
 * "generic GET fetch ... with a docid query parameter", calls doc §7), exactly one of the two, and the site.
 */
export const DocumentDownloadQuery = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The doc id (or give docid).' })),
    docid: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The doc id (or give id).' })),
    indexId: SiteId,
  },
  { title: 'DocumentDownloadQuery' },
);
export type DocumentDownloadQuery = Static<typeof DocumentDownloadQuery>;

/** POST v2/document/downloadSelected body: the documents to put in the ZIP. */
export const DownloadSelectedRequest = Type.Object(
  {
    ids: Type.Array(DocId, {
      minItems: 1,
      maxItems: MAX_DOC_IDS,
      description: `Doc ids, at most ${MAX_ZIP_FILES} different ones.`,
    }),
  },
  { title: 'DownloadSelectedRequest' },
);
export type DownloadSelectedRequest = Static<typeof DownloadSelectedRequest>;

/** DELETE v2/document/delete query. */
export const DeleteDocumentQuery = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200, description: 'The doc id.' }) },
  { title: 'DeleteDocumentQuery' },
);
export type DeleteDocumentQuery = Static<typeof DeleteDocumentQuery>;

/** DELETE v2/document/delete answer (success is 200 with this body, spec §5). */
export const DeletedDocument = Type.Object(
  {
    deleted: Type.Literal(true),
    docId: Type.String(),
    assetId: Type.Integer(),
    title: Type.String(),
    deletedFiles: Type.Integer({
      description: 'How many stored files (the file, its earlier versions, its previews) were removed.',
    }),
  },
  { title: 'DeletedDocument' },
);
export type DeletedDocument = Static<typeof DeletedDocument>;
