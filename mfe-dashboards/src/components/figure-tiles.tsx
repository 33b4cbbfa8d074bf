import { theme } from 'antd';
import type { SiteMetrics } from '@portal/contracts';
import { usePhone } from '@portal/ui';

const FIGURES: { key: keyof SiteMetrics['totals']; label: string }[] = [
  { key: 'assets', label: 'Assets' },
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'likes', label: 'Likes' },
  { key: 'shares', label: 'Shares' },
  { key: 'searches', label: 'Searches' },
  { key: 'activeUsers', label: 'Active people' },
];

const number = new Intl.NumberFormat();

/**
 * The site's figures of a period (POST v2/deploymentIndexes/{indexId}/insights totals), each a tile with its number
 * large: the assets, what people did with them, the searches and how many people were active. Home and the
 * insights pages show them alike.
 */
export function FigureTiles({ metrics }: { metrics: SiteMetrics }) {
  const { token } = theme.useToken();
  const phone = usePhone();
  return (
    <ul
      aria-label={`Figures, ${metrics.period.dateFilter.toLowerCase()}`}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: phone ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fit, minmax(140px, 1fr))',
      }}
    >
      {FIGURES.map(({ key, label }) => (
        <li
          key={key}
          style={{
            padding: '14px 16px',
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
            display: 'flex',
            flexDirection: 'column-reverse',
            gap: 2,
          }}
        >
          <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{label}</span>
          <span style={{ fontSize: phone ? 24 : 30, fontWeight: 700, lineHeight: 1.15, color: token.colorTextHeading }}>
            {number.format(metrics.totals[key])}
          </span>
        </li>
      ))}
    </ul>
  );
}
