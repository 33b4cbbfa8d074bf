import type { Facet } from '@portal/contracts';
import { filterFacetGroups, groupInsightFacets } from './insight-facets';

const facet = (name: string, groupName: string, extra: Partial<Facet> = {}): Facet => ({
  name,
  displayName: name,
  groupName,
  groupOrder: 0,
  order: 0,
  displayInFilter: true,
  isMultiple: true,
  values: [{ name: 'x', count: 1, selected: false }],
  ...extra,
});

// The server's order: content_types, agencies, capabilities, topics, regions, clients (spec §9), then the site's own.
const FACETS = [
  facet('content_types', 'Content'),
  facet('agencies', 'Organizations'),
  facet('capabilities', 'Content', { displayInFilter: false }),
  facet('topics', 'Content', { values: [] }),
  facet('regions', 'Locations'),
  facet('clients', 'Organizations'),
  facet('awards_won', 'Recognition/Awards'),
];
const FACET_GROUPS = [
  { name: 'Content', facets: ['content_types', 'capabilities', 'topics'] },
  { name: 'Organizations', facets: ['agencies', 'clients'] },
  { name: 'Locations', facets: ['regions'] },
  { name: 'Status', facets: [] },
];

describe('the insight facets by facet group', () => {
  it("keeps the answer's group order and its facet order inside each group", () => {
    expect(
      groupInsightFacets({ facets: FACETS, facetGroups: FACET_GROUPS }).map((group) => [
        group.name,
        group.facets.map((item) => item.name),
      ]),
    ).toEqual([
      ['Content', ['content_types', 'capabilities', 'topics']],
      ['Organizations', ['agencies', 'clients']],
      ['Locations', ['regions']],
      ['Recognition/Awards', ['awards_won']],
    ]);
  });

  it('follows the facets order even when a group lists its facets otherwise', () => {
    const groups = groupInsightFacets({
      facets: FACETS,
      facetGroups: [{ name: 'Organizations', facets: ['clients', 'agencies'] }],
    });
    expect(groups[0]).toMatchObject({ name: 'Organizations' });
    expect(groups[0]!.facets.map((item) => item.name)).toEqual(['agencies', 'clients']);
  });

  it('offers in the filter form only the facets shown in filters', () => {
    const groups = filterFacetGroups({ facets: FACETS, facetGroups: FACET_GROUPS });
    expect(groups[0]!.facets.map((item) => item.name)).toEqual(['content_types', 'topics']);
  });
});
