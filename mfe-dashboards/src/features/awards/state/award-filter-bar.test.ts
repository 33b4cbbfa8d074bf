import { filterChoices, foldedChoices, inlineFields, RESULT_VIEW_FIELDS, withoutChoice } from './award-filter-bar';

describe('the awards filter bar', () => {
  it('keeps the year, the show and the page’s own field in view, less the fields the page fixes', () => {
    expect(inlineFields(undefined, [])).toEqual(['year', 'showName']);
    expect(inlineFields(RESULT_VIEW_FIELDS['office-view'], [])).toEqual(['year', 'showName', 'office']);
    expect(inlineFields('showName', [])).toEqual(['year', 'showName']);
    expect(inlineFields('category', ['showName'])).toEqual(['year', 'category']);
  });

  it('counts the folded fields that hold a choice, not their values', () => {
    const values = { year: ['2025'], region: ['EMEA'], agency: ['Summit', 'Pixel & Loom'], office: [] };
    expect(foldedChoices(values, ['year', 'showName', 'region'], [])).toBe(1);
    expect(foldedChoices(values, ['year', 'showName'], [])).toBe(2);
    expect(foldedChoices({ showName: ['Cannes Lions'] }, ['year', 'category'], ['showName'])).toBe(0);
  });

  it('lists every value chosen in the fields’ order, the fixed fields left out, and removes one', () => {
    const values = { agency: ['Summit', 'Pixel & Loom'], showName: ['Cannes Lions'], year: ['2025'] };
    const choices = filterChoices(values, ['showName']);
    expect(choices).toEqual([
      { key: 'year:2025', field: 'year', value: '2025' },
      { key: 'agency:Summit', field: 'agency', value: 'Summit' },
      { key: 'agency:Pixel & Loom', field: 'agency', value: 'Pixel & Loom' },
    ]);
    expect(withoutChoice(values, choices[1]!)).toEqual({
      year: ['2025'],
      showName: ['Cannes Lions'],
      agency: ['Pixel & Loom'],
    });
    expect(withoutChoice(values, choices[0]!)).toEqual({
      showName: ['Cannes Lions'],
      agency: ['Summit', 'Pixel & Loom'],
    });
  });
});
