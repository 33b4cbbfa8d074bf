import { Skeleton, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { SiteMetrics } from '@portal/contracts';
import { useGetSiteMetricsQuery } from '../../../api/site-metrics-api';

const TILES: { key: keyof SiteMetrics['totals']; label: string }[] = [
  { key: 'assets', label: 'New assets' },
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'likes', label: 'Likes' },
  { key: 'searches', label: 'Searches' },
  { key: 'activeUsers', label: 'Active people' },
];

const number = new Intl.NumberFormat();

/**
 * The site's activity at a glance on home: the figures of the default period (the last 3 months, spec §9) from
 * POST v2/deploymentIndexes/{indexId}/insights, each a tile, with a way into Analytics & Insights. A failure leaves
 * the tiles out: home stays usable without them.
 */
export function EngagementTiles({ siteId }: { siteId: number }) {
  const { token } = theme.useToken();
  const metrics = useGetSiteMetricsQuery({ indexId: siteId });
  if (metrics.isError) return null;
  return (
    <section aria-labelledby="activity-title" style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 12 }}>
        <h2 id="activity-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          Activity {metrics.data ? `· ${metrics.data.period.dateFilter.toLowerCase()}` : ''}
        </h2>
        <Link to="/home/insights">Open Analytics &amp; Insights</Link>
      </div>
      {!metrics.data ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {TILES.map(({ key, label }) => (
            <li
              key={key}
              style={{
                padding: '12px 16px',
                borderRadius: token.borderRadiusLG,
                background: token.colorFillQuaternary,
                border: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <div style={{ fontSize: 26, fontWeight: 700, lineHeight: 1.2 }}>
                {number.format(metrics.data.totals[key])}
              </div>
              <div style={{ fontSize: 13, color: token.colorTextSecondary }}>{label}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
