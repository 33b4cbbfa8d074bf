import type { SiteMetrics } from '@portal/contracts';
import { usePhone } from '@portal/ui';
import { CardGrid, InsightsSection } from './insights-section';
import { RankingChart } from '../../../components/charts/ranking-chart';

/** What each metric filter counts by (spec §9: metric filters on home), when the site names its field otherwise. */
const METRIC_FILTER_NAMES: Record<SiteMetrics['metricFilters'][number]['key'], string> = {
  'uploader/organizations': 'Organizations',
  'uploader/clients': 'Clients',
  'uploader/content_types': 'Content types',
};

/**
 * The assets of the period by organization, client and content type (the metric filters of
 * POST v2/deploymentIndexes/{indexId}/insights), one ranking each; a field the site does not have is left out.
 */
export function MetricFilterCharts({ metrics, busy }: { metrics: SiteMetrics; busy: boolean }) {
  const phone = usePhone();
  const filters = metrics.metricFilters.filter((filter) => filter.field !== null);
  if (filters.length === 0) return null;
  return (
    <InsightsSection title="Assets by organization, client and content type" busy={busy}>
      <CardGrid phone={phone}>
        {filters.map((filter) => {
          const name = filter.displayName ?? METRIC_FILTER_NAMES[filter.key];
          return (
            <RankingChart
              key={filter.key}
              title={name}
              nameTitle={name}
              countTitle="Assets"
              rows={filter.values}
              empty={`No assets with a value of ${name} in this period.`}
            />
          );
        })}
      </CardGrid>
    </InsightsSection>
  );
}
