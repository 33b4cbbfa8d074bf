import { Type, type Static } from 'typebox';
import { FACET_VALUES_COUNT, SEARCH_QUERY_MAX_CHARS } from '../constants.js';
import { OrderBy } from '../entities/search.js';

/**
 * POST v2/search body (calls doc §7 "Search and documents"). Only indexId is required; the server fills in the
 * rest (spec §5: `q` empty means '*'; in full-text mode an exact phrase is wrapped in quotes unless already quoted).
 * `filters` is the facet query: key, underscore, value — joined by commas, commas inside values escaped.
 */
export const SearchRequest = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_CHARS })),
    documentsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    indexId: Type.Integer({ minimum: 1 }),
    orderBy: Type.Optional(Type.Union([...OrderBy.anyOf, Type.Literal(''), Type.Null()])),
    filters: Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()])),
    queryType: Type.Optional(Type.String({ maxLength: 20 })),
    facetValuesCount: Type.Optional(Type.Integer({ minimum: 0, maximum: FACET_VALUES_COUNT })),
    select: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 })),
    source: Type.Optional(Type.String({ maxLength: 200 })),
    pageName: Type.Optional(Type.String({ maxLength: 200 })),
    useVectorSearch: Type.Optional(Type.Boolean()),
  },
  { title: 'SearchRequest' },
);
export type SearchRequest = Static<typeof SearchRequest>;

/** POST v2/search query parameters: the enrichments of the listed documents. */
export const SearchQueryParameters = Type.Object(
  {
    fetchThumbnails: Type.Optional(Type.Boolean()),
    thumbnailType: Type.Optional(Type.String({ maxLength: 50 })),
    fetchInteractionMetrics: Type.Optional(Type.Boolean()),
    fetchVisibility: Type.Optional(Type.Boolean()),
  },
  { title: 'SearchQueryParameters' },
);
export type SearchQueryParameters = Static<typeof SearchQueryParameters>;

/** GET v2/search/describe/{id} query: customize=true gives the site's presentation of the fields. */
export const SearchDescribeQuery = Type.Object(
  { customize: Type.Optional(Type.Boolean({ default: false })) },
  { title: 'SearchDescribeQuery' },
);
export type SearchDescribeQuery = Static<typeof SearchDescribeQuery>;

/**
 * PUT v2/search/describe/{id} body: how the site presents its metadata fields in search (the describe call with
 * customize=true), in the order given: each field's display name, facet group, and whether it shows in the search
 * filters and in the insights. Every metadata field of the site's master set is listed once; the fixed fields of a
 * record (title, dates…) are not the site's to change.
 */
export const SearchFieldsChange = Type.Array(
  Type.Object(
    {
      name: Type.String({
        minLength: 1,
        maxLength: 100,
        description: "The field's code (IndexFieldDescription name).",
      }),
      displayName: Type.String({ minLength: 1, maxLength: 200 }),
      groupName: Type.String({ maxLength: 200, description: 'Empty: no facet group.' }),
      displayInFilter: Type.Boolean(),
      displayInInsights: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  { title: 'SearchFieldsChange', minItems: 1, maxItems: 500 },
);
export type SearchFieldsChange = Static<typeof SearchFieldsChange>;

/** The site of a search helper call: the site (deployment index) id, or the user's current site when left out. */
const HelperSite = { indexId: Type.Optional(Type.Integer({ minimum: 1 })) };

/** GET search/suggestions/{text} and GET search/questions query. */
export const SearchHelperQuery = Type.Object(HelperSite, { title: 'SearchHelperQuery' });
export type SearchHelperQuery = Static<typeof SearchHelperQuery>;

/** GET search/suggestions/{text} answer: up to 8 unique titles. */
export const SearchSuggestions = Type.Array(Type.String(), { title: 'SearchSuggestions' });
export type SearchSuggestions = Static<typeof SearchSuggestions>;

/** A question of GET search/questions: as typed, and how often it was asked. */
export const SearchQuestion = Type.Object(
  { question: Type.String(), count: Type.Integer() },
  { title: 'SearchQuestion' },
);
export type SearchQuestion = Static<typeof SearchQuestion>;

/** GET search/questions answer: up to 8 questions, asked most first. */
export const SearchQuestions = Type.Array(SearchQuestion, { title: 'SearchQuestions' });
export type SearchQuestions = Static<typeof SearchQuestions>;

/** GET search/facetGraph query: Fields one field code, a comma-separated list of them, or the parameter repeated. */
export const FacetGraphQuery = Type.Object(
  {
    Query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_CHARS })),
    Fields: Type.Union([
      Type.String({ minLength: 1, maxLength: 100 }),
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50 }),
    ]),
    filters: Type.Optional(Type.String({ maxLength: 20000 })),
    ...HelperSite,
  },
  { title: 'FacetGraphQuery' },
);
export type FacetGraphQuery = Static<typeof FacetGraphQuery>;

/** A value of a field in GET search/facetGraph, with its count over the matched documents. */
const FacetGraphValue = Type.Object({ value: Type.String(), count: Type.Integer() }, { title: 'FacetGraphValue' });
type FacetGraphValue = Static<typeof FacetGraphValue>;

/** GET search/facetGraph answer: the matched total and, per field code, its values most frequent first. */
export const FacetGraph = Type.Object(
  {
    totalRecords: Type.Integer(),
    facets: Type.Record(Type.String(), Type.Array(FacetGraphValue)),
  },
  { title: 'FacetGraph' },
);
export type FacetGraph = Static<typeof FacetGraph>;
