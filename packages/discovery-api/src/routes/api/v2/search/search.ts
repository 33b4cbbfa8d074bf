import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { thumbnailUrl } from '../../../../assets/thumbnail-url.js';
import { searchReportEvents } from '../../../../db/schema/index.js';
import { loadInteractionInsights } from '../../../../documents/interaction-insights.js';
import { fileUrlOf } from '../../../../documents/document-files.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { FacetQueryError, longestCodesFirst, splitFacetKey } from '../../../../search/facet-query.js';
import { loadHitRows, searchSite, type OrderBy } from '../../../../search/search-site.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { normaliseQuery } from './search-query-rules.js';

/** Spec §9: the default page size of search, and the facet values asked for by default. */
const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_FACET_VALUES = 12000;
/** The spec's synopsis length and highlight fragment length (§9). */
const SYNOPSIS_CHARS = 200;

const SearchBody = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 1000 })),
  documentsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  indexId: Type.Integer({ minimum: 1 }),
  orderBy: Type.Optional(Type.Union([Type.Literal('published_date'), Type.Literal('created'), Type.Literal('metadata_storage_last_modified'), Type.Literal(''), Type.Null()])),
  filters: Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()])),
  queryType: Type.Optional(Type.String({ maxLength: 20 })),
  facetValuesCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 12000 })),
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
  answers: Type.Array(Type.Object({ key: Type.String(), text: Type.String(), highlights: Type.Union([Type.String(), Type.Null()]) })),
  totalRecords: Type.Integer(),
  searchId: Type.String(),
  tags: Type.Array(Type.String()),
});

