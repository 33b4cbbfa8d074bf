/**
 * The standard fields of a generated master metadata set: the insight facet order of spec §9 plus the
 * business metadata lists of §3, each in a facet group of §9.
 *
 * Spec §3's business metadata has no single shape here: its lists are a site's metadata fields (these to start
 * with), its scalars are asset columns (docId, a uuid, stands for unique_uuid), and its contributors, collections and
 * confidential_users are the asset's own tables. Its city, business_transformations, agency_terms, products and
 * organizations lists are not among the standard fields (Organizations is the facet group of agencies, clients,
 * brands and partners): search, insights and the uploader read whatever fields a site's set has, so a set that adds
 * them needs no code.
 */
export interface StandardField {
  name: string;
  code: string;
  facetGroupName: string;
  isMultiple: boolean;
  isRequired?: boolean;
  displayInInsights?: boolean;
}

export const STANDARD_METADATA_FIELDS: readonly StandardField[] = [
  {
    name: 'Content Types',
    code: 'content_types',
    facetGroupName: 'Content',
    isMultiple: true,
    isRequired: true,
    displayInInsights: true,
  },
  { name: 'Agencies', code: 'agencies', facetGroupName: 'Organizations', isMultiple: true, displayInInsights: true },
  { name: 'Capabilities', code: 'capabilities', facetGroupName: 'Content', isMultiple: true, displayInInsights: true },
  { name: 'Topics', code: 'topics', facetGroupName: 'Content', isMultiple: true, displayInInsights: true },
  { name: 'Regions', code: 'regions', facetGroupName: 'Locations', isMultiple: false, displayInInsights: true },
  { name: 'Countries', code: 'countries', facetGroupName: 'Locations', isMultiple: true, displayInInsights: true },
  { name: 'Clients', code: 'clients', facetGroupName: 'Organizations', isMultiple: true, displayInInsights: true },
  { name: 'Brands', code: 'brands', facetGroupName: 'Organizations', isMultiple: true, displayInInsights: true },
  { name: 'Partners', code: 'partners', facetGroupName: 'Organizations', isMultiple: true, displayInInsights: true },
  { name: 'Tools', code: 'tools', facetGroupName: 'Content', isMultiple: true, displayInInsights: true },
  { name: 'Industries', code: 'industries', facetGroupName: 'Audience', isMultiple: true, displayInInsights: true },
  {
    name: 'Sub-industries',
    code: 'sub_industries',
    facetGroupName: 'Audience',
    isMultiple: true,
    displayInInsights: true,
  },
  {
    name: 'Target Markets',
    code: 'target_markets',
    facetGroupName: 'Audience',
    isMultiple: true,
    displayInInsights: true,
  },
  { name: 'Keywords', code: 'keywords', facetGroupName: 'Content', isMultiple: true, displayInInsights: true },
  { name: 'Campaigns', code: 'campaigns', facetGroupName: 'Business Results', isMultiple: true },
  { name: 'Business Results', code: 'business_result', facetGroupName: 'Business Results', isMultiple: false },
  { name: 'Tags', code: 'tags', facetGroupName: 'Content', isMultiple: true },
  { name: 'Status', code: 'status', facetGroupName: 'Status', isMultiple: false },
];
