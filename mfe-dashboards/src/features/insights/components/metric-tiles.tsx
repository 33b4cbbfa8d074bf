import { Alert, Button, Skeleton, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { SiteMetrics } from '@portal/contracts';
import { usePhone } from '@portal/ui';
import { formatCount } from '../state/insight-labels';

const TILES: { key: keyof SiteMetrics['totals']; label: string }[] = [
  { key: 'assets', label: 'Assets' },
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'likes', label: 'Likes' },
  { key: 'shares', label: 'Shares' },
  { key: 'searches', label: 'Searches' },
  { key: 'activeUsers', label: 'Active people' },
];

/**
 * The site's figures of the period (POST v2/deploymentIndexes/{indexId}/insights totals), a few numbers large: the
 * assets matched, what people did with them, the searches and how many people were active.
 */
export function MetricTiles({
  metrics,
  error,
  onRetry,
}: {
  metrics: SiteMetrics | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title="The site's figures could not be loaded."
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  if (!metrics) return <Skeleton active title={false} paragraph={{ rows: 2 }} aria-busy="true" />;
  return (
    <ul
      aria-label={`Figures, ${metrics.period.dateFilter.toLowerCase()}`}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: phone ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fit, minmax(150px, 1fr))',
      }}
    >
      {TILES.map(({ key, label }) => (
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
            {formatCount(metrics.totals[key])}
          </span>
        </li>
      ))}
    </ul>
  );
}
