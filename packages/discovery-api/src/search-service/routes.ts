import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PAGE_SIZES,
  SearchServiceCountQuery,
  SearchServiceLookupQuery,
  SearchServiceSearchBody,
  SearchServiceSearchQuery,
  SearchServiceSuggestBody,
  SearchServiceSuggestQuery,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deploymentIndexes } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { searchDocuments, type DocumentSearch } from './search-documents.js';
import { azureError, handleSearchServiceError, invalidParameter, SearchServiceError } from './search-service-error.js';
import { countDocuments, lookupDocument, suggestDocuments } from './suggest-documents.js';

/** Where app.ts mounts the service: the endpoint of a SearchClient is `${publicUrl}/search-service`. */
export const SEARCH_SERVICE_PREFIX = '/search-service';

const API_VERSION = /^20\d{2}-\d{2}-\d{2}(?:-preview)?$/;

/** Options Azure takes that change nothing here (no shards to cover, one replica, no semantic configurations). */
const IGNORED = [
  'minimumCoverage',
  'sessionId',
  'scoringStatistics',
  'semanticConfiguration',
  'semanticErrorHandling',
  'semanticMaxWaitInMilliseconds',
];
const IGNORED_SEARCH = [...IGNORED, 'highlightPreTag', 'highlightPostTag'];

/** 400 naming the first parameter this service does not support (highlight, vectorQueries, scoringProfile…). */
function refuseUnsupported(
  given: object,
  schema: { properties: Record<string, unknown> },
  ignored: string[],
  where: 'query' | 'body',
) {
  const known = new Set([...Object.keys(schema.properties), ...ignored]);
  const unsupported = Object.keys(given).find((name) => !known.has(name));
  if (unsupported) {
    const supported = Object.keys(schema.properties).filter((name) => name !== 'api-version');
    throw invalidParameter(
      `The ${where === 'query' ? 'query parameter' : 'request body property'} '${unsupported}' is not supported by this search service. Supported: ${supported.join(', ')}.`,
      unsupported,
    );
  }
}

/** `indexes('name')` (OData key form) → name; undefined when the segment is something else. */
function odataKey(segment: string, collection: string): string | undefined {
  const match = new RegExp(`^${collection}\\('((?:[^']|'')*)'\\)$`).exec(segment);
  return match ? (match[1] as string).replaceAll("''", "'") : undefined;
}

function notFound(request: FastifyRequest): SearchServiceError {
  return new SearchServiceError(
    404,
    'ResourceNotFound',
    `No such resource in the search service: ${request.method} ${request.url.split('?')[0]}.`,
  );
}

/**
 * The site whose index has this name (deployment_indexes.searchIndexName), if the user may use it: 404 for an
 * unknown index, 403 when none of the user's groups is on its site.
 */
async function siteOfIndex(app: FastifyInstance, request: FastifyRequest, indexName: string): Promise<SiteAccess> {
  const sites = await app.db
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(eq(deploymentIndexes.searchIndexName, indexName))
    .orderBy(asc(deploymentIndexes.deploymentIndexId));
  if (sites.length === 0)
    throw new SearchServiceError(404, 'ResourceNotFound', `The index '${indexName}' was not found.`);
  for (const site of sites) {
    try {
      return await requireSiteAccess(app, request, site.id);
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 403)) throw error;
    }
  }
  throw new SearchServiceError(403, 'Forbidden', `You do not have access to the index '${indexName}'.`);
}

function searchFromQuery(query: SearchServiceSearchQuery): DocumentSearch {
  return {
    search: query.search,
    searchMode: query.searchMode ?? 'any',
    queryType: query.queryType ?? 'simple',
    filter: query.$filter,
    select: query.$select,
    orderby: query.$orderby ?? query.orderby,
    facets: query.facet ?? [],
    top: query.$top ?? PAGE_SIZES.searchServiceTop,
    skip: query.$skip ?? 0,
    count: query.$count ?? false,
  };
}

function searchFromBody(body: SearchServiceSearchBody): DocumentSearch {
  return {
    search: body.search,
    searchMode: body.searchMode ?? 'any',
    queryType: body.queryType ?? 'simple',
    filter: body.filter,
    select: body.select,
    orderby: body.orderby,
    facets: body.facets ?? [],
    top: body.top ?? PAGE_SIZES.searchServiceTop,
    skip: body.skip ?? 0,
    count: body.count ?? false,
  };
}

