import { comparisonSummary } from './comparison-summary';

describe('comparisonSummary', () => {
  it('reads a ranking out with each name’s points this year and last', () => {
    expect(
      comparisonSummary(
        'Top agencies',
        [
          { name: 'Northwind Media', latest: 120, previous: 90 },
          { name: 'Summit Creative', latest: 80, previous: 95 },
        ],
        '2025',
        '2024',
      ),
    ).toBe('Top agencies, 2 values, 2025 against 2024: Northwind Media 120 (90), Summit Creative 80 (95).');
    expect(comparisonSummary('Networks', [], '2025', '2024')).toBe('Networks: no values.');
  });
});
