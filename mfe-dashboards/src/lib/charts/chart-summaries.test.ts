import { rankingSummary, trendSummary } from './chart-summaries';

describe('what a chart is read out as', () => {
  it('names every value of a ranking with its count, most first as given', () => {
    expect(
      rankingSummary('Content Types', [
        { name: 'Case Study', count: 1200 },
        { name: 'Report', count: 8 },
      ]),
    ).toBe(`Content Types, 2 values, most first: Case Study ${(1200).toLocaleString()}, Report 8.`);
    expect(rankingSummary('Tools', [{ name: 'Figma', count: 1 }])).toBe('Tools, 1 value, most first: Figma 1.');
    expect(rankingSummary('Tools', [])).toBe('Tools: no values in this period.');
  });

  it('gives a trend’s span, total and first peak', () => {
    expect(
      trendSummary('Documents per month', [
        { label: 'Apr', value: 8 },
        { label: 'May', value: 14 },
        { label: 'Jun', value: 14 },
        { label: 'Jul', value: 1 },
      ]),
    ).toBe('Documents per month, Apr to Jul: 37 in all, most in May (14).');
    expect(trendSummary('Searches', [{ label: 'Apr', value: 0 }])).toBe('Searches, Apr: 0 in all, most in Apr (0).');
    expect(trendSummary('Searches', [])).toBe('Searches: nothing in this period.');
  });
});
