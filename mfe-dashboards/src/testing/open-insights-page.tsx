import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { DeploymentIndex } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { DashboardsRoutes } from '../app/dashboards-routes';

/** The chart settings of site 4: a dark chart background and its own colours. */
const CHART_SETTINGS = {
  chartColors: '["#1f4e79", "#f2a900"]',
  '--chartPrimaryColor': '#0b6e4f',
  '--chart-background': '#1e1e1e',
  '--chart-guide-color': '#555555',
  '--chart-text-font': 'Inter, Arial, sans-serif',
};

/** Site 4 (Northwind Discovery), the site of fake-insights-api.ts, with its chart settings unless told otherwise. */
export const insightsSiteContext = (settings: Record<string, string | null> = CHART_SETTINGS): SiteContext => ({
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: { deploymentIndexId: 4, name: 'Northwind Discovery', chartTheme: null } as DeploymentIndex,
  settings,
  theme: null,
  ragEndpoint: null,
});

/** Opens an insights page of the dashboards remote as the shell would; reads the URL's parameters. */
export function openInsightsPage(path: string, context: SiteContext | null = insightsSiteContext()) {
  const platform = createTestPlatform({ path, site$: new BehaviorSubject<SiteContext | null>(context) });
  const view = renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
  const search = () => new URLSearchParams(platform.location$.getValue().search);
  return { ...view, platform, search };
}
