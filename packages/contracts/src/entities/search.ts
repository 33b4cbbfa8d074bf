/** The search record of a document (spec §3 Document). */
export interface SearchDocument {
  doc_id: string;
  id: string;
  title: string;
  content: string;
  file_name: string;
  storage_path: string;
  file_extension: string;
  created: string;
  updated: string | null;
  created_by: string | null;
  updated_by: string | null;
  published_date: string | null;
  content_types: string[];
  content_type_groups: string[];
  /** Default Public; Private makes it inaccessible. */
  asset_visibility: 'Public' | 'Private' | (string & {});
  external_url: string | null;
  external_url_label: string | null;
  external_url_action: string | null;
  dashboard_filters: boolean;
  dashboard_bookmarks: boolean;
  key_contacts: string[];
  author___contact: string[];
  contributors___experts: string[];
  stakeholder: string[];
  support_contact: string[];
  dashboard_access: string[];
  data_governance: string[];
  terms_and_conditions: string | null;
  /** Boolean, number or yes/no. */
  confidential: boolean | number | string | null;
  dashboard_category: string | null;
  description: string | null;
  '@search.highlights'?: Record<string, string[]>;
}

export interface BusinessMetadata {
  unique_uuid: string;
  submission_date: string | null;
  reference_url: string | null;
  storage_path: string;
  is_featured: boolean;
  is_confidential: boolean;
  title: string;
  region: string | null;
  country: string | null;
  city: string | null;
  archive_tier: string | null;
  business_result: string | null;
  engagement_type: string | null;
  estimated_value: string | null;
  status: string | null;
  brands: string[];
  business_transformations: string[];
  campaigns: string[];
  capabilities: string[];
  clients: string[];
  organizations: string[];
  partners: string[];
  content_types: string[];
  contributors: string[];
  industries: string[];
  subindustries: string[];
  keywords: string[];
  target_markets: string[];
  agency_terms: string[];
  products: string[];
  tags: string[];
  topics: string[];
  collections: string[];
  confidential_users: string[];
}

export interface FacetValue {
  name: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  name: string;
  displayName: string;
  values: FacetValue[];
  groupName: string;
  groupOrder: number;
  order: number;
  displayInFilter: boolean;
  /** Multi-select field; in a single-select one, selecting a value clears the others (spec §4). */
  isMultiple: boolean;
}

export interface IndexFieldDescription {
  name: string;
  displayName: string;
  groupName: string;
  displayInFilter: boolean;
  displayInInsights: boolean;
  searchable: boolean;
  filterable: boolean;
  sortable: boolean;
  facetable: boolean;
  key: boolean;
  retrievable: boolean;
}

export interface SearchAnswer {
  key: string;
  text: string;
  highlights: string | null;
}

export interface SearchResult {
  documents: SearchDocument[];
  facets: Facet[];
  facetableFields: string[];
  answers: SearchAnswer[];
  totalRecords: number;
  searchId: string;
  tags: string[];
}

export type OrderBy = 'published_date' | 'created' | 'metadata_storage_last_modified';

/** Search request state (spec §3). */
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

export interface FilterValue {
  fieldCode: string;
  fieldValue: string;
  fieldValueOrder: number;
  selected: boolean;
  primaryId: number | null;
}

export interface FilterField {
  fieldName: string;
  fieldCode: string;
  isMultiple: boolean;
  filterValues: FilterValue[];
}

export interface FilterForm {
  filterFormName: string;
  filterGroups: { groupName: string; filterFields: FilterField[] }[];
}
