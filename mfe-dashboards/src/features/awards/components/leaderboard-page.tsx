import { AWARDS_TITLES } from '../state/awards-pages';
import { AwardsFrame } from './awards-frame';
import { LeaderboardView } from './leaderboard-view';

/** `awards/leaderboard` ('Cadre Rankings'): the agencies ranked by award points, this year against last year. */
export function LeaderboardPage() {
  return (
    <AwardsFrame title={AWARDS_TITLES.leaderboard} page="leaderboard">
      {(siteId) => <LeaderboardView siteId={siteId} />}
    </AwardsFrame>
  );
}
