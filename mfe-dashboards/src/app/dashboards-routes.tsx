import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SITE_NOT_FOUND_PATH } from '@portal/contracts';
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
const AwardsHomePage = lazy(async () => ({
  default: (await import('../features/awards/components/awards-home-page')).AwardsHomePage,
}));
const AwardResultsPage = lazy(async () => ({
  default: (await import('../features/awards/components/award-results-page')).AwardResultsPage,
}));
const LeaderboardPage = lazy(async () => ({
  default: (await import('../features/awards/components/leaderboard-page')).LeaderboardPage,
}));
const ShowcasePage = lazy(async () => ({
  default: (await import('../features/awards/components/showcase-page')).ShowcasePage,
}));
const LeaderboardAndResultsPage = lazy(async () => ({
  default: (await import('../features/awards/components/leaderboard-and-results-page')).LeaderboardAndResultsPage,
}));
// The Cannes dashboard and the BI dashboards bring recharts with them.
const CannesDashboardPage = lazy(async () => ({
  default: (await import('../features/awards/components/cannes-dashboard-page')).CannesDashboardPage,
}));

const BiDashboardsPage = lazy(async () => ({
  default: (await import('../features/bi-dashboards/components/bi-dashboards-page')).BiDashboardsPage,
}));

const loading = (what: string) => <p aria-busy="true">Loading {what}…</p>;

/** The awards pages under `/awards` and under a site's `/sites/:indexId/awards` (spec §2.1, §2.3). */
function awardRoutes(prefix: string) {
  const page = (element: ReactNode) => <Suspense fallback={loading('the awards')}>{element}</Suspense>;
  return (
    <Fragment key={prefix}>
      {/* /awards is the awards home; a site's awards entry redirects to the award results (spec §2.1). */}
      <Route
        path={`${prefix}/awards`}
        element={prefix ? <Navigate to="results" replace /> : page(<AwardsHomePage />)}
      />
      <Route path={`${prefix}/awards/home`} element={page(<AwardsHomePage />)} />
      <Route path={`${prefix}/awards/results`} element={<Navigate to="regional-view" replace />} />
      <Route path={`${prefix}/awards/results/:view`} element={page(<AwardResultsPage />)} />
      <Route path={`${prefix}/awards/leaderboard`} element={page(<LeaderboardPage />)} />
      <Route path={`${prefix}/awards/showcase`} element={page(<ShowcasePage />)} />
      <Route path={`${prefix}/awards/leaderboardandresults`} element={page(<LeaderboardAndResultsPage />)} />
      <Route path={`${prefix}/awards/insights/cannes`} element={page(<CannesDashboardPage />)} />
      {/* Another awards page goes to the section's entry. */}
      <Route path={`${prefix}/awards/:page`} element={<Navigate to=".." relative="path" replace />} />
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
      {/* The shell's Site Not Found page: this remote, still mounted while the shell moves there from one of its own
          pages, must not read 'notfound' as a site id and send the user home instead. */}
      <Route path={SITE_NOT_FOUND_PATH} element={null} />
      <Route path="/sites/:indexId" element={<Navigate to="/home" replace />} />
      {awardRoutes('')}
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
      {/* A BI page, and its own address made to be embedded by its dashboard asset (route flag hideHeader). */}
      {['/bidashboards/:page', '/sites/:indexId/bidashboards/:page'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={loading('the BI dashboard')}>
              <BiDashboardsPage />
            </Suspense>
          }
        />
      ))}
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
