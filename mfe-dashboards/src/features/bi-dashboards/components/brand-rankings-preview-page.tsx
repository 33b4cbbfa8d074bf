import { Table, theme, type TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { cardStyle } from '../../../components/card-style';
import { stackStyle } from '../../../components/stack-style';
import { SCROLLING_TABLE } from '../../../components/scrolling-table';
import { biDashboardPath, PREVIEW_SIZE } from '../state/bi-dashboards-pages';
import { rankByLatestYear, signedChange, type RankedRow } from '@portal/contracts';
import { BiDashboardFrame } from './bi-dashboard-frame';
import { BiEmptyState } from './bi-empty-state';
import { YearRankingsView } from './year-rankings-view';

const BRANDS = ['advertiser'] as const;

/**
 * Brand Rankings Preview (`/bidashboards/brand-rankings-preview`): the year's top five brands (advertisers) by award
 * points at a glance, with their change on the year before, and the way to the full Brand Rankings (same year).
 */
export function BrandRankingsPreviewPage() {
  const { token } = theme.useToken();
  const { search } = useLocation();
  return (
    <BiDashboardFrame page="brand-rankings-preview">
      {(siteId) => (
        <YearRankingsView
          siteId={siteId}
          dimensions={BRANDS}
          empty={<BiEmptyState siteId={siteId} what={`The top ${PREVIEW_SIZE} brands`} />}
        >
          {(insights, year) => {
            // The caption names the years, so the columns stay short enough for a phone.
            const caption = `Top ${PREVIEW_SIZE} brands, ${year} (change on ${year - 1})`;
            const columns: TableColumnsType<RankedRow> = [
              { key: 'rank', dataIndex: 'rank', title: 'Rank', align: 'right', width: 56 },
              { key: 'name', dataIndex: 'name', title: 'Advertiser' },
              {
                key: 'points',
                dataIndex: 'latestPoints',
                title: 'Points',
                align: 'right',
                render: (points: number) => points.toLocaleString(),
              },
              {
                key: 'change',
                dataIndex: 'change',
                title: 'Change',
                align: 'right',
                render: (change: number) => signedChange(change),
              },
            ];
            return (
              <section aria-label={caption} style={{ ...cardStyle(token), ...stackStyle(12), maxWidth: 720 }}>
                <Table<RankedRow>
                  size="small"
                  caption={
                    <span style={{ display: 'block', textAlign: 'left', fontWeight: 600, fontSize: token.fontSizeLG }}>
                      {caption}
                    </span>
                  }
                  columns={columns}
                  dataSource={rankByLatestYear(
                    insights.rankings.find((ranking) => ranking.dimension === 'advertiser')?.rows ?? [],
                    PREVIEW_SIZE,
                  )}
                  rowKey="name"
                  pagination={false}
                  locale={{ emptyText: `No brand scored points in ${year} or ${year - 1}.` }}
                  {...SCROLLING_TABLE}
                />
                <Link to={{ pathname: biDashboardPath('brand-rankings'), search }}>See the full Brand Rankings</Link>
              </section>
            );
          }}
        </YearRankingsView>
      )}
    </BiDashboardFrame>
  );
}
