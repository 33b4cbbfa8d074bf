import { Fragment, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { SectionPage } from '@portal/remote-kit';
import { TitledPage } from '@portal/ui';
import { HomeAnnouncements } from '../features/announcements/components/home-announcements';
import { DASHBOARD, DashboardPage } from '../features/home/components/home-page';
import { InsightsRoute } from '../features/insights/components/insights-route';
import { ExportReportsButton } from '../features/reports-export/components/export-reports-button';

// Pages other than home are fetched when first opened, so home (every user's first screen) loads only its own code.
const AnnouncementsPage = lazy(async () => ({
  default: (await import('../features/announcements/components/announcements-page')).AnnouncementsPage,
}));
const BuiltinDashboardPage = lazy(async () => ({
  default: (await import('../features/builtin-dashboards/components/builtin-dashboard-page')).BuiltinDashboardPage,
}));
const ShortcutsPage = lazy(async () => ({
  default: (await import('../features/shortcuts/components/shortcuts-page')).ShortcutsPage,
}));

const loading = (what: string) => <p aria-busy="true">Loading {what}…</p>;

/** Award result views; the page title is 'Award Results - <view>' (spec §2.3). */
const AWARD_RESULT_VIEWS: Record<string, string> = {
  'regional-view': 'Regional View',
  'office-view': 'Office View',
  'category-view': 'Category View',
  'winners-list-view': 'Winners List View',
};
const AWARDS = {
  home: 'Awards',
  leaderboard: 'Cadre Rankings',
  showcase: 'Award Showcase',
  leaderboardandresults: 'Leaderboard and Results',
};
const BI_DASHBOARDS = {
  home: 'BI Dashboards',
  'brand-rankings': 'Brand Rankings',
  'holding-companies': 'Holding Companies',
  'network-companies': 'Network Companies',
  'brand-rankings-preview': 'Brand Rankings Preview',
};

function AwardResultsPage() {
  const view = AWARD_RESULT_VIEWS[useParams().view ?? ''];
  if (!view) return <Navigate to="../regional-view" relative="path" replace />;
  return <TitledPage title={`Award Results - ${view}`} />;
}

function awardRoutes(prefix: string) {
  return (
    <Fragment key={prefix}>
      <Route path={`${prefix}/awards/results`} element={<Navigate to="regional-view" replace />} />
      <Route path={`${prefix}/awards/results/:view`} element={<AwardResultsPage />} />
      <Route
        path={`${prefix}/awards/insights/cannes`}
        element={<TitledPage title="Cannes Lions Award Advance Analytics Performance Tracker Dashboard" />}
      />
      <Route path={`${prefix}/awards/:page?`} element={<SectionPage titles={AWARDS} />} />
    </Fragment>
  );
}

/** Home/dashboard, awards, BI dashboards, announcements and the shortcuts launcher (spec §2.1, §2.3). */
export function DashboardsRoutes() {
  return (
    <Routes>
      {/* The insights pages load their charts on their own (lazily), never with home. */}
      <Route path="/home/insights" element={<InsightsRoute view="insights" title={DASHBOARD.insights} />} />
      <Route path="/home/patterns" element={<InsightsRoute view="patterns" title={DASHBOARD.patterns} />} />
      <Route
        path="/home/:page?"
        element={
          <DashboardPage slots={{ exportButton: <ExportReportsButton />, announcements: <HomeAnnouncements /> }} />
        }
      />
      <Route path="/sites/:indexId" element={<Navigate to="/home" replace />} />
      {awardRoutes('')}
      {/* The site's awards entry redirects to the award results (spec §2.1). */}
      <Route path="/sites/:indexId/awards" element={<Navigate to="results" replace />} />
      {awardRoutes('/sites/:indexId')}
      <Route
        path="/sites/:indexId/announcements/:blurb?"
        element={
          <Suspense fallback={loading('the announcements')}>
            <AnnouncementsPage />
          </Suspense>
        }
      />
      <Route
        path="/sites/:indexId/dashboards/builtin/:name"
        element={
          <Suspense fallback={loading('the dashboard')}>
            <BuiltinDashboardPage />
          </Suspense>
        }
      />
      <Route path="/bidashboards" element={<Navigate to="/bidashboards/home" replace />} />
      <Route path="/bidashboards/:page" element={<SectionPage titles={BI_DASHBOARDS} />} />
      <Route
        path="/kurukkuvazhi"
        element={
          <Suspense fallback={loading('the shortcuts')}>
            <ShortcutsPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
