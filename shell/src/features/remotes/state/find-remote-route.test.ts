import { findRemoteRoute } from './find-remote-route';

describe('route ownership', () => {
  it.each([
    ['/search', 'mfe_search'],
    ['/sites/3/search', 'mfe_search'],
    ['/collections', 'mfe_collections'],
    ['/collections/details/4/assets', 'mfe_collections'],
    ['/sites/3/groups/details/9/members', 'mfe_collections'],
    ['/content/abc/home', 'mfe_content'],
    ['/sites/3/content/abc/insights', 'mfe_content'],
    ['/sites/3/asset/embed', 'mfe_content'],
    ['/tools/response-generator/new', 'mfe_ai'],
    ['/home', 'mfe_dashboards'],
    ['/home/insights', 'mfe_dashboards'],
    ['/sites/3', 'mfe_dashboards'],
    ['/awards/results/office-view', 'mfe_dashboards'],
    ['/sites/3/announcements/spring', 'mfe_dashboards'],
    ['/bidashboards', 'mfe_dashboards'],
    ['/sites/3/dashboards/builtin/engagement', 'mfe_dashboards'],
    ['/admin/users/list', 'mfe_admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRemoteRoute(path)?.remote).toBe(remote);
  });

  it('needs sign-in everywhere except /video', () => {
    expect(findRemoteRoute('/video')?.requiresAuth).toBe(false);
    expect(findRemoteRoute('/home')?.requiresAuth).toBe(true);
  });

  it('shows only the built-in dashboards and BI pages without the header (route flag hideHeader), to fit a frame', () => {
    expect(findRemoteRoute('/sites/3/dashboards/builtin/uploads')?.hideHeader).toBe(true);
    expect(findRemoteRoute('/sites/3/bidashboards/brand-rankings')?.hideHeader).toBe(true);
    expect(findRemoteRoute('/bidashboards/brand-rankings')?.hideHeader).toBeUndefined();
    expect(findRemoteRoute('/sites/3/asset/embed')?.hideHeader).toBeUndefined();
    expect(findRemoteRoute('/home')?.hideHeader).toBeUndefined();
  });

  it.each(['/nope', '/sites/3/unknown', '/searching', '/homes'])('%s belongs to nobody', (path) => {
    expect(findRemoteRoute(path)).toBeNull();
  });
});
