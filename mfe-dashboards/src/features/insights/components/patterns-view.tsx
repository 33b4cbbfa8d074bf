import { Skeleton, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import {
  DASHBOARD_INSIGHT_TYPES,
  type DateFilterLabel,
  type InsightSearchParameters,
  type SitePatterns,
} from '@portal/contracts';
import { usePhone, LoadFailure } from '@portal/ui';
import { useGetDashboardInsightsQuery } from '../api/dashboard-insights-api';
import { useGetSitePatternsQuery } from '../api/site-patterns-api';
import { monthLabel } from '../state/insight-labels';
import { isQuiet, periodBeforeName } from '../state/pattern-statements';
import { CardGrid, InsightsSection } from './insights-section';
import { FoundWithTopic } from './found-with-topic';
import { NoActivity } from './no-activity';
import { PatternChanges } from './pattern-changes';
import { ValueChanges } from './value-changes';
import { TrendChart } from '../../../components/charts/trend-chart';

/** The topic followed in "Found with": the one that rose most, else the most active new one. */
const leadingTopic = (patterns: SitePatterns): { topic: string; why: string } | undefined => {
  const topics = patterns.fields.find((field) => field.field === 'topics');
  const rose = topics?.rising[0]?.value;
  if (rose) return { topic: rose, why: 'The topic that rose most' };
  const appeared = topics?.appeared[0]?.value;
  return appeared ? { topic: appeared, why: 'The most active new topic' } : undefined;
};

/**
 * Pattern Analysis: what changed, in words, rather than the charts of Analytics & Insights again. For the period of
 * the filters against the period of the same length before it (POST v2/deploymentIndexes/{indexId}/insights/patterns,
 * one call): every figure as a sentence with its arrow; the topics, clients and content types that rose, fell or are
 * new, with their activity in both periods; what goes with the topic that rose most (GET search/facetGraph); and the
 * documents published per month (the dashboard insights, spec §2.3 'dashboard insights loaded'). A period with no
 * activity at all, nor in the one before, says what will appear and offers a longer period.
 */
export function PatternsView({
  siteId,
  searchParameters,
  fieldItems,
  period,
  filtered,
  onPeriod,
  onClear,
}: {
  siteId: number;
  searchParameters: InsightSearchParameters;
  /** The filters other than the period. */
  fieldItems: string[];
  period: DateFilterLabel;
  filtered: boolean;
  onPeriod: (label: DateFilterLabel) => void;
  onClear: () => void;
}) {
  const phone = usePhone();
  const { token } = theme.useToken();
  const patterns = useGetSitePatternsQuery({ indexId: siteId, searchParameters });
  const dashboard = useGetDashboardInsightsQuery({
    indexId: siteId,
    searchParameters,
    insightType: DASHBOARD_INSIGHT_TYPES[0],
  });
  const data = patterns.data;
  if (patterns.error)
    return (
      <LoadFailure
        title="The patterns could not be loaded."
        reason={errorMessage(patterns.error)}
        onRetry={() => void patterns.refetch()}
      />
    );
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  const before = periodBeforeName(data.period.dateFilter);
  if (isQuiet(data))
    return (
      <NoActivity
        message={`No activity in the ${period.toLowerCase()} or ${before}.`}
        appears="What rose, fell or is new among the topics, clients and content types appears here once people view, like, download, share, search or upload on this site."
        period={period}
        filtered={filtered}
        onPeriod={onPeriod}
        onClear={onClear}
      />
    );
  const busy = patterns.isFetching;
  const leading = leadingTopic(data);
  const others = data.fields.filter((field) => field.field !== 'topics');
  const unchanged = data.fields.every(
    (field) => field.rising.length + field.falling.length + field.appeared.length === 0,
  );
  return (
    <>
      <InsightsSection title={`Against ${before}`} busy={busy}>
        <PatternChanges metrics={data.metrics} before={before} />
      </InsightsSection>
      {data.fields.length > 0 && (
        <InsightsSection
          title="Topics, clients and content types"
          extra="Activity: the views, likes, downloads and shares of their assets, and the assets added"
          busy={busy}
        >
          {unchanged ? (
            <NoActivity
              message={`No topic, client or content type changed against ${before}.`}
              appears="The values that rise, fall or are new appear here once the assets holding them are viewed, liked, downloaded, shared or added."
              period={period}
              filtered={filtered}
              onPeriod={onPeriod}
              onClear={onClear}
            />
          ) : (
            <CardGrid phone={phone}>
              <ValueChanges
                title="Rising"
                list="rising"
                fields={data.fields}
                empty={`Nothing rose against ${before}.`}
              />
              <ValueChanges
                title="Falling"
                list="falling"
                fields={data.fields}
                empty={`Nothing fell against ${before}.`}
              />
              <ValueChanges
                title="New this period"
                list="appeared"
                fields={data.fields}
                empty={`Nothing new: everything active now was active in ${before} too.`}
              />
            </CardGrid>
          )}
        </InsightsSection>
      )}
      {leading && others.length > 0 && (
        <FoundWithTopic siteId={siteId} {...leading} fields={others} fieldItems={fieldItems} />
      )}
      <InsightsSection title="Documents published per month" busy={dashboard.isFetching && !!dashboard.data}>
        {dashboard.error ? (
          <LoadFailure
            title="The insights could not be loaded."
            reason={errorMessage(dashboard.error)}
            onRetry={() => void dashboard.refetch()}
          />
        ) : !dashboard.data ? (
          <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />
        ) : dashboard.data.totalRecords === 0 ? (
          <p style={{ margin: 0, color: token.colorTextSecondary }}>
            No documents were published in the {period.toLowerCase()}.
          </p>
        ) : (
          <TrendChart
            title="Documents per month"
            labelTitle="Month"
            rows={dashboard.data.series.map((point) => ({
              label: monthLabel(point.month),
              documents: point.documents,
            }))}
            series={[{ key: 'documents', name: 'Documents' }]}
          />
        )}
      </InsightsSection>
    </>
  );
}
