import assert from 'node:assert/strict';
import { test } from 'node:test';
import { facetsOf, type FacetField } from './facet-counts.js';

const field = (code: string, name: string, groupName: string, order: number): FacetField => ({
  code,
  name,
  groupName,
  order,
  displayInFilter: true,
  isMultiple: true,
});

test('facets: grouped, insight order within a group; values most frequent first, ties in the alphabet of people (accents, case), cut at the limit', () => {
  const fields = [
    field('clients', 'Clients', 'Organizations', 2),
    field('regions', 'Regions', 'Locations', 1),
    field('content_types', 'Content Types', 'Content', 0),
  ];
  const counts = new Map([
    [
      'clients',
      new Map([
        ['zeta', 3],
        ['Émile', 3],
        ['alpha', 3],
        ['Beta', 3],
        ['omega', 9],
        ['delta', 1],
      ]),
    ],
    ['regions', new Map([['Europe', 2]])],
    ['content_types', new Map([['Report', 1]])],
  ]);
  const selection = { fields: new Map([['regions', ['Asia']]]) } as Parameters<typeof facetsOf>[0]['selection'];
  const facets = facetsOf({ fields, selection, counts, valuesPerFacet: 5 });
  assert.deepEqual(
    facets.map((facet) => facet.name),
    ['content_types', 'clients', 'regions'],
    'Content, Organizations, Locations',
  );
  assert.deepEqual(
    facets[1]?.values.map((value) => value.name),
    ['omega', 'alpha', 'Beta', 'Émile', 'zeta'],
    'ties by name; the least frequent value cut',
  );
  assert.deepEqual(
    facets[2]?.values,
    [
      { name: 'Europe', count: 2, selected: false },
      { name: 'Asia', count: 0, selected: true },
    ],
    'a selected value shows even at 0',
  );
  // New names seen later take their place among the ones already ranked.
  const later = facetsOf({
    fields,
    selection: { fields: new Map() } as typeof selection,
    counts: new Map([
      [
        'clients',
        new Map([
          ['Beta', 1],
          ['Ärzte', 1],
          ['beta', 1],
          ['Aaron', 1],
        ]),
      ],
    ]),
    valuesPerFacet: 10,
  });
  assert.deepEqual(
    later[0]?.values.map((value) => value.name),
    ['Aaron', 'Ärzte', 'beta', 'Beta'],
  );
});