function suggestFromQuery(query: SearchServiceSuggestQuery): SearchServiceSuggestBody {
  return {
    search: query.search,
    suggesterName: query.suggesterName,
    top: query.$top,
    filter: query.$filter,
    select: query.$select,
    orderby: query.$orderby,
    searchFields: query.searchFields,
    fuzzy: query.fuzzy,
    highlightPreTag: query.highlightPreTag,
    highlightPostTag: query.highlightPostTag,
  };
}

/** What a browser may send: the bearer token, JSON, and the headers the SDK's pipeline adds (api-key, so a keyed client reads the 401). */
const CORS_ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, api-key, x-ms-client-request-id, x-ms-return-client-request-id, x-ms-useragent, traceparent, tracestate';
/** Response headers the SDK's pipeline reads: request ids (logging, tracing), retry delays, the bearer challenge. */
const CORS_EXPOSED_HEADERS =
  'request-id, x-ms-request-id, client-request-id, x-ms-client-request-id, retry-after, retry-after-ms, x-ms-retry-after-ms, WWW-Authenticate';
const CORS_MAX_AGE_SECONDS = 3600;

/**
 * CORS for the official SDK in a browser app of an allowed origin: a preflight is answered here, before
 * authentication (it carries no token), with the origin echoed only when allowed; other answers to an allowed
 * origin name it and expose the headers the SDK reads. A foreign origin gets no CORS header, so its browser
 * pages cannot read an answer (tokens are bearer headers, never cookies, so no credentials are allowed).
 */
function answerCors(allowedOrigins: ReadonlySet<string>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (allowed) reply.header('Access-Control-Allow-Origin', origin);
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      if (allowed) reply.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
      return;
    }
    if (allowed) {
      reply.headers({
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
    }
    return reply.code(204).send();
  };
}

/**
 * The direct search service: each site's index at Azure AI Search's REST paths, so the official
 * `@azure/search-documents` SearchClient (endpoint `${publicUrl}/search-service`, a TokenCredential returning the
 * portal's bearer token) or plain REST calls can query it. Paths (both the REST docs' and the OData forms the
 * SDK 13 calls), each with `?api-version=20xx-xx-xx[-preview]` (400 without):
 *
 *   GET  /indexes/{name}/docs, /indexes('{name}')/docs                      search (query parameters)
 *   POST /indexes/{name}/docs/search[.post.search], /indexes('{name}')/docs/search.post.search   search (JSON body)
 *   GET  /indexes/{name}/docs/suggest, /indexes('{name}')/docs/search.suggest                     suggest
 *   POST /indexes/{name}/docs/suggest, …/docs/search.post.suggest, /indexes('{name}')/docs/search.post.suggest
 *   GET  /indexes/{name}/docs/$count, /indexes('{name}')/docs/$count        document count (text)
 *   GET  /indexes/{name}/docs/{key}, /indexes('{name}')/docs('{key}')       lookup by doc_id
 *
 * Authentication is the portal's bearer token, verified as for /api/v2 (401 without); the index must belong to a
 * site the user may use (403) and exist (404). Every error answers Azure's `{ "error": { "code", "message" } }`.
 * Browser pages of the portal's origin (config.publicUrl) may call it cross-origin too (answerCors).
 */
const searchServiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(handleSearchServiceError);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(azureError('ResourceNotFound', notFound(request).message)),
  );
  app.addHook('onRequest', answerCors(new Set([new URL(app.config.publicUrl).origin])));
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    const version = (request.query as Record<string, unknown>)['api-version'];
    if (version === undefined || version === '') {
      throw new SearchServiceError(
        400,
        'MissingApiVersionParameter',
        'The api-version query parameter (?api-version=) is required for all requests, e.g. ?api-version=2025-09-01.',
      );
    }
    if (typeof version !== 'string' || !API_VERSION.test(version)) {
      throw new SearchServiceError(
        400,
        'InvalidApiVersionParameter',
        `The api-version '${String(version)}' is not valid: give a dated version such as 2025-09-01 or 2025-11-01-preview.`,
      );
    }
  });

  const hide = { hide: true } as const;
  const Named = Type.Object({ indexName: Type.String({ minLength: 1, maxLength: 200 }) });
  const OData = Type.Object({ indexPath: Type.String({ maxLength: 300 }) });
  const indexOf = (request: FastifyRequest<{ Params: { indexName?: string; indexPath?: string } }>) => {
    const params = request.params;
    const name = params.indexName ?? odataKey(params.indexPath ?? '', 'indexes');
    if (name === undefined) throw notFound(request);
    return siteOfIndex(app, request, name);
  };

  // Search: GET with query parameters.
  for (const [url, params] of [
    ['/indexes/:indexName/docs', Named],
    ['/:indexPath/docs', OData],
  ] as const) {
    app.get(url, { schema: { ...hide, params, querystring: SearchServiceSearchQuery } }, async (request) => {
      refuseUnsupported(request.query, SearchServiceSearchQuery, IGNORED_SEARCH, 'query');
      const access = await indexOf(request);
      return searchDocuments(app.searchEngine, access, searchFromQuery(request.query));
    });
  }

  // Search: POST with a JSON body.
  for (const [url, params] of [
    ['/indexes/:indexName/docs/search', Named],
    ['/indexes/:indexName/docs/search.post.search', Named],
    ['/:indexPath/docs/search.post.search', OData],
  ] as const) {
    app.post(url, { schema: { ...hide, params, body: SearchServiceSearchBody } }, async (request) => {
      refuseUnsupported(request.body, SearchServiceSearchBody, IGNORED_SEARCH, 'body');
      const access = await indexOf(request);
      return searchDocuments(app.searchEngine, access, searchFromBody(request.body));
    });
  }

  // Suggest: GET with query parameters, POST with a JSON body.
  for (const [url, params] of [
    ['/indexes/:indexName/docs/suggest', Named],
    ['/indexes/:indexName/docs/search.suggest', Named],
    ['/:indexPath/docs/search.suggest', OData],
  ] as const) {
    app.get(url, { schema: { ...hide, params, querystring: SearchServiceSuggestQuery } }, async (request) => {
      refuseUnsupported(request.query, SearchServiceSuggestQuery, IGNORED, 'query');
      const access = await indexOf(request);
      return suggestDocuments(app.searchEngine, access, suggestFromQuery(request.query));
    });
  }
  for (const [url, params] of [
    ['/indexes/:indexName/docs/suggest', Named],
    ['/indexes/:indexName/docs/search.post.suggest', Named],
    ['/:indexPath/docs/search.post.suggest', OData],
  ] as const) {
    app.post(url, { schema: { ...hide, params, body: SearchServiceSuggestBody } }, async (request) => {
      refuseUnsupported(request.body, SearchServiceSuggestBody, IGNORED, 'body');
      const access = await indexOf(request);
      return suggestDocuments(app.searchEngine, access, request.body);
    });
  }

  // Count: the number as text, as Azure answers it.
  for (const [url, params] of [
    ['/indexes/:indexName/docs/$count', Named],
    ['/:indexPath/docs/$count', OData],
  ] as const) {
    app.get(url, { schema: { ...hide, params, querystring: SearchServiceCountQuery } }, async (request, reply) => {
      refuseUnsupported(request.query, SearchServiceCountQuery, [], 'query');
      const access = await indexOf(request);
      return reply
        .type('text/plain; charset=utf-8')
        .send(String(await countDocuments(app.searchEngine, access.site.deploymentIndexId)));
    });
  }

  // Lookup: one document by its key.
  app.get(
    '/indexes/:indexName/docs/:key',
    {
      schema: {
        ...hide,
        params: Type.Object({
          indexName: Type.String({ minLength: 1, maxLength: 200 }),
          key: Type.String({ maxLength: 1024 }),
        }),
        querystring: SearchServiceLookupQuery,
      },
    },
    async (request) => {
      refuseUnsupported(request.query, SearchServiceLookupQuery, [], 'query');
      const access = await siteOfIndex(app, request, request.params.indexName);
      return lookupDocument(app.searchEngine, access, request.params.key, request.query.$select);
    },
  );
  app.get(
    '/:indexPath/:docPath',
    {
      schema: {
        ...hide,
        params: Type.Object({ indexPath: Type.String({ maxLength: 300 }), docPath: Type.String({ maxLength: 1100 }) }),
        querystring: SearchServiceLookupQuery,
      },
    },
    async (request) => {
      const indexName = odataKey(request.params.indexPath, 'indexes');
      const key = odataKey(request.params.docPath, 'docs');
      if (indexName === undefined || key === undefined) throw notFound(request);
      refuseUnsupported(request.query, SearchServiceLookupQuery, [], 'query');
      const access = await siteOfIndex(app, request, indexName);
      return lookupDocument(app.searchEngine, access, key, request.query.$select);
    },
  );
};

export default searchServiceRoutes;
