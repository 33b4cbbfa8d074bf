import { Fragment } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { SectionPage } from '@portal/remote-kit';
import { TitledPage } from '@portal/ui';
import { BuiltinDashboardPage } from '../features/builtin-dashboards/components/builtin-dashboard-page';
import { DashboardPage } from '../features/home/components/home-page';
import { ShortcutsPage } from '../features/shortcuts/components/shortcuts-page';

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
      <Route path="/home/:page?" element={<DashboardPage />} />
      <Route path="/sites/:indexId" element={<Navigate to="/home" replace />} />
      {awardRoutes('')}
      {/* The site's awards entry redirects to the award results (spec §2.1). */}
      <Route path="/sites/:indexId/awards" element={<Navigate to="results" replace />} />
      {awardRoutes('/sites/:indexId')}
      <Route path="/sites/:indexId/announcements/:blurb?" element={<TitledPage title="Announcements" />} />
      <Route path="/sites/:indexId/dashboards/builtin/:name" element={<BuiltinDashboardPage />} />
      <Route path="/bidashboards" element={<Navigate to="/bidashboards/home" replace />} />
      <Route path="/bidashboards/:page" element={<SectionPage titles={BI_DASHBOARDS} />} />
      <Route path="/kurukkuvazhi" element={<ShortcutsPage />} />
    </Routes>
  );
}
