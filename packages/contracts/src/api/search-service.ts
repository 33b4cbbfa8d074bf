import { Type, type Static, type TSchema } from 'typebox';

/*
 * The payloads of the direct search service: each site's index at Azure AI Search's REST paths
 * (/search-service/indexes/{name}/docs…), so the official `@azure/search-documents` SearchClient or plain REST
 * calls can query it. The names and limits are Azure's; every call also takes `api-version`.
 */

/** Azure allows up to 1000 documents a page. */
const SEARCH_SERVICE_MAX_TOP = 1000;
const SEARCH_SERVICE_MAX_SKIP = 100_000;

/**
 * A value or null as one schema whose `type` lists both, not a union: Fastify's validator coerces types, and
 * would turn a null into '' in the string branch of a union; with both types listed a null stays null.
 */
const nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [(schema as { type?: string }).type as string, 'null'] });
const oneOf = <const T extends string>(values: T[]) => Type.Unsafe<T>({ type: 'string', enum: values });
const Text = (maxLength: number) => Type.String({ maxLength });

/** Whether any or all of the words must match. */
export const SearchServiceSearchMode = oneOf(['any', 'all']);
export type SearchServiceSearchMode = Static<typeof SearchServiceSearchMode>;

/** simple and full: keyword search; semantic: search by meaning. */
export const SearchServiceQueryType = oneOf(['simple', 'full', 'semantic']);
export type SearchServiceQueryType = Static<typeof SearchServiceQueryType>;

/** GET /indexes/{name}/docs (Search Documents, query parameters). */
export const SearchServiceSearchQuery = Type.Object(
  {
    'api-version': Type.Optional(Type.String()),
    search: Type.Optional(Text(10_000)),
    $top: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_SERVICE_MAX_TOP })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_SERVICE_MAX_SKIP })),
    $count: Type.Optional(Type.Boolean()),
    $select: Type.Optional(Text(10_000)),
    $filter: Type.Optional(Text(32_000)),
    $orderby: Type.Optional(Text(10_000)),
    orderby: Type.Optional(Text(10_000)),
    facet: Type.Optional(Type.Array(Text(1000), { maxItems: 100 })),
    searchMode: Type.Optional(SearchServiceSearchMode),
    queryType: Type.Optional(SearchServiceQueryType),
  },
  { title: 'SearchServiceSearchQuery' },
);
export type SearchServiceSearchQuery = Static<typeof SearchServiceSearchQuery>;

/** POST /indexes/{name}/docs/search (Search Documents, JSON body). */
export const SearchServiceSearchBody = Type.Object(
  {
    search: Type.Optional(nullable(Text(10_000))),
    top: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: SEARCH_SERVICE_MAX_TOP }))),
    skip: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: SEARCH_SERVICE_MAX_SKIP }))),
    count: Type.Optional(nullable(Type.Boolean())),
    select: Type.Optional(nullable(Text(10_000))),
    filter: Type.Optional(nullable(Text(32_000))),
    orderby: Type.Optional(nullable(Text(10_000))),
    facets: Type.Optional(nullable(Type.Array(Text(1000), { maxItems: 100 }))),
    searchMode: Type.Optional(nullable(SearchServiceSearchMode)),
    queryType: Type.Optional(nullable(SearchServiceQueryType)),
  },
  { title: 'SearchServiceSearchBody' },
);
export type SearchServiceSearchBody = Static<typeof SearchServiceSearchBody>;

/** GET /indexes/{name}/docs/suggest (Suggest, query parameters). */
export const SearchServiceSuggestQuery = Type.Object(
  {
    'api-version': Type.Optional(Type.String()),
    search: Type.Optional(Text(1000)),
    suggesterName: Type.Optional(Text(200)),
    $top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    $filter: Type.Optional(Text(32_000)),
    $select: Type.Optional(Text(10_000)),
    $orderby: Type.Optional(Text(10_000)),
    searchFields: Type.Optional(Text(1000)),
    fuzzy: Type.Optional(Type.Boolean()),
    highlightPreTag: Type.Optional(Text(100)),
    highlightPostTag: Type.Optional(Text(100)),
  },
  { title: 'SearchServiceSuggestQuery' },
);
export type SearchServiceSuggestQuery = Static<typeof SearchServiceSuggestQuery>;

/** POST /indexes/{name}/docs/suggest (Suggest, JSON body). */
export const SearchServiceSuggestBody = Type.Object(
  {
    search: Type.Optional(nullable(Text(1000))),
    suggesterName: Type.Optional(nullable(Text(200))),
    top: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
    filter: Type.Optional(nullable(Text(32_000))),
    select: Type.Optional(nullable(Text(10_000))),
    orderby: Type.Optional(nullable(Text(10_000))),
    searchFields: Type.Optional(nullable(Text(1000))),
    fuzzy: Type.Optional(nullable(Type.Boolean())),
    highlightPreTag: Type.Optional(nullable(Text(100))),
    highlightPostTag: Type.Optional(nullable(Text(100))),
  },
  { title: 'SearchServiceSuggestBody' },
);
export type SearchServiceSuggestBody = Static<typeof SearchServiceSuggestBody>;

/** GET /indexes/{name}/docs/$count query (the answer is the number as text). */
export const SearchServiceCountQuery = Type.Object(
  { 'api-version': Type.Optional(Type.String()) },
  { title: 'SearchServiceCountQuery' },
);
export type SearchServiceCountQuery = Static<typeof SearchServiceCountQuery>;

/** GET /indexes/{name}/docs/{key} (Lookup Document) query. */
export const SearchServiceLookupQuery = Type.Object(
  {
    'api-version': Type.Optional(Type.String()),
    $select: Type.Optional(Text(10_000)),
  },
  { title: 'SearchServiceLookupQuery' },
);
export type SearchServiceLookupQuery = Static<typeof SearchServiceLookupQuery>;
