import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isBiDashboardPageName, type BiDashboardPageName } from '@portal/contracts';
import { useSiteId } from '@portal/platform';
import { assetEmbedPath, useBiPageAsset } from '../api/bi-pages-api';
import { BI_RANKINGS } from '../state/bi-dashboards-pages';
import { BiDashboardsHomePage } from './bi-dashboards-home-page';
import { BiRankingPage } from './bi-ranking-page';
import { BrandRankingsPreviewPage } from './brand-rankings-preview-page';

/**
 * A BI page in the portal (`/bidashboards/:page`) whose dashboard asset is an outside report (Power BI, Tableau) is
 * that report: the asset's embed page, with the server's tokens and the Power BI embed error dialog. Otherwise, and at
 * the page's own built-in address (`/sites/:indexId/bidashboards/:page`, which such an asset embeds), the portal
 * draws it.
 */
function OutsideReport({ page, children }: { page: BiDashboardPageName; children: ReactNode }) {
  const { siteId, prefixed } = useSiteId();
  if (prefixed || siteId === null) return children;
  return (
    <OutsideReportOf siteId={siteId} page={page}>
      {children}
    </OutsideReportOf>
  );
}

function OutsideReportOf({
  siteId,
  page,
  children,
}: {
  siteId: number;
  page: BiDashboardPageName;
  children: ReactNode;
}) {
  const { asset, loading } = useBiPageAsset(siteId, page);
  if (loading) return <p aria-busy="true">Loading the BI dashboard…</p>;
  if (asset && !asset.builtIn) return <Navigate to={assetEmbedPath(siteId, asset.docId)} replace />;
  return children;
}

/** `/bidashboards/:page` (spec §2.1): the BI dashboards home, a ranking, or the preview; another page goes home. */
export function BiDashboardsPage() {
  const { page = '' } = useParams();
  if (page === 'home') return <BiDashboardsHomePage />;
  if (!isBiDashboardPageName(page)) return <Navigate to="/bidashboards/home" replace />;
  const ranking = BI_RANKINGS.find((entry) => entry.page === page);
  return (
    <OutsideReport page={page}>
      {ranking ? <BiRankingPage key={ranking.page} ranking={ranking} /> : <BrandRankingsPreviewPage />}
    </OutsideReport>
  );
}
