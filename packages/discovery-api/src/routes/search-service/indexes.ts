import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SearchServiceCountQuery,
  SearchServiceLookupQuery,
  SearchServiceSearchBody,
  SearchServiceSearchQuery,
  SearchServiceSuggestBody,
  SearchServiceSuggestQuery,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { answerCors } from '../../search-service/service-cors.js';
import {
  IGNORED,
  IGNORED_SEARCH,
  notFound,
  odataKey,
  refuseUnsupported,
  requireApiVersion,
  SEARCH_SERVICE_PREFIX,
  searchFromBody,
  searchFromQuery,
  siteOfIndex,
  suggestFromQuery,
} from '../../search-service/service-requests.js';
import { azureError, handleSearchServiceError } from '../../search-service/search-service-error.js';
import { searchDocuments } from '../../search-service/search-documents.js';
import { countDocuments, lookupDocument, suggestDocuments } from '../../search-service/suggest-documents.js';

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
  app.addHook('onRequest', async (request) => requireApiVersion(request.query));

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

/** Mounted at the service's own prefix, beside /api (autoload reads this). */
export const autoPrefix = SEARCH_SERVICE_PREFIX;
