import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSiteId } from '@portal/platform';
import { contentPath } from '@portal/search-results';
import { assetEmbedPath, useBiPageAsset } from '../api/bi-pages-api';
import type { AwardsInsights } from '@portal/contracts';
import { cardStyle } from '../../../components/card-style';
import {
  BI_DASHBOARD_TITLES,
  BI_RANKINGS,
  biDashboardPath,
  PREVIEW_SHOWS,
  PREVIEW_SIZE,
  type BiDashboardPage,
} from '../state/bi-dashboards-pages';
import { rankByLatestYear } from '@portal/contracts';
import { BiDashboardFrame } from './bi-dashboard-frame';
import { BiEmptyState } from './bi-empty-state';
import { YearRankingsView } from './year-rankings-view';

const DIMENSIONS = BI_RANKINGS.map((ranking) => ranking.dimension);

const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * One dashboard's card: its title linking to it (in the same year; straight to the report when its dashboard asset is
 * an outside report), what it shows, its asset when it is one, and, with figures, a headline.
 */
function DashboardCard({ page, shows, headline }: { page: BiDashboardPage; shows: string; headline: ReactNode }) {
  const { token } = theme.useToken();
  const { search } = useLocation();
  const { siteId } = useSiteId();
  const { asset } = useBiPageAsset(siteId, page);
  const outside = siteId !== null && asset && !asset.builtIn;
  return (
    <li style={{ ...cardStyle(token), display: 'grid', gap: 8, alignContent: 'start' }}>
      <h3 style={{ margin: 0, fontSize: token.fontSizeLG }}>
        <Link to={outside ? assetEmbedPath(siteId, asset.docId) : { pathname: biDashboardPath(page), search }}>
          {BI_DASHBOARD_TITLES[page]}
        </Link>
      </h3>
      <Typography.Text type="secondary">
        {outside ? `A report embedded from outside the portal.` : shows}
      </Typography.Text>
      {!outside && headline && <Typography.Text strong>{headline}</Typography.Text>}
      {siteId !== null && asset && (
        <Typography.Text type="secondary">
          Asset:{' '}
          <Link to={contentPath(siteId, asset.docId)} style={{ textDecoration: 'underline' }}>
            {asset.title}
          </Link>
        </Typography.Text>
      )}
    </li>
  );
}

/** The four dashboards' cards; with the year's figures, each says who leads. */
function DashboardCards({ figures }: { figures: { insights: AwardsInsights; year: number } | null }) {
  const top = (dimension: string, size: number) =>
    figures
      ? rankByLatestYear(
          figures.insights.rankings.find((ranking) => ranking.dimension === dimension)?.rows ?? [],
          size,
        ).filter((row) => row.latestPoints > 0)
      : [];
  const preview = top('advertiser', PREVIEW_SIZE).map((row) => row.name);
  return (
    <ul
      aria-label="BI dashboards"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
      }}
    >
      {BI_RANKINGS.map((ranking) => {
        const leader = top(ranking.dimension, 1)[0];
        return (
          <DashboardCard
            key={ranking.page}
            page={ranking.page}
            shows={ranking.shows}
            headline={
              figures &&
              leader &&
              `Top ${ranking.single} in ${figures.year}: ${leader.name}, ${leader.latestPoints.toLocaleString()} points`
            }
          />
        );
      })}
      <DashboardCard
        page="brand-rankings-preview"
        shows={PREVIEW_SHOWS}
        headline={figures && preview.length > 0 && `Leading ${figures.year}: ${listed(preview)}`}
      />
    </ul>
  );
}

/**
 * BI Dashboards home (`/bidashboards/home`): the built-in dashboards of the current site's award results, a card
 * each, with the chosen year's leaders (the latest year unless chosen); without results, what will appear and
 * whom to ask, above the cards.
 */
export function BiDashboardsHomePage() {
  return (
    <BiDashboardFrame page="home">
      {(siteId) => (
        <YearRankingsView
          siteId={siteId}
          dimensions={DIMENSIONS}
          empty={
            <>
              <BiEmptyState siteId={siteId} what="Rankings of brands, holding companies and networks" />
              <DashboardCards figures={null} />
            </>
          }
        >
          {(insights, year) => <DashboardCards figures={{ insights, year }} />}
        </YearRankingsView>
      )}
    </BiDashboardFrame>
  );
}
