import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { theme } from 'antd';
import type { LeaderboardRow } from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { formatCount } from '../../../lib/format-count';
import { movementLabel, rankMovement } from '../state/leaderboard-leagues';

/**
 * An agency's change since last year: the points gained or lost, and its rank moving up or down (an arrow and the
 * places, said in words to a screen reader), the same, or new in the ranking.
 */
export function RankChange({ row }: { row: LeaderboardRow }) {
  const { token } = theme.useToken();
  const points = row.currentYearPoints - row.previousYearPoints;
  const movement = rankMovement(row);
  const signed = `${points > 0 ? '+' : points < 0 ? '−' : '±'}${formatCount(Math.abs(points))}`;
  return (
    <span style={{ display: 'inline-flex', gap: 10, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>
        {signed}
        <span style={VISUALLY_HIDDEN}> points</span>
      </span>
      {movement.kind === 'new' ? (
        <span style={{ color: token.colorInfoText, fontSize: token.fontSizeSM, fontWeight: 600 }}>New</span>
      ) : movement.kind === 'same' ? (
        <span style={{ color: token.colorTextSecondary }}>
          <span aria-hidden="true">=</span>
          <span style={VISUALLY_HIDDEN}>{movementLabel(movement)}</span>
        </span>
      ) : (
        <span
          style={{
            color: movement.kind === 'up' ? token.colorSuccessText : token.colorErrorText,
            display: 'inline-flex',
            gap: 2,
            alignItems: 'center',
          }}
        >
          {movement.kind === 'up' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
          <span aria-hidden="true">{movement.places}</span>
          <span style={VISUALLY_HIDDEN}>{movementLabel(movement)}</span>
        </span>
      )}
    </span>
  );
}
