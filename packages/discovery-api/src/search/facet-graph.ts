import { FACET_VALUES_COUNT, type FacetGraph } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { EVERYTHING } from './query-rules.js';
import { searchSite } from './search-site.js';
import type { SearchEngine } from './search-engine.js';

/**
 * Facet value counts for charts: the keyword matches of `query` (any of its words; empty or `*`: every document)
 * under the facet query `filters`, counted for the given fields. 400 naming the fields that are no facet of the
 * site.
 */
export async function facetGraph(
  engine: SearchEngine,
  access: SiteAccess,
  input: { query: string; fields: string[]; filters: string | undefined },
): Promise<FacetGraph> {
  const text = input.query.trim();
  const result = await searchSite(engine, {
    access,
    text: text === EVERYTHING ? '' : text,
    mode: 'keyword',
    phrase: false,
    matching: { in: 'memory', facetQuery: input.filters, orderBy: null, valuesPerFacet: FACET_VALUES_COUNT },
    skip: 0,
    top: 0,
    content: false,
    highlights: false,
    answers: false,
  });
  const unknown = input.fields.filter((field) => !result.facetableFields.includes(field));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      `The request is not valid: querystring/Fields names no facet of this site: ${unknown.join(', ')}.`,
    );
  const facets: FacetGraph['facets'] = {};
  for (const field of input.fields) {
    facets[field] = (result.facets.find((facet) => facet.name === field)?.values ?? []).map((value) => ({
      value: value.name,
      count: value.count,
    }));
  }
  return { totalRecords: result.totalRecords, facets };
}
