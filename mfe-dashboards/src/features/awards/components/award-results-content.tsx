import { theme } from 'antd';
import type { AwardsData } from '@portal/contracts';
import { stackStyle } from '../../../components/stack-style';
import { formatCount } from '../../../lib/format-count';
import { yearsLabel } from '../state/award-figures';
import { AwardGroups } from './award-groups';
import { AwardTotals } from './award-totals';

/**
 * The figures of a result view: the totals and the tally of the results under the filters, then the groups, saying
 * when the listed results stop short of all of them ("Showing N of M results"). `compact`: for a narrow column (the
 * results beside the leaderboard), smaller tiles, and tables that keep to the columns telling the results apart.
 */
export function AwardResultsContent({
  data,
  siteId,
  compact = false,
}: {
  data: AwardsData;
  siteId: number;
  compact?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <div style={stackStyle(16)}>
      <AwardTotals
        totals={data.resultTotals}
        levels={data.awardNamesByPriority}
        label={`Totals, ${yearsLabel(data.currentFilterValues.year)}`}
        compact={compact}
      />
      {data.shownResults < data.totalResults && (
        <p role="note" style={{ margin: 0, color: token.colorTextSecondary }}>
          Showing {formatCount(data.shownResults)} of {formatCount(data.totalResults)} results. Narrow the filters, or
          download the results, to see every one.
        </p>
      )}
      <AwardGroups groups={data.awardsData} levels={data.awardNamesByPriority} siteId={siteId} compact={compact} />
    </div>
  );
}
