import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useGetSiteMetricsQuery } from '../../../api/site-metrics-api';
import { FigureTiles } from '../../../components/figure-tiles';

/**
 * The site's activity at a glance on home: the figures of the default period (the last 3 months, spec §9) from
 * POST v2/deploymentIndexes/{indexId}/insights, each a tile, with a way into Analytics & Insights. A failure leaves
 * the tiles out: home stays usable without them.
 */
export function EngagementTiles({ siteId }: { siteId: number }) {
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
        <FigureTiles metrics={metrics.data} />
      )}
    </section>
  );
}
