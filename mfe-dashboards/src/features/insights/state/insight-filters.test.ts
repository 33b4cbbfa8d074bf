import { DATE_FILTERS, DEFAULT_INSIGHT_DATE_FILTER } from '@portal/contracts';
import {
  dateFilterOf,
  filterCodes,
  insightSearchParameters,
  longerDateFilter,
  readInsightFilters,
  selectedValues,
  withDateFilter,
  withFieldValues,
  withoutItem,
  writeInsightFilters,
} from './insight-filters';

const url = (search: string) => new URLSearchParams(search);
const codes = filterCodes(['content_types', 'types', 'clients']);

describe('the insights filters in the URL', () => {
  it('reads the facets parameter with the search page’s codec (escaped commas included)', () => {
    expect(readInsightFilters(url('facets=content_types_Case%20Study,clients_Acme\\,%20Inc.'))).toEqual([
      'content_types_Case Study',
      'clients_Acme, Inc.',
    ]);
  });

  it('writes them back the same way, keeping the other parameters, and removes facets when none are left', () => {
    const written = writeInsightFilters(
      ['clients_Acme, Inc.', 'published_date_Past 6 months'],
      url('template=compact'),
    );
    expect(written.get('template')).toBe('compact');
    expect(readInsightFilters(written)).toEqual(['clients_Acme, Inc.', 'published_date_Past 6 months']);
    expect(writeInsightFilters([], written).has('facets')).toBe(false);
  });

  it('keeps one known date filter (the last), and not the default one', () => {
    expect(readInsightFilters(url('facets=published_date_Past 5 years,topics_AI'))).toEqual(['topics_AI']);
    expect(readInsightFilters(url('facets=published_date_Past 2 years,topics_AI,published_date_Past 1 month'))).toEqual(
      ['topics_AI', 'published_date_Past 1 month'],
    );
    expect(readInsightFilters(url(`facets=published_date_${DEFAULT_INSIGHT_DATE_FILTER}`))).toEqual([]);
  });

  it('reads each item once', () => {
    expect(readInsightFilters(url('facets=topics_AI,topics_AI'))).toEqual(['topics_AI']);
  });
});

describe('the period', () => {
  it('is the last 3 months when no date filter is chosen', () => {
    expect(DEFAULT_INSIGHT_DATE_FILTER).toBe('Past 3 months');
    expect(dateFilterOf([])).toBe('Past 3 months');
    expect(dateFilterOf(['published_date_Past 12 months'])).toBe('Past 12 months');
  });

  it('is sent with every request: the default one when the filters name none', () => {
    expect(insightSearchParameters([])).toEqual({ filters: 'published_date_Past 3 months' });
    expect(insightSearchParameters(['clients_Acme, Inc.'])).toEqual({
      filters: 'clients_Acme\\, Inc.,published_date_Past 3 months',
    });
    expect(insightSearchParameters(['published_date_Past 15 days'])).toEqual({
      filters: 'published_date_Past 15 days',
    });
  });

  it('replaces the chosen one; choosing the default removes it', () => {
    expect(withDateFilter(['topics_AI', 'published_date_Past 1 month'], 'Past 2 years')).toEqual([
      'topics_AI',
      'published_date_Past 2 years',
    ]);
    expect(withDateFilter(['topics_AI', 'published_date_Past 1 month'], 'Past 3 months')).toEqual(['topics_AI']);
  });

  it('suggests the next longer period, none after the longest', () => {
    expect(longerDateFilter('Past 3 months')).toBe('Past 6 months');
    expect(longerDateFilter('Past 15 days')).toBe('Past 1 month');
    expect(longerDateFilter(DATE_FILTERS[0].label)).toBeUndefined();
  });
});

describe('the values of one field', () => {
  const items = ['content_types_Case Study', 'types_Deck', 'published_date_Past 6 months', 'content_types_Report'];

  it('are told apart from a field whose code ends the same (content_types, types)', () => {
    expect(selectedValues(items, 'content_types', codes)).toEqual(['Case Study', 'Report']);
    expect(selectedValues(items, 'types', codes)).toEqual(['Deck']);
  });

  it('are replaced together: kept ones stay in place, new ones come last, others untouched', () => {
    expect(withFieldValues(items, 'content_types', ['Report', 'Brief'], codes)).toEqual([
      'types_Deck',
      'published_date_Past 6 months',
      'content_types_Report',
      'content_types_Brief',
    ]);
    expect(withFieldValues(items, 'content_types', [], codes)).toEqual(['types_Deck', 'published_date_Past 6 months']);
  });

  it('lose one item when its chip is removed', () => {
    expect(withoutItem(items, 'types_Deck')).toEqual([
      'content_types_Case Study',
      'published_date_Past 6 months',
      'content_types_Report',
    ]);
  });
});
