import { Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import { LoadFailure } from '@portal/ui';
import type { SiteMetrics } from '@portal/contracts';
import { FigureTiles } from '../../../components/figure-tiles';

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
  if (error)
    return (
      <LoadFailure title="The site's figures could not be loaded." reason={errorMessage(error)} onRetry={onRetry} />
    );
  if (!metrics) return <Skeleton active title={false} paragraph={{ rows: 2 }} aria-busy="true" />;
  return <FigureTiles metrics={metrics} />;
}
