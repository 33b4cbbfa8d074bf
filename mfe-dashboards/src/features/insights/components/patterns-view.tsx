import { Skeleton, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { DashboardInsights, DateFilterLabel } from '@portal/contracts';
import { usePhone, LoadFailure } from '@portal/ui';
import { groupInsightFacets, splitByValues } from '../state/insight-facets';
import { monthLabel } from '../state/insight-labels';
import { CardGrid, InsightsSection } from './insights-section';
import { NoActivity } from './no-activity';
import { RankingChart } from '../../../components/charts/ranking-chart';
import { TrendChart } from '../../../components/charts/trend-chart';

/**
 * The charts of Pattern Analysis (the dashboard insights, POST v2/dashboards/{indexId}): the documents published per
 * month of the period, then per facet group (in the server's order, spec §9) one ranking per facet of its top values;
 * facets without values in the period are named in one line rather than drawn empty.
 */
export function PatternsView({
  insights,
  error,
  busy,
  onRetry,
  period,
  filtered,
  onPeriod,
  onClear,
}: {
  insights: DashboardInsights | undefined;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
  period: DateFilterLabel;
  filtered: boolean;
  onPeriod: (label: DateFilterLabel) => void;
  onClear: () => void;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  if (error)
    return <LoadFailure title="The insights could not be loaded." reason={errorMessage(error)} onRetry={onRetry} />;
  if (!insights) return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  if (insights.totalRecords === 0)
    return (
      <NoActivity
        message={`No documents were published in the ${period.toLowerCase()}.`}
        period={period}
        filtered={filtered}
        onPeriod={onPeriod}
        onClear={onClear}
      />
    );
  return (
    <>
      <InsightsSection title="Documents published per month" busy={busy}>
        <TrendChart
          title="Documents per month"
          labelTitle="Month"
          rows={insights.series.map((point) => ({ label: monthLabel(point.month), documents: point.documents }))}
          series={[{ key: 'documents', name: 'Documents' }]}
        />
      </InsightsSection>
      {groupInsightFacets(insights).map((group) => {
        const { charted, empty } = splitByValues(group.facets);
        return (
          <InsightsSection key={group.name} title={group.name} busy={busy}>
            {charted.length > 0 && (
              <CardGrid phone={phone}>
                {charted.map((facet) => (
                  <RankingChart
                    key={facet.name}
                    title={facet.displayName}
                    nameTitle={facet.displayName}
                    countTitle="Documents"
                    rows={facet.values}
                  />
                ))}
              </CardGrid>
            )}
            {empty.length > 0 && (
              <p style={{ margin: 0, color: token.colorTextSecondary }}>
                No values in this period: {empty.map((facet) => facet.displayName).join(', ')}.
              </p>
            )}
          </InsightsSection>
        );
      })}
    </>
  );
}
