import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { PortalEvent } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createTestPlatform, renderWithPlatform, testSiteContext } from '@portal/test-utils';
import { DashboardsRoutes } from '../app/dashboards-routes';

/**
 * Opens a path of the dashboards remote as the shell would, on the test site (12, Nordic Insights) unless told
 * otherwise, with the remote's store; records the panels opened on the bus and reads the URL's parameters.
 */
export function openAwardsPage(path: string, site: SiteContext | null = testSiteContext()) {
  const platform = createTestPlatform({ path, site$: new BehaviorSubject<SiteContext | null>(site) });
  const panels: PortalEvent[] = [];
  platform.bus.on('panel/open').subscribe((event) => panels.push(event));
  const view = renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
  const location = () => platform.location$.getValue();
  const search = () => new URLSearchParams(location().search);
  return { ...view, platform, panels, location, search };
}
