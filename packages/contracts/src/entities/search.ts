import { Type, type Static } from 'typebox';
import { NullableString } from '../api/schema-kit.js';

const Strings = Type.Array(Type.String());

/**
 * The search record of a document (spec §3 "Document (search record)"), filled from the asset, its metadata
 * values, its contacts and its search record: GET v2/document/getdocumentbyid answers it as `document`. Besides
 * the listed fields it carries one array per other metadata field of the asset, named by the field's code
 * (regions, countries, keywords …), as a search index holds them.
 */
export const SearchDocument = Type.Object(
  {
    doc_id: Type.String(),
    id: Type.String({ description: "The record's key: the doc id." }),
    title: Type.String(),
    content: Type.String({
      description:
        "The file's extracted text; '' when the user may not see the content or the file is not indexed yet.",
    }),
    file_name: Type.String(),
    storage_path: Type.String({ description: 'Where the file is stored, without any access token.' }),
    file_extension: Type.String(),
    created: Type.String({ format: 'date-time' }),
    updated: NullableString,
    created_by: NullableString,
    updated_by: NullableString,
    published_date: NullableString,
    content_types: Strings,
    content_type_groups: Strings,
    asset_visibility: Type.String({
      description: 'Public or Private (Private makes it inaccessible to users without access).',
    }),
    external_url: NullableString,
    external_url_label: NullableString,
    external_url_action: NullableString,
    dashboard_filters: Type.Boolean(),
    dashboard_bookmarks: Type.Boolean(),
    key_contacts: Strings,
    author___contact: Strings,
    contributors___experts: Strings,
    stakeholder: Strings,
    support_contact: Strings,
    dashboard_access: Strings,
    data_governance: Strings,
    terms_and_conditions: NullableString,
    confidential: Type.Boolean(),
    dashboard_category: NullableString,
    description: Type.Union([Type.String(), Type.Null()], {
      description: 'null when the user may not see the content.',
    }),
  },
  { title: 'SearchDocument', additionalProperties: Strings },
);
export type SearchDocument = Static<typeof SearchDocument>;

/** A value of a facet of a search result, with its count over the matched documents. */
export const FacetValue = Type.Object(
  { name: Type.String(), count: Type.Integer(), selected: Type.Boolean() },
  { title: 'FacetValue' },
);
export type FacetValue = Static<typeof FacetValue>;

/**
 * A facet of a search result (spec §3; POST v2/search answer). isMultiple: a multi-select field; in a
 * single-select one, selecting a value clears the others (spec §4).
 */
export const Facet = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    values: Type.Array(FacetValue),
    groupName: Type.String(),
    groupOrder: Type.Integer(),
    order: Type.Integer(),
    displayInFilter: Type.Boolean(),
    isMultiple: Type.Boolean(),
  },
  { title: 'Facet' },
);
export type Facet = Static<typeof Facet>;

/** Spec §3 "Index field description": GET v2/search/describe/{id} answers a list of them. */
export const IndexFieldDescription = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    groupName: Type.String(),
    displayInFilter: Type.Boolean(),
    displayInInsights: Type.Boolean(),
    searchable: Type.Boolean(),
    filterable: Type.Boolean(),
    sortable: Type.Boolean(),
    facetable: Type.Boolean(),
    key: Type.Boolean(),
    retrievable: Type.Boolean(),
    siteField: Type.Boolean({
      description:
        "A metadata field of the site's master set: PUT v2/search/describe/{id} changes how it shows. False for every record's own fields, and for content types when they come from the storage path.",
    }),
  },
  { title: 'IndexFieldDescription' },
);
export type IndexFieldDescription = Static<typeof IndexFieldDescription>;

/** An answer of a search result (spec §3): the document's key, the passage, and the passage with its words marked. */
export const SearchAnswer = Type.Object(
  { key: Type.String(), text: Type.String(), highlights: NullableString },
  { title: 'SearchAnswer' },
);
export type SearchAnswer = Static<typeof SearchAnswer>;

/**
 * POST v2/search answer. Each document is a listed search record (spec §3: the fields in `select`, doc_id and
 * id always, one list of values per metadata field, synopsis, `@search.score`, `@search.highlights` and the
 * enrichments asked for in the query), sent as the server builds it.
 */
export const SearchResult = Type.Object(
  {
    documents: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    facets: Type.Array(Facet),
    facetableFields: Type.Array(Type.String()),
    answers: Type.Array(SearchAnswer),
    totalRecords: Type.Integer(),
    searchId: Type.String(),
    tags: Type.Array(Type.String()),
  },
  { title: 'SearchResult' },
);
export type SearchResult = Static<typeof SearchResult>;

/** The orders a search can ask for besides relevance (POST v2/search `orderBy`). */
export const OrderBy = Type.Union(
  [Type.Literal('published_date'), Type.Literal('created'), Type.Literal('metadata_storage_last_modified')],
  { title: 'OrderBy' },
);
export type OrderBy = Static<typeof OrderBy>;

/**
 * Search request state (spec §3).
 * The spec's answers are not in it: they are what a search returns (SearchResult.answers) and stay with the result,
 * not something the request or its URL carries. It adds hybrid, the vector flag spec §4's Reset clears (POST v2/search
 * useVectorSearch), the search mode beside keyword and semantic.
 */
export interface SearchState {
  q: string;
  semantic: boolean;
  hybrid: boolean;
  exactPhrase: boolean;
  page: number;
  documentsPerPage: number;
  orderBy: OrderBy | null;
  facets: string[];
}
