import type { IndexFieldDescription } from '@portal/contracts';
import { movedField, siteFieldsChange } from './search-fields';

const field = (name: string, siteField: boolean): IndexFieldDescription => ({
  name,
  displayName: name.toUpperCase(),
  groupName: siteField ? 'Places' : 'Document',
  displayInFilter: true,
  displayInInsights: false,
  searchable: true,
  filterable: siteField,
  sortable: false,
  facetable: siteField,
  key: false,
  retrievable: true,
  siteField,
});

describe('the search fields a site edits', () => {
  it("takes only the site's own metadata fields, in order, with what PUT changes", () => {
    expect(siteFieldsChange([field('title', false), field('regions', true), field('countries', true)])).toEqual([
      { name: 'regions', displayName: 'REGIONS', groupName: 'Places', displayInFilter: true, displayInInsights: false },
      {
        name: 'countries',
        displayName: 'COUNTRIES',
        groupName: 'Places',
        displayInFilter: true,
        displayInInsights: false,
      },
    ]);
  });

  it('moves a field one place, and not past either end', () => {
    const fields = siteFieldsChange([field('a', true), field('b', true), field('c', true)]);
    expect(movedField(fields, 2, -1).map((entry) => entry.name)).toEqual(['a', 'c', 'b']);
    expect(movedField(fields, 0, 1).map((entry) => entry.name)).toEqual(['b', 'a', 'c']);
    expect(movedField(fields, 0, -1)).toBe(fields);
    expect(movedField(fields, 2, 1)).toBe(fields);
  });
});
