import { facetItem, joinFacetQuery, splitFacetQuery } from '@portal/contracts';
import {
  clearFacet,
  dateFilterOf,
  removeFacetItem,
  selectedValues,
  splitFacetItem,
  toggleFacetValue,
  withDateFilter,
} from './facet-query';
import { sortFacetValues } from './facet-value-order';

const CODES = ['content_types', 'types', 'clients', 'regions'];
const REGIONS = { code: 'regions', isMultiple: true };
const CONTENT_TYPES = { code: 'content_types', isMultiple: false };

describe('the facet query (spec §5)', () => {
  it('is key, underscore, value, joined by commas, with commas and backslashes in values escaped', () => {
    const items = ['clients_Acme, Inc.', 'regions_Europe\\North', 'content_types_Case Study'];
    const query = joinFacetQuery(items);
    expect(query).toBe('clients_Acme\\, Inc.,regions_Europe\\\\North,content_types_Case Study');
    expect(splitFacetQuery(query)).toEqual(items);
    expect(splitFacetQuery('')).toEqual([]);
  });

  it('splits an item at the longest field code, since codes hold underscores', () => {
    expect(splitFacetItem('content_types_Case Study', CODES)).toEqual({ code: 'content_types', value: 'Case Study' });
    expect(splitFacetItem('types_Report', CODES)).toEqual({ code: 'types', value: 'Report' });
    expect(splitFacetItem('unknown_x', CODES)).toBeUndefined();
  });
});

describe('facet selection rules (spec §4)', () => {
  it('adds values of a multi-select field', () => {
    const items = toggleFacetValue(toggleFacetValue([], REGIONS, 'Europe', CODES), REGIONS, 'Asia', CODES);
    expect(selectedValues(items, 'regions', CODES)).toEqual(['Europe', 'Asia']);
  });

  it('selecting a value of a single-select field clears the field’s others and no one else’s', () => {
    const start = ['regions_Europe', 'content_types_Report'];
    const items = toggleFacetValue(start, CONTENT_TYPES, 'Case Study', CODES);
    expect(items).toEqual(['regions_Europe', 'content_types_Case Study']);
  });

  it('selecting a selected value deselects it', () => {
    expect(toggleFacetValue(['regions_Europe', 'regions_Asia'], REGIONS, 'Europe', CODES)).toEqual(['regions_Asia']);
  });

  it('removing a chip deselects that value only; a facet can be cleared whole', () => {
    const items = ['regions_Europe', 'regions_Asia', 'clients_Acme, Inc.'];
    expect(removeFacetItem(items, facetItem('clients', 'Acme, Inc.'))).toEqual(['regions_Europe', 'regions_Asia']);
    expect(clearFacet(items, 'regions', CODES)).toEqual(['clients_Acme, Inc.']);
  });

  it('keeps one date filter at a time', () => {
    const items = withDateFilter(withDateFilter(['regions_Europe'], 'Past 3 years'), 'Past 15 days');
    expect(items).toEqual(['regions_Europe', 'published_date_Past 15 days']);
    expect(dateFilterOf(items)).toBe('Past 15 days');
    expect(withDateFilter(items, null)).toEqual(['regions_Europe']);
    expect(dateFilterOf(['published_date_Yesterday'])).toBeNull();
  });
});

describe('facet value order', () => {
  const values = [
    { name: 'beta', count: 3, selected: false },
    { name: 'Alpha', count: 3, selected: false },
    { name: 'gamma', count: 10, selected: false },
    { name: 'item 10', count: 1, selected: false },
    { name: 'item 9', count: 1, selected: false },
  ];
  const names = (order?: Parameters<typeof sortFacetValues>[1]) =>
    sortFacetValues(values, order).map((value) => value.name);

  it('lists most results first by default, ties by name', () => {
    expect(names()).toEqual(['gamma', 'Alpha', 'beta', 'item 9', 'item 10']);
  });

  it('sorts by fewest results, and by name both ways (numbers in names in numeric order)', () => {
    expect(names('count-asc')).toEqual(['item 9', 'item 10', 'Alpha', 'beta', 'gamma']);
    expect(names('name-asc')).toEqual(['Alpha', 'beta', 'gamma', 'item 9', 'item 10']);
    expect(names('name-desc')).toEqual(['item 10', 'item 9', 'gamma', 'beta', 'Alpha']);
  });
});
