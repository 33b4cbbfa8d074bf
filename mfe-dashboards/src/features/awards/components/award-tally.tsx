import { theme } from 'antd';
import { formatCount } from '../../../lib/format-count';
import type { TallyEntry } from '../state/award-figures';
import { AwardLevelChip } from './award-level-chip';

/** The award tally: one chip per level, in priority order, with its count. */
export function AwardTally({ label, entries }: { label: string; entries: readonly TallyEntry[] }) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {entries.map(({ level, count }) => (
        <li key={level}>
          <AwardLevelChip level={level}>
            <strong style={{ color: token.colorTextHeading }}>{formatCount(count)}</strong>
          </AwardLevelChip>
        </li>
      ))}
    </ul>
  );
}