/**
 * POST v2/search (calls doc §7): keyword, semantic or hybrid search of one site, with facets, totals, answers,
 * highlights and paging. Documents carry the search-record fields of spec §3 (only those in `select` when it
 * is given; doc_id and id always), each metadata field as a list of values, `synopsis` (200 characters),
 * `@search.score` and `@search.highlights.content` (fragments around the words, <em>-marked) for documents the
 * user may open. A private asset the user may not open keeps only its title, type and dates (isAccessible
 * false). Every search is recorded for the search report.
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
        response: { 200: SearchResult, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const query = normaliseQuery(body);
      const access = await requireSiteAccess(app, request, body.indexId);
      const pageSize = body.documentsPerPage ?? DEFAULT_PAGE_SIZE;
      const page = body.page ?? 1;
      const orderBy = query.mode === 'semantic' ? null : ((body.orderBy || null) as OrderBy | null);
      let result;
      try {
        result = await searchSite(app.searchEngine, {
          siteId: body.indexId,
          access,
          text: query.text,
          mode: query.mode,
          phrase: query.phrase,
          orderBy,
          page,
          pageSize,
          filters: body.filters ?? undefined,
          facetValuesCount: body.facetValuesCount ?? DEFAULT_FACET_VALUES,
        });
      } catch (error) {
        if (error instanceof FacetQueryError) throw new HttpError(400, `The request is not valid: ${error.message}`);
        throw error;
      }

      const select = body.select && body.select.length > 0 ? new Set([...body.select, 'doc_id', 'id']) : undefined;
      const highlighted = query.text !== '' && query.mode !== 'semantic';
      const rows = await loadHitRows(app.searchEngine, result.hits.map((hit) => hit.assetId), highlighted || !!select?.has('content'));
      const accessibleIds = result.hits.filter((hit) => hit.accessible).map((hit) => hit.assetId);
      const texts = new Map(accessibleIds.flatMap((assetId) => (rows.get(assetId)?.document.content ? [[assetId, rows.get(assetId)?.document.content as string] as const] : [])));
      const highlights = highlighted ? await app.searchEngine.highlighter.fragments(texts, result.queryLexemes, query.phrase) : new Map<number, string[]>();
      const metrics = request.query.fetchInteractionMetrics ? await loadInteractionInsights(app.db, result.hits.map((hit) => hit.assetId), access.user.userId) : undefined;

      const codes = longestCodesFirst(result.facetableFields);
      const documents = result.hits.flatMap((hit) => {
        const row = rows.get(hit.assetId);
        if (!row) return [];
        const { document, asset } = row;
        const metadata: Record<string, string[]> = {};
        for (const key of document.facets) {
          const parts = splitFacetKey(key, codes);
          if (parts) (metadata[parts.code] ??= []).push(parts.value);
        }
        const full: Record<string, unknown> = {
          doc_id: document.docId,
          id: document.docId,
          title: document.title,
          file_name: document.fileName,
          file_extension: document.fileExtension,
          file_type_class: document.fileTypeClass,
          created: document.created.toISOString(),
          updated: document.modified.toISOString(),
          metadata_storage_last_modified: document.modified.toISOString(),
          published_date: document.publishedDate?.toISOString() ?? null,
          asset_visibility: document.isPrivate ? 'Private' : 'Public',
          confidential: document.isConfidential,
          content_types: [],
          // A private asset the user may not open shows its title, type and dates only (no metadata values).
          ...(hit.accessible ? metadata : { content_types: metadata.content_types ?? [] }),
          external_url: hit.accessible ? asset.externalUrl : null,
          external_url_label: hit.accessible ? asset.externalUrlLabel : null,
          external_url_action: hit.accessible ? asset.externalUrlAction : null,
          dashboard_filters: hit.accessible && asset.dashboardFilters,
          dashboard_bookmarks: hit.accessible && asset.dashboardBookmarks,
          description: hit.accessible ? asset.description : null,
          synopsis: hit.accessible ? synopsisOf(asset.synopsis ?? asset.description ?? document.content) : null,
          // The file's address as browsers reach it, never the one stored (which may be storage's internal one).
          storage_path: hit.accessible ? fileUrlOf(app, access.site, asset) : null,
          content: hit.accessible && select?.has('content') ? document.content : undefined,
          '@search.score': hit.score,
          '@search.highlights': hit.accessible && highlights.has(hit.assetId) ? { content: highlights.get(hit.assetId) } : undefined,
          ...(request.query.fetchVisibility ? { isAccessible: hit.accessible } : {}),
          ...(request.query.fetchThumbnails ? { thumbnailUrl: hit.accessible ? thumbnailUrl(document.docId, request.query.thumbnailType === 'preview' ? 'preview' : 'thumbnail') : null } : {}),
          ...(metrics ? { interactionInsight: metrics.get(hit.assetId) } : {}),
        };
        const always = new Set(['@search.score', '@search.highlights', 'isAccessible', 'thumbnailUrl', 'interactionInsight', 'synopsis']);
        return [Object.fromEntries(Object.entries(full).filter(([key, value]) => value !== undefined && (!select || select.has(key) || always.has(key))))];
      });

      const answers = answersOf(result.passages, rows, query.text);
      await app.db.insert(searchReportEvents).values({
        query: body.q ?? '',
        type: query.mode === 'keyword' ? 'full' : query.mode,
        source: body.source ?? null,
        page: body.pageName ?? null,
        resultCount: result.totalRecords,
        userId: access.user.userId,
        deploymentIndexId: body.indexId,
      });
      return {
        documents,
        facets: result.facets,
        facetableFields: result.facetableFields,
        answers: await answers,
        totalRecords: result.totalRecords,
        searchId: result.searchId,
        tags: [],
      };
    },
  );
};

/** The first 200 characters, cut at a word boundary, with an ellipsis when cut. */
export function synopsisOf(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  if (clean.length <= SYNOPSIS_CHARS) return clean;
  const cut = clean.slice(0, SYNOPSIS_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SYNOPSIS_CHARS / 2))}…`;
}

/** Answers of a semantic or hybrid search: the best passage of each of the three best documents, words marked. */
async function answersOf(passages: { assetId: number; text: string }[], rows: Awaited<ReturnType<typeof loadHitRows>>, text: string) {
  const seen = new Set<number>();
  const best = passages.filter((passage) => !seen.has(passage.assetId) && seen.add(passage.assetId)).slice(0, 3);
  const answers = [];
  for (const passage of best) {
    const docId = rows.get(passage.assetId)?.document.docId;
    if (!docId) continue;
    answers.push({ key: docId, text: passage.text, highlights: markWords(passage.text, text) });
  }
  return answers;
}

/**
 * The passage with the query's words (whole words, any case) wrapped in <em>, or null when none occurs. Words are
 * found in the raw text and each piece is escaped on its own, so a query word never matches inside an entity the
 * escaping made (`amp` in `&amp;`).
 */
function markWords(passage: string, text: string): string | null {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
  if (words.length === 0) return null;
  const pattern = new RegExp(`\\b(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\w*`, 'giu');
  let marked = '';
  let at = 0;
  for (const match of passage.matchAll(pattern)) {
    marked += `${escapeHtml(passage.slice(at, match.index))}<em>${escapeHtml(match[0])}</em>`;
    at = match.index + match[0].length;
  }
  return marked === '' ? null : marked + escapeHtml(passage.slice(at));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] as string);
}

export default searchRoute;
