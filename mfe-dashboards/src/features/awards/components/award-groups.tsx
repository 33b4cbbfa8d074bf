import { Collapse, theme } from 'antd';
import type { AwardsGroup } from '@portal/contracts';
import { stackStyle } from '../../../components/stack-style';
import { formatCount } from '../../../lib/format-count';
import { levelTally } from '../state/award-figures';
import { AwardResultsTable } from './award-results-table';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** A group's line: its name, then its awards, points and the levels it won. */
function GroupHeader({ group, levels }: { group: AwardsGroup; levels: readonly string[] }) {
  const { token } = theme.useToken();
  const tally = levelTally(group.tally, levels)
    .filter((entry) => entry.count > 0)
    .map((entry) => `${formatCount(entry.count)} ${entry.level}`)
    .join(' · ');
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2px 16px' }}>
      <span style={{ fontWeight: 600, color: token.colorTextHeading }}>{group.groupName}</span>
      <span style={{ color: token.colorTextSecondary }}>
        {plural(group.numberAwards, 'award', 'awards')} · {plural(group.points, 'point', 'points')}
      </span>
      {tally && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{tally}</span>}
    </span>
  );
}

/**
 * The groups of a result view (a region, an office, a category, or a level of the winners list), in the server's
 * order, each a panel with its figures and its results; the first is open. A closed panel holds no table. `compact`:
 * the tables leave out what the details panel shows (for a narrow column).
 */
export function AwardGroups({
  groups,
  levels,
  siteId,
  compact = false,
}: {
  groups: readonly AwardsGroup[];
  levels: readonly string[];
  siteId: number;
  compact?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Collapse
      // Other groups (other filters, another view) open on their first again.
      key={groups.map((group) => group.groupName).join('\n')}
      defaultActiveKey={groups[0] ? [groups[0].groupName] : []}
      destroyOnHidden
      items={groups.map((group) => ({
        key: group.groupName,
        label: <GroupHeader group={group} levels={levels} />,
        children: (
          <div style={stackStyle(8)}>
            {group.results.length < group.totalResults && (
              <p style={{ margin: 0, color: token.colorTextSecondary }}>
                Showing {formatCount(group.results.length)} of {formatCount(group.totalResults)} results of this group.
              </p>
            )}
            <AwardResultsTable
              caption={`Results of ${group.groupName}`}
              results={group.results}
              siteId={siteId}
              compact={compact}
            />
          </div>
        ),
      }))}
    />
  );
}
