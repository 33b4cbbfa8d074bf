import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACET_VALUES_COUNT, PAGE_SIZES } from '@portal/contracts';
import { thumbnailUrl } from '../../../../assets/thumbnail-url.js';
import { loadInteractionInsights } from '../../../../documents/interaction-insights.js';
import { fileUrlOf } from '../../../../documents/document-files.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { normaliseQuery } from '../../../../search/query-rules.js';
import { portalSearchRecord } from '../../../../search/result-records.js';
import { recordSearch } from '../../../../search/search-report.js';
import { searchSite } from '../../../../search/search-site.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

/** Fields every listed document carries, whatever `select` asks for. */
const ALWAYS_LISTED = new Set([
  '@search.score',
  '@search.highlights',
  'isAccessible',
  'thumbnailUrl',
  'interactionInsight',
  'synopsis',
]);

const SearchBody = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 1000 })),
  documentsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  indexId: Type.Integer({ minimum: 1 }),
  orderBy: Type.Optional(
    Type.Union([
      Type.Literal('published_date'),
      Type.Literal('created'),
      Type.Literal('metadata_storage_last_modified'),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
  filters: Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()])),
  queryType: Type.Optional(Type.String({ maxLength: 20 })),
  facetValuesCount: Type.Optional(Type.Integer({ minimum: 0, maximum: FACET_VALUES_COUNT })),
  select: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 })),
  source: Type.Optional(Type.String({ maxLength: 200 })),
  pageName: Type.Optional(Type.String({ maxLength: 200 })),
  useVectorSearch: Type.Optional(Type.Boolean()),
});

const FlagQuery = Type.Optional(Type.Boolean());
const SearchQuery = Type.Object({
  fetchThumbnails: FlagQuery,
  thumbnailType: Type.Optional(Type.String({ maxLength: 50 })),
  fetchInteractionMetrics: FlagQuery,
  fetchVisibility: FlagQuery,
});

const Facet = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  values: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer(), selected: Type.Boolean() })),
  groupName: Type.String(),
  groupOrder: Type.Integer(),
  order: Type.Integer(),
  displayInFilter: Type.Boolean(),
  isMultiple: Type.Boolean(),
});

const SearchResult = Type.Object({
  documents: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  facets: Type.Array(Facet),
  facetableFields: Type.Array(Type.String()),
  answers: Type.Array(
    Type.Object({ key: Type.String(), text: Type.String(), highlights: Type.Union([Type.String(), Type.Null()]) }),
  ),
  totalRecords: Type.Integer(),
  searchId: Type.String(),
  tags: Type.Array(Type.String()),
});

/**
 * POST v2/search (calls doc §7): keyword, semantic or hybrid search of one site (search/search-site.ts), with
 * facets, totals, answers, highlights and paging. Documents carry the search-record fields of spec §3 (only those
 * in `select` when it is given; doc_id and id always), each metadata field as a list of values, `synopsis` (200
 * characters), `@search.score` and `@search.highlights.content` (fragments around the words, <em>-marked) for
 * documents the user may open. A private asset the user may not open keeps only its title, type and dates
 * (isAccessible false). Every search is recorded for the search report.
 */
const searchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search a site: keyword, semantic or hybrid, with facets, answers and paging',
        security: BEARER_SECURITY,
        body: SearchBody,
        querystring: SearchQuery,
        response: { 200: SearchResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { body, query: flags } = request;
      const query = normaliseQuery(body);
      const access = await requireSiteAccess(app, request, body.indexId);
      const pageSize = body.documentsPerPage ?? PAGE_SIZES.searchDefault;
      const select = body.select && body.select.length > 0 ? new Set([...body.select, 'doc_id', 'id']) : undefined;
      const result = await searchSite(app.searchEngine, {
        access,
        ...query,
        matching: {
          in: 'memory',
          facetQuery: body.filters ?? undefined,
          // Semantic search ignores the order (spec §5).
          orderBy: query.mode === 'semantic' ? null : body.orderBy || null,
          valuesPerFacet: body.facetValuesCount ?? FACET_VALUES_COUNT,
        },
        skip: ((body.page ?? 1) - 1) * pageSize,
        top: pageSize,
        content: !!select?.has('content'),
        highlights: true,
        answers: true,
        fileUrl: (asset) => fileUrlOf(app, access.site, asset),
      });

      const assetIds = result.hits.map((hit) => hit.assetId);
      const metrics = flags.fetchInteractionMetrics
        ? await loadInteractionInsights(app.db, assetIds, access.user.userId)
        : undefined;
      const thumbnailType = flags.thumbnailType === 'preview' ? 'preview' : 'thumbnail';
      const documents = result.hits.map((hit) => {
        const listed: Record<string, unknown> = {
          ...portalSearchRecord(hit.record),
          '@search.score': hit.score ?? 0,
          '@search.highlights': hit.highlights ? { content: hit.highlights } : undefined,
          ...(flags.fetchVisibility ? { isAccessible: hit.accessible } : {}),
          ...(flags.fetchThumbnails
            ? { thumbnailUrl: hit.accessible ? thumbnailUrl(hit.record.fields.doc_id, thumbnailType) : null }
            : {}),
          ...(metrics ? { interactionInsight: metrics.get(hit.assetId) } : {}),
        };
        return Object.fromEntries(
          Object.entries(listed).filter(
            ([key, value]) => value !== undefined && (!select || select.has(key) || ALWAYS_LISTED.has(key)),
          ),
        );
      });

      const report = {
        query: body.q ?? '',
        mode: query.mode,
        source: body.source ?? null,
        page: body.pageName ?? null,
      };
      await recordSearch(app.db, { access, ...report, resultCount: result.totalRecords });
      return {
        documents,
        facets: result.facets,
        facetableFields: result.facetableFields,
        answers: result.answers,
        totalRecords: result.totalRecords,
        searchId: result.searchId,
        tags: [],
      };
    },
  );
};

export default searchRoute;
