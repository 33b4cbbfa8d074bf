import type { DateFilterLabel, InsightSearchParameters, SiteMetrics } from '@portal/contracts';
import { EngagementSection } from './engagement-section';
import { MetricFilterCharts } from './metric-filter-charts';
import { NoActivity } from './no-activity';
import { SearchInsightsSection } from './search-insights-section';

const isQuiet = (metrics: SiteMetrics) => Object.values(metrics.totals).every((total) => total === 0);

/**
 * The charts of Analytics & Insights under the figures: the assets by organization, client and content type, the
 * searches and the engagement. A period without any activity says so once, with what to try next, instead of a page
 * of empty charts.
 */
export function AnalyticsView({
  siteId,
  searchParameters,
  metrics,
  metricsBusy,
  period,
  filtered,
  onPeriod,
  onClear,
}: {
  siteId: number;
  searchParameters: InsightSearchParameters;
  metrics: SiteMetrics | undefined;
  metricsBusy: boolean;
  period: DateFilterLabel;
  filtered: boolean;
  onPeriod: (label: DateFilterLabel) => void;
  onClear: () => void;
}) {
  if (metrics && isQuiet(metrics))
    return (
      <NoActivity
        message={`No activity in the ${period.toLowerCase()}.`}
        appears="The figures, the assets by organization, client and content type, the searches and the most viewed, liked and downloaded assets appear here once people publish, view, like, download, share or search on this site."
        period={period}
        filtered={filtered}
        onPeriod={onPeriod}
        onClear={onClear}
      />
    );
  return (
    <>
      {metrics && <MetricFilterCharts metrics={metrics} busy={metricsBusy} />}
      <SearchInsightsSection siteId={siteId} searchParameters={searchParameters} />
      <EngagementSection siteId={siteId} searchParameters={searchParameters} />
    </>
  );
}
