import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACET_VALUES_COUNT, PAGE_SIZES, SearchQueryParameters, SearchRequest, SearchResult } from '@portal/contracts';
import { fileUrlOf } from '../../../../assets/asset-files.js';
import { errorResponses } from '../../../../http/error-response.js';
import { normaliseQuery } from '../../../../search/query-rules.js';
import { listedDocuments } from '../../../../search/listed-documents.js';
import { recordSearch } from '../../../../search/search-report.js';
import { searchSite } from '../../../../search/search-site.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

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
        body: SearchRequest,
        querystring: SearchQueryParameters,
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

      const documents = await listedDocuments(
        app.db,
        access.user.userId,
        result.hits,
        {
          visibility: !!flags.fetchVisibility,
          thumbnails: !!flags.fetchThumbnails,
          metrics: !!flags.fetchInteractionMetrics,
          thumbnailType: flags.thumbnailType,
        },
        select,
      );

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
