import { AWARD_FILTER_LIMITS } from '@portal/contracts';
import { chosenCount, NO_FILTERS, readAwardFilters, withFieldValues, writeAwardFilters } from './award-filter-params';

const read = (query: string) => readAwardFilters(new URLSearchParams(query));
const write = (values: Parameters<typeof writeAwardFilters>[0], query = '') =>
  writeAwardFilters(values, new URLSearchParams(query)).toString();

describe('the awards filters in the URL', () => {
  it('reads one parameter per field, repeated per value, in the fields’ order', () => {
    expect(read('region=EMEA&year=2025&region=APAC&league=Top%205')).toEqual({
      year: ['2025'],
      region: ['EMEA', 'APAC'],
    });
  });

  it('tells no filter yet (the page’s default) from every filter cleared on purpose', () => {
    expect(read('')).toBeNull();
    expect(read('league=Top%205')).toBeNull();
    expect(read(`${NO_FILTERS.param}=${NO_FILTERS.value}`)).toEqual({});
  });

  it('drops what the server would refuse: years that are not 4 digits, blanks, repeats, values past the limits', () => {
    const long = 'x'.repeat(AWARD_FILTER_LIMITS.valueChars + 1);
    expect(read(`year=25&year=2024&year=2024&agency=%20&agency=${long}&agency=Summit`)).toEqual({
      year: ['2024'],
      agency: ['Summit'],
    });
    const many = Array.from({ length: AWARD_FILTER_LIMITS.valuesPerField + 5 }, (_, i) => `office=O${i}`).join('&');
    expect(read(many)?.office).toHaveLength(AWARD_FILTER_LIMITS.valuesPerField);
  });

  it('writes the chosen values, keeps the page’s other parameters and marks an empty choice', () => {
    expect(write({ year: ['2025'], showName: ['Cannes Lions', 'D&AD'] }, 'league=Top%205&region=Old')).toBe(
      'league=Top+5&year=2025&showName=Cannes+Lions&showName=D%26AD',
    );
    expect(write({}, 'year=2025&view=office-view')).toBe('view=office-view&filters=none');
    expect(write(null, 'year=2025&filters=none&view=office-view')).toBe('view=office-view');
  });

  it('reads back what it wrote', () => {
    const values = { year: ['2024', '2025'], advertiser: ['Acme, Inc.'], awardLevel: ['Grand Prix'] };
    expect(readAwardFilters(writeAwardFilters(values, new URLSearchParams()))).toEqual({
      year: ['2024', '2025'],
      awardLevel: ['Grand Prix'],
      advertiser: ['Acme, Inc.'],
    });
  });

  it('replaces one field’s values and counts the values chosen', () => {
    const values = withFieldValues({ year: ['2025'], region: ['EMEA'] }, 'region', []);
    expect(values).toEqual({ year: ['2025'] });
    expect(chosenCount(withFieldValues(values, 'agency', ['A', 'B']))).toBe(3);
    expect(chosenCount(null)).toBe(0);
  });
});
