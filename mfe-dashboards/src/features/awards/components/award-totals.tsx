import type { AwardResultTotals } from '@portal/contracts';
import { NumberTiles } from '../../../components/number-tiles';
import { stackStyle } from '../../../components/stack-style';
import { totalTally, totalTiles } from '../state/award-figures';
import { AwardTally } from './award-tally';

/**
 * The totals of the results shown (spec §3 "Totals"): awards won, points, advertisers, agencies, people credited and
 * shows as tiles, then the dynamic award tally, a chip per level in priority order. `compact`: smaller tiles.
 */
export function AwardTotals({
  totals,
  levels,
  label,
  compact = false,
}: {
  totals: AwardResultTotals;
  levels: readonly string[];
  /** What the totals cover, e.g. 'Totals, 2025'. */
  label: string;
  compact?: boolean;
}) {
  return (
    <div style={stackStyle(12)}>
      <NumberTiles label={label} tiles={totalTiles(totals)} compact={compact} />
      <AwardTally label="Award tally" entries={totalTally(totals.dynamicAwardTally, levels)} />
    </div>
  );
}
