import type { LeaderboardLeague, LeaderboardRow } from '@portal/contracts';

/*
 * The leaderboard's leagues ('Cadre Rankings'): the answer holds the whole ranking and its leagues, each a slice of
 * it by 0-based startIndex and endIndex (both included); the page shows one league at a time.
 */

/** The league shown: the one asked for when the ranking has it, else the server's choice, else the first. */
export function chosenLeague(
  leagues: readonly LeaderboardLeague[],
  asked: string | null,
  serverChoice: string | null,
): LeaderboardLeague | null {
  return (
    leagues.find((league) => league.leagueName === asked) ??
    leagues.find((league) => league.leagueName === serverChoice) ??
    leagues[0] ??
    null
  );
}

/** The rows of a league (none without one); indexes outside the ranking are cut to it. */
export function leagueRows(rows: readonly LeaderboardRow[], league: LeaderboardLeague | null): LeaderboardRow[] {
  if (!league) return [];
  const start = Math.max(0, league.startIndex);
  return rows.slice(start, Math.max(start, league.endIndex + 1));
}

/** How an agency's rank moved since last year: up or down by so many places, the same, or new to the ranking. */
export type RankMovement = { kind: 'up' | 'down'; places: number } | { kind: 'same' } | { kind: 'new' };

export function rankMovement(row: Pick<LeaderboardRow, 'currentYearIndex' | 'previousYearIndex'>): RankMovement {
  if (row.previousYearIndex === null) return { kind: 'new' };
  const places = row.previousYearIndex - row.currentYearIndex;
  if (places === 0) return { kind: 'same' };
  return places > 0 ? { kind: 'up', places } : { kind: 'down', places: -places };
}

/** The words of a movement, as a screen reader and the table's text say it. */
export function movementLabel(movement: RankMovement): string {
  switch (movement.kind) {
    case 'new':
      return 'new in the ranking';
    case 'same':
      return 'same rank as last year';
    default:
      return `${movement.kind} ${movement.places} ${movement.places === 1 ? 'place' : 'places'}`;
  }
}
