import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { UserProfile } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createTestPlatform, renderWithPlatform, testSiteContext } from '@portal/test-utils';
import { AdminRoutes } from '../app/admin-routes';

/** The admin remote at `path`, signed in as `user`, in its own store (as RemoteAppRoot mounts it). */
export function renderAdmin(path: string, user: UserProfile, { siteId = 12 }: { siteId?: number } = {}) {
  const notify = jest.fn();
  const platform = createTestPlatform({
    path,
    user$: new BehaviorSubject<UserProfile | null>(user),
    site$: new BehaviorSubject<SiteContext | null>(testSiteContext({ deploymentIndexId: siteId })),
    notify,
  });
  const result = renderWithPlatform(<AdminRoutes />, { platform, store: createAppStore(platform) });
  return { ...result, notify };
}
