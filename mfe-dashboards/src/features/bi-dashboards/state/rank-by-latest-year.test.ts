import { rankByLatestYear, signedChange, yearAndPrevious, type AwardRankingRow } from '@portal/contracts';

const row = (name: string, latestPoints: number, previousPoints: number): AwardRankingRow => ({
  name,
  points: latestPoints + previousPoints,
  wins: 1,
  shortlists: 0,
  latestPoints,
  previousPoints,
});

describe('the rankings of a year', () => {
  it('asks for the year and the one before', () => {
    expect(yearAndPrevious(2025)).toEqual({ year: ['2024', '2025'] });
  });

  it("ranks by this year's points, then last year's, then the name, and numbers the ranks", () => {
    const ranked = rankByLatestYear(
      [row('Acme', 5, 40), row('Contoso', 12, 0), row('Bolt', 5, 40), row('Dune', 5, 2), row('Idle', 0, 0)],
      10,
    );
    expect(ranked.map(({ rank, name, change }) => [rank, name, change])).toEqual([
      [1, 'Contoso', 12],
      [2, 'Acme', -35],
      [3, 'Bolt', -35],
      [4, 'Dune', 3],
    ]);
  });

  it('keeps at most the size asked for', () => {
    expect(rankByLatestYear([row('A', 3, 0), row('B', 2, 0), row('C', 1, 0)], 2).map((ranked) => ranked.name)).toEqual([
      'A',
      'B',
    ]);
  });

  it('signs a change', () => {
    expect([signedChange(12), signedChange(-3), signedChange(0)]).toEqual(['+12', '−3', '0']);
  });
});
