import { lazy, Suspense } from 'react';
import { Alert, Statistic } from 'antd';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { BUILTIN_DASHBOARD_NAMES, type BuiltinDashboard, type BuiltinDashboardName } from '@portal/contracts';
import { TitledPage } from '@portal/ui';
import { useGetBuiltinDashboardQuery } from '../api/builtin-dashboards-api';

// recharts comes with this page only.
const BuiltinDashboardCharts = lazy(async () => ({
  default: (await import('./builtin-dashboard-charts')).BuiltinDashboardCharts,
}));

/** The page titles of the built-in dashboards. */
export const BUILTIN_DASHBOARD_TITLES: Record<BuiltinDashboardName, string> = {
  engagement: 'Engagement Dashboard',
  uploads: 'Uploads Dashboard',
  searches: 'Searches Dashboard',
};

const isName = (name: string | undefined): name is BuiltinDashboardName =>
  (BUILTIN_DASHBOARD_NAMES as readonly string[]).includes(name ?? '');

/** The figures above the charts: each total over the weeks charted. */
function Totals({ dashboard }: { dashboard: BuiltinDashboard }) {
  const figures: [string, number | string][] =
    dashboard.name === 'engagement'
      ? [
          ['Views', dashboard.totals.views],
          ['Likes', dashboard.totals.likes],
          ['Downloads', dashboard.totals.downloads],
          ['Shares', dashboard.totals.shares],
        ]
      : dashboard.name === 'uploads'
        ? [
            ['Uploads', dashboard.totals.uploads],
            ['Assets on the site', dashboard.totals.assets],
          ]
        : [
            ['Searches', dashboard.totals.searches],
            ['Found nothing', dashboard.totals.noResults],
            [
              'Share found nothing',
              dashboard.noResultsShare === null ? '—' : `${Math.round(dashboard.noResultsShare * 100)}%`,
            ],
          ];
  return (
    <div role="group" aria-label="Totals" style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
      {figures.map(([label, value]) => (
        <Statistic key={label} title={label} value={value} />
      ))}
    </div>
  );
}

/**
 * A built-in dashboard (`/sites/:indexId/dashboards/builtin/:name`, route flag hideHeader): the embedded default's own
 * counterpart of a BI service, charting the site's own data — engagement (views, likes, downloads, shares), uploads,
 * or searches over the last weeks (GET v2/dashboards/builtin/{name}). The demo's dashboard assets embed these pages
 * in 'embed' mode; they are shown without the portal's header so that they fit a frame.
 */
export function BuiltinDashboardPage() {
  const { indexId, name } = useParams();
  const siteId = Number(indexId);
  const known = isName(name) && Number.isInteger(siteId) && siteId > 0;
  const query = useGetBuiltinDashboardQuery({ name: name as BuiltinDashboardName, indexId: siteId }, { skip: !known });
  const title = isName(name) ? BUILTIN_DASHBOARD_TITLES[name] : 'Dashboard';
  const dashboard = query.data;
  return (
    <TitledPage title={title}>
      <div style={{ display: 'grid', gap: 24, padding: 16 }}>
        {!known ? (
          <Alert type="warning" showIcon title="There is no such built-in dashboard." />
        ) : query.error ? (
          <Alert
            type="error"
            showIcon
            title="This dashboard could not be loaded."
            description={errorMessage(query.error)}
          />
        ) : !dashboard ? (
          <p aria-busy="true">Loading the dashboard…</p>
        ) : (
          <>
            <p style={{ margin: 0 }}>
              {dashboard.siteName} · the last {dashboard.series.length} weeks · as of{' '}
              {new Date(dashboard.generatedAt).toLocaleString()}
            </p>
            <Totals dashboard={dashboard} />
            <Suspense fallback={<p aria-busy="true">Drawing the charts…</p>}>
              <BuiltinDashboardCharts dashboard={dashboard} />
            </Suspense>
          </>
        )}
      </div>
    </TitledPage>
  );
}
