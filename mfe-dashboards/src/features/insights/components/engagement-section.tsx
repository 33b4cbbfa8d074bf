import { Skeleton, theme } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { PAGE_SIZES, type InsightSearchParameters, type SiteEngagementInsights } from '@portal/contracts';
import { usePhone, LoadFailure } from '@portal/ui';
import { useGetEngagementInsightsQuery } from '../api/engagement-insights-api';
import { cardStyle } from '../../../components/card-style';
import { CardGrid, InsightsSection } from './insights-section';
import { RankedList } from './ranked-list';

/** A deep link to an asset's content page on its site (spec §2.1). */
const contentPagePath = (siteId: number, docId: string) => `/sites/${siteId}/content/${encodeURIComponent(docId)}/home`;

const LISTS: {
  key: keyof Pick<SiteEngagementInsights, 'topViewed' | 'topLiked' | 'topDownloaded'>;
  title: string;
  unit: string;
}[] = [
  { key: 'topViewed', title: 'Most viewed', unit: 'views' },
  { key: 'topLiked', title: 'Most liked', unit: 'likes' },
  { key: 'topDownloaded', title: 'Most downloaded', unit: 'downloads' },
];

/**
 * What people did with the site's assets in the period (spec §3 as collection insights: topViewed, topLiked,
 * topDownloaded; §9: top 10): three top lists, each asset opening its content page. The server lists only assets the
 * user may open.
 */
export function EngagementSection({
  siteId,
  searchParameters,
}: {
  siteId: number;
  searchParameters: InsightSearchParameters;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const query = useGetEngagementInsightsQuery({ indexId: siteId, searchParameters, top: PAGE_SIZES.engagementTop });
  const data = query.data;
  return (
    <InsightsSection title="Engagement" busy={query.isFetching && !!data}>
      {query.error ? (
        <LoadFailure
          title="The engagement insights could not be loaded."
          reason={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 5 }} aria-busy="true" />
      ) : (
        <CardGrid phone={phone}>
          {LISTS.map((list) => (
            <div key={list.key} style={cardStyle(token)}>
              <RankedList
                title={list.title}
                countLabel={list.unit}
                empty={`No ${list.unit} in this period.`}
                items={data[list.key].map((asset) => ({
                  key: String(asset.assetId),
                  count: asset.count,
                  label: <Link to={contentPagePath(siteId, asset.docId)}>{asset.title}</Link>,
                }))}
              />
            </div>
          ))}
        </CardGrid>
      )}
    </InsightsSection>
  );
}
