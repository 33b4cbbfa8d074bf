import type { LeaderboardLeague, LeaderboardRow } from '@portal/contracts';
import { chosenLeague, leagueRows, movementLabel, rankMovement } from './leaderboard-leagues';

const row = (rank: number, previous: number | null = null): LeaderboardRow => ({
  agencyName: `Agency ${rank}`,
  network: 'Network',
  holdingCompany: 'Holding',
  currentYearPoints: 100 - rank,
  previousYearPoints: 50,
  currentYearLabel: '2025',
  previousYearLabel: '2024',
  currentYearIndex: rank,
  previousYearIndex: previous,
  currentYearAwards: 1,
});

const ROWS = Array.from({ length: 12 }, (_, index) => row(index + 1));
const LEAGUES: LeaderboardLeague[] = [
  { leagueName: 'Top 5', startIndex: 0, endIndex: 4 },
  { leagueName: 'Ranks 6–10', startIndex: 5, endIndex: 9 },
  { leagueName: 'Ranks 11–20', startIndex: 10, endIndex: 11 },
];

describe('the leaderboard’s leagues', () => {
  it('slices the ranking by each league’s 0-based indexes, both included', () => {
    expect(leagueRows(ROWS, LEAGUES[0]!).map((each) => each.currentYearIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(leagueRows(ROWS, LEAGUES[1]!).map((each) => each.currentYearIndex)).toEqual([6, 7, 8, 9, 10]);
    expect(leagueRows(ROWS, LEAGUES[2]!).map((each) => each.currentYearIndex)).toEqual([11, 12]);
  });

  it('cuts a league to the ranking and shows nothing without a league', () => {
    expect(leagueRows(ROWS, { leagueName: 'Ranks 11–20', startIndex: 10, endIndex: 19 })).toHaveLength(2);
    expect(leagueRows(ROWS, { leagueName: 'Past the end', startIndex: 20, endIndex: 49 })).toEqual([]);
    expect(leagueRows(ROWS, null)).toEqual([]);
  });

  it('shows the league asked for when the ranking has it, else the server’s choice, else the first', () => {
    expect(chosenLeague(LEAGUES, 'Ranks 6–10', 'Top 5')?.leagueName).toBe('Ranks 6–10');
    expect(chosenLeague(LEAGUES, 'Ranks 51–100', 'Ranks 11–20')?.leagueName).toBe('Ranks 11–20');
    expect(chosenLeague(LEAGUES, null, null)?.leagueName).toBe('Top 5');
    expect(chosenLeague([], 'Top 5', null)).toBeNull();
  });

  it('tells how a rank moved since last year', () => {
    expect(rankMovement(row(2, 5))).toEqual({ kind: 'up', places: 3 });
    expect(rankMovement(row(4, 3))).toEqual({ kind: 'down', places: 1 });
    expect(rankMovement(row(3, 3))).toEqual({ kind: 'same' });
    expect(rankMovement(row(1))).toEqual({ kind: 'new' });
    expect(movementLabel({ kind: 'up', places: 3 })).toBe('up 3 places');
    expect(movementLabel({ kind: 'down', places: 1 })).toBe('down 1 place');
    expect(movementLabel({ kind: 'new' })).toBe('new in the ranking');
  });
});
