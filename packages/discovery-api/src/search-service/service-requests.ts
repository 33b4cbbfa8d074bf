import {
  PAGE_SIZES,
  SearchServiceSearchBody,
  SearchServiceSearchQuery,
  SearchServiceSuggestBody,
  SearchServiceSuggestQuery,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deploymentIndexes } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, type SiteAccess } from '../sites/site-access.js';
import type { DocumentSearch } from './search-documents.js';
import { invalidParameter, SearchServiceError } from './search-service-error.js';

/**
 * The direct search service's requests (routes/search-service/indexes.ts): Azure AI Search's query parameters and
 * bodies read into the portal's searches, the index a call names resolved to a site the caller may use, and the
 * refusals Azure gives (unsupported parameters, a missing api-version, an unknown resource).
 */
/** Where the service is mounted (routes/search-service/indexes.ts): a SearchClient's endpoint is `${publicUrl}/search-service`. */
export const SEARCH_SERVICE_PREFIX = '/search-service';

const API_VERSION = /^20\d{2}-\d{2}-\d{2}(?:-preview)?$/;

/** Options Azure takes that change nothing here (no shards to cover, one replica, no semantic configurations). */
export const IGNORED = [
  'minimumCoverage',
  'sessionId',
  'scoringStatistics',
  'semanticConfiguration',
  'semanticErrorHandling',
  'semanticMaxWaitInMilliseconds',
];
export const IGNORED_SEARCH = [...IGNORED, 'highlightPreTag', 'highlightPostTag'];

/** 400 naming the first parameter this service does not support (highlight, vectorQueries, scoringProfile…). */
export function refuseUnsupported(
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
export function odataKey(segment: string, collection: string): string | undefined {
  const match = new RegExp(`^${collection}\\('((?:[^']|'')*)'\\)$`).exec(segment);
  return match ? (match[1] as string).replaceAll("''", "'") : undefined;
}

export function notFound(request: FastifyRequest): SearchServiceError {
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
export async function siteOfIndex(
  app: FastifyInstance,
  request: FastifyRequest,
  indexName: string,
): Promise<SiteAccess> {
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

export function searchFromQuery(query: SearchServiceSearchQuery): DocumentSearch {
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

export function searchFromBody(body: SearchServiceSearchBody): DocumentSearch {
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

export function suggestFromQuery(query: SearchServiceSuggestQuery): SearchServiceSuggestBody {
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

/** 400 in Azure's shape unless the call names a dated api-version (?api-version=2025-09-01), as Azure requires. */
export function requireApiVersion(query: unknown): void {
  const version = (query as Record<string, unknown>)['api-version'];
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
}
