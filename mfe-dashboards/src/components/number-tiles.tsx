import { theme } from 'antd';
import { usePhone } from '@portal/ui';
import { formatCount } from '../lib/format-count';

/** One figure of a row of tiles: what it counts and the number. */
export interface NumberTile {
  key: string;
  label: string;
  value: number;
}

/**
 * Figures as a row of tiles, each with its number large above what it counts (home's and the insights' figures,
 * the awards' totals): two columns on a phone, as many as fit elsewhere. A list named by `label`. `compact` tiles are
 * smaller, for a narrow column (the awards' results beside the leaderboard).
 */
export function NumberTiles({
  label,
  tiles,
  compact = false,
}: {
  label: string;
  tiles: readonly NumberTile[];
  compact?: boolean;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const small = phone || compact;
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: phone
          ? 'repeat(2, minmax(0, 1fr))'
          : `repeat(auto-fit, minmax(min(100%, ${compact ? 104 : 140}px), 1fr))`,
      }}
    >
      {tiles.map(({ key, label: tileLabel, value }) => (
        <li
          key={key}
          style={{
            padding: compact ? '10px 12px' : '14px 16px',
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
            display: 'flex',
            flexDirection: 'column-reverse',
            gap: 2,
          }}
        >
          <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{tileLabel}</span>
          <span style={{ fontSize: small ? 24 : 30, fontWeight: 700, lineHeight: 1.15, color: token.colorTextHeading }}>
            {formatCount(value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
