import type { Facet } from '@portal/contracts';
import { foldedChosen, insightChips, splitInsightFields } from './insight-filter-bar';
import { filterCodes } from './insight-filters';

const facet = (name: string): Facet => ({
  name,
  displayName: name,
  groupName: '',
  groupOrder: 0,
  order: 0,
  displayInFilter: true,
  isMultiple: true,
  values: [],
});

const GROUPS = [
  { name: 'Content', facets: [facet('content_types'), facet('capabilities'), facet('topics')] },
  { name: 'Organizations', facets: [facet('agencies'), facet('clients')] },
  { name: 'Locations', facets: [facet('regions')] },
];

describe('the filter bar of Analytics & Insights', () => {
  it('keeps content types, clients and topics in view, in that order, and folds the others by group', () => {
    const { inline, folded } = splitInsightFields(GROUPS);
    expect(inline.map((field) => field.name)).toEqual(['content_types', 'clients', 'topics']);
    expect(folded.map((group) => [group.name, group.facets.map((field) => field.name)])).toEqual([
      ['Content', ['capabilities']],
      ['Organizations', ['agencies']],
      ['Locations', ['regions']],
    ]);
  });

  it('leaves out a field in view that the site does not have, and a group left empty', () => {
    const { inline, folded } = splitInsightFields([{ name: 'Organizations', facets: [facet('clients')] }]);
    expect(inline.map((field) => field.name)).toEqual(['clients']);
    expect(folded).toEqual([]);
  });

  it('counts the folded fields holding a choice, not the values nor the fields in view', () => {
    const codes = filterCodes(['content_types', 'capabilities', 'agencies', 'regions']);
    const { folded } = splitInsightFields(GROUPS);
    const items = ['agencies_Northwind', 'agencies_Meridian', 'regions_EMEA', 'content_types_Report'];
    expect(foldedChosen(folded, items, codes)).toBe(2);
  });

  it('reads each filter as a chip: the period as Period, a field by its name, an unknown item as Filter', () => {
    const codes = filterCodes(['clients']);
    expect(
      insightChips(
        ['clients_Acme, Inc.', 'published_date_Past 6 months', 'mystery'],
        codes,
        new Map([['clients', 'Clients']]),
      ),
    ).toEqual([
      { key: 'clients_Acme, Inc.', field: 'Clients', value: 'Acme, Inc.' },
      { key: 'published_date_Past 6 months', field: 'Period', value: 'Past 6 months' },
      { key: 'mystery', field: 'Filter', value: 'mystery' },
    ]);
  });
});
