import { useMemo } from 'react';
import { theme } from 'antd';
import { DASHBOARD_INSIGHT_TYPES, DATE_FILTER_FIELD } from '@portal/contracts';
import { usePhone } from '@portal/ui';
import { useGetSiteMetricsQuery } from '../../../api/site-metrics-api';
import { useGetDashboardInsightsQuery } from '../api/dashboard-insights-api';
import { useInsightFilters } from '../hooks/use-insight-filters';
import { filterFacetGroups } from '../state/insight-facets';
import {
  dateFilterOf,
  filterCodes,
  insightSearchParameters,
  splitFilterItem,
  withDateFilter,
} from '../state/insight-filters';
import { periodLabel } from '../state/insight-labels';
import { AnalyticsView } from './analytics-view';
import { FilterChips } from './filter-chips';
import { InsightFilterBar } from './insight-filter-bar';
import { InsightsNav } from './insights-nav';
import type { InsightsView } from './insights-route';
import { InsightsSection } from './insights-section';
import { MetricTiles } from './metric-tiles';
import { PatternsView } from './patterns-view';

/**
 * The insights of one site for the filters in the URL. Analytics & Insights (showFilters, shouldRetrieveMetrics, spec
 * §2.2–2.3) has the filter bar above its figures, the bar's values taken from the dashboard insights' facets (those
 * shown in filters). Pattern Analysis (metrics and dashboard insights loaded) has the filters as chips only, and states
 * its metrics against the period before (patterns-view.tsx). Every request carries the same search parameters (the
 * filters with the period, default the last 3 months), so every number on the page covers the same assets and period.
 */
export function InsightsDashboard({ view, siteId }: { view: InsightsView; siteId: number }) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const { items, setItems } = useInsightFilters();
  const searchParameters = useMemo(() => insightSearchParameters(items), [items]);
  const metrics = useGetSiteMetricsQuery({ indexId: siteId, searchParameters }, { skip: view !== 'insights' });
  const dashboard = useGetDashboardInsightsQuery({
    indexId: siteId,
    searchParameters,
    insightType: DASHBOARD_INSIGHT_TYPES[0],
  });
  const facets = dashboard.data?.facets;
  const metricFilters = metrics.data?.metricFilters;
  const codes = useMemo(
    () =>
      filterCodes([
        ...(facets ?? []).map((facet) => facet.name),
        ...(metricFilters ?? []).flatMap((filter) => (filter.field ? [filter.field] : [])),
      ]),
    [facets, metricFilters],
  );
  const fieldNames = useMemo(
    () =>
      new Map([
        ...(metricFilters ?? []).flatMap((filter) =>
          filter.field && filter.displayName ? [[filter.field, filter.displayName] as const] : [],
        ),
        ...(facets ?? []).map((facet) => [facet.name, facet.displayName] as const),
      ]),
    [facets, metricFilters],
  );
  const period = dateFilterOf(items);
  const answered = metrics.currentData?.period ?? dashboard.currentData?.period;
  const next = {
    period,
    filtered: items.length > 0,
    onPeriod: (label: typeof period) => setItems(withDateFilter(items, label)),
    onClear: () => setItems([]),
  };

  return (
    <div style={{ display: 'grid', gap: phone ? 20 : 28, maxWidth: 1600 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}
      >
        <InsightsNav view={view} />
        <span style={{ color: token.colorTextSecondary }}>{answered ? periodLabel(answered) : period}</span>
      </div>
      {view === 'insights' ? (
        <>
          <InsightFilterBar
            items={items}
            codes={codes}
            fieldNames={fieldNames}
            groups={dashboard.data ? filterFacetGroups(dashboard.data) : []}
            loading={!dashboard.data}
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            onChange={setItems}
          />
          <InsightsSection title="Overview" busy={metrics.isFetching && !!metrics.data}>
            <MetricTiles metrics={metrics.data} error={metrics.error} onRetry={() => void metrics.refetch()} />
          </InsightsSection>
          <AnalyticsView
            siteId={siteId}
            searchParameters={searchParameters}
            metrics={metrics.data}
            metricsBusy={metrics.isFetching}
            {...next}
          />
        </>
      ) : (
        <>
          <FilterChips items={items} codes={codes} fieldNames={fieldNames} onChange={setItems} />
          <PatternsView
            siteId={siteId}
            searchParameters={searchParameters}
            fieldItems={items.filter((item) => splitFilterItem(item, codes)?.code !== DATE_FILTER_FIELD)}
            {...next}
          />
        </>
      )}
    </div>
  );
}
