import { Skeleton, theme } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import type { InsightSearchParameters } from '@portal/contracts';
import { usePhone, LoadFailure } from '@portal/ui';
import { useGetSearchInsightsQuery } from '../api/search-insights-api';
import { cardStyle } from '../../../components/card-style';
import { formatCount } from '../../../lib/format-count';
import { intervalLabel, percentLabel } from '../state/insight-labels';
import { CardGrid, InsightsSection } from './insights-section';
import { RankedList } from './ranked-list';
import { TrendChart } from '../../../components/charts/trend-chart';

/**
 * The searches of the period (spec §3 Search insights: topSearched, totalRequests): how many, how many found
 * nothing, per week (or month, for long periods), the most searched queries and those that found nothing most often
 * (what the site lacks), each opening that search on the site; the server counts a query once however it was typed. To people without analyzeInsights the server lists only queries at least two people searched; the page says so.
 */
export function SearchInsightsSection({
  siteId,
  searchParameters,
}: {
  siteId: number;
  searchParameters: InsightSearchParameters;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const query = useGetSearchInsightsQuery({ indexId: siteId, searchParameters });
  const data = query.data;
  const searchedItem = (searched: { query: string; count: number }) => ({
    key: searched.query,
    count: searched.count,
    label: <Link to={`/sites/${siteId}/search?q=${encodeURIComponent(searched.query)}`}>{searched.query}</Link>,
  });
  return (
    <InsightsSection title="Search" busy={query.isFetching && !!data}>
      {query.error ? (
        <LoadFailure
          title="The search insights could not be loaded."
          reason={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 5 }} aria-busy="true" />
      ) : (
        <>
          <p style={{ margin: 0 }}>
            <strong style={{ fontSize: token.fontSizeHeading4 }}>{formatCount(data.totalRequests)}</strong> searches in
            all · {formatCount(data.noResults)} found nothing ({percentLabel(data.noResults, data.totalRequests)})
          </p>
          <p style={{ margin: 0, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            A query is counted once however it was typed (capitals, spaces, quotes).
            {!data.queriesOfOnePersonShown && ' Only queries searched by at least two people are listed.'}
          </p>
          <CardGrid phone={phone}>
            <TrendChart
              title={`Searches per ${data.interval}`}
              labelTitle={data.interval === 'week' ? 'Week of' : 'Month'}
              rows={data.series.map((point) => ({
                label: intervalLabel(point.start, data.interval),
                searches: point.searches,
                noResults: point.noResults,
              }))}
              series={[
                { key: 'searches', name: 'Searches' },
                { key: 'noResults', name: 'Found nothing' },
              ]}
            />
            <div style={{ ...cardStyle(token), display: 'grid', gap: 12, alignContent: 'start' }}>
              <RankedList
                title="Most searched"
                countLabel="searches"
                empty="No searches in this period."
                items={data.topSearched.map(searchedItem)}
              />
            </div>
            <div style={{ ...cardStyle(token), display: 'grid', gap: 12, alignContent: 'start' }}>
              <RankedList
                title="Searched, found nothing"
                countLabel="searches"
                empty="Every search of this period found something."
                items={data.topNoResults.map(searchedItem)}
              />
            </div>
          </CardGrid>
        </>
      )}
    </InsightsSection>
  );
}
