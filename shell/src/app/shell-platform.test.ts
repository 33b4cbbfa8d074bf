import { BehaviorSubject } from 'rxjs';
import { createBrowserRouter } from 'react-router-dom';
import type { UserProfile } from '@portal/contracts';
import type { MsalAuth } from '@portal/platform/msal-auth';
import { createShellPlatform } from './shell-platform';

const platformOn = (path: string) => {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: null }]);
  const platform = createShellPlatform({
    router,
    auth: {} as MsalAuth,
    apiBase: '/api',
    releaseId: 'test',
    user: new BehaviorSubject<UserProfile | null>(null),
    siteSession: { site$: new BehaviorSubject(null), permissions$: new BehaviorSubject({}) },
    pageActions: async () => [],
  });
  return { router, platform };
};

describe('platform.location$ (what the remotes route on)', () => {
  it('follows the router: a navigation gives the new address', async () => {
    const { router, platform } = platformOn('/home');
    await router.navigate('/search?q=brand');
    expect(platform.location$.getValue()).toMatchObject({ pathname: '/search', search: '?q=brand' });
    router.dispose();
  });

  // A fresh page load and an entry pushed from outside the router both carry the key 'default'.
  it('follows a move between two entries the router did not make (same key, another address)', async () => {
    const { router, platform } = platformOn('/home');
    expect(platform.location$.getValue()).toMatchObject({ pathname: '/home', key: 'default' });
    window.history.pushState({}, '', '/home/insights');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(platform.location$.getValue()).toMatchObject({ pathname: '/home/insights' });
    router.dispose();
  });

  it('does not announce the same address twice', async () => {
    const { router, platform } = platformOn('/home');
    const seen: string[] = [];
    const subscription = platform.location$.subscribe((location) => seen.push(location.pathname));
    await router.revalidate();
    expect(seen).toEqual(['/home']);
    subscription.unsubscribe();
    router.dispose();
  });
});
