import { Navigate, useParams } from 'react-router-dom';
import { BI_RANKINGS } from '../state/bi-dashboards-pages';
import { BiDashboardsHomePage } from './bi-dashboards-home-page';
import { BiRankingPage } from './bi-ranking-page';
import { BrandRankingsPreviewPage } from './brand-rankings-preview-page';

/** `/bidashboards/:page` (spec §2.1): the BI dashboards home, a ranking, or the preview; another page goes home. */
export function BiDashboardsPage() {
  const { page } = useParams();
  if (page === 'home') return <BiDashboardsHomePage />;
  if (page === 'brand-rankings-preview') return <BrandRankingsPreviewPage />;
  const ranking = BI_RANKINGS.find((entry) => entry.page === page);
  return ranking ? (
    <BiRankingPage key={ranking.page} ranking={ranking} />
  ) : (
    <Navigate to="/bidashboards/home" replace />
  );
}
