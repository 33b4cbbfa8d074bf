import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

const NOAH = 'noah.patel@demo.portal';

/**
 * Noah is a portal administrator: every remote's routes open for him, the administration remote's too. For the route
 * checks, which only read, he signs in once (one tab kept for them, each loading its route afresh); the tests that
 * move through the history sign in on a fresh page of their own.
 */
let tab: Page;
test.beforeAll(async ({ browser }, workerInfo) => {
  const { baseURL, ignoreHTTPSErrors } = workerInfo.project.use;
  tab = await (await browser.newContext({ baseURL, ignoreHTTPSErrors })).newPage();
  await signIn(tab, NOAH);
});
test.afterAll(async () => tab.context().close());

/**
 * Each remote on its routes, with the spec's page titles (spec §2.1, §2.3), and the heading a route shows when its
 * title is not one (home shows the site's banner and its sections).
 */
const ROUTES: { path: string; remote: string; title: string; heading?: string; finalPath?: RegExp }[] = [
  { path: '/search', remote: 'mfe-search', title: 'Search Results' },
  { path: '/sites/2/search?q=brand', remote: 'mfe-search', title: 'Search Results' },

  { path: '/collections', remote: 'mfe-collections', title: 'Collections' },
  { path: '/collections/pinned-collections', remote: 'mfe-collections', title: 'Collections Pinboard' },
  { path: '/collections/details/12', remote: 'mfe-collections', title: 'Collection Pinboard' },
  { path: '/collections/details/12/assets', remote: 'mfe-collections', title: 'Collection Assets' },
  { path: '/sites/2/collections/details/12/members', remote: 'mfe-collections', title: 'Collection Members' },
  { path: '/groups/details/4', remote: 'mfe-collections', title: 'Group Pinboard' },
  { path: '/groups/starred', remote: 'mfe-collections', title: 'Starred Groups' },

  { path: '/content/abc123/home', remote: 'mfe-content', title: 'Content Page' },
  { path: '/sites/2/content/abc123/insights', remote: 'mfe-content', title: 'Content Insights' },
  { path: '/sites/2/asset/embed?docId=abc123', remote: 'mfe-content', title: 'Asset Embedding' },

  { path: '/tools', remote: 'mfe-ai', title: 'Tools' },
  { path: '/tools/response-generator', remote: 'mfe-ai', title: 'Response Generator' },

  { path: '/home', remote: 'mfe-dashboards', title: 'Home', heading: 'Latest uploads' },
  { path: '/home/insights', remote: 'mfe-dashboards', title: 'Analytics & Insights' },
  { path: '/home/patterns', remote: 'mfe-dashboards', title: 'Pattern Analysis' },
  {
    path: '/awards/results',
    remote: 'mfe-dashboards',
    title: 'Award Results - Regional View',
    finalPath: /\/awards\/results\/regional-view$/,
  },
  { path: '/awards/results/office-view', remote: 'mfe-dashboards', title: 'Award Results - Office View' },
  { path: '/awards/leaderboard', remote: 'mfe-dashboards', title: 'Cadre Rankings' },
  { path: '/awards/showcase', remote: 'mfe-dashboards', title: 'Award Showcase' },
  {
    path: '/awards/insights/cannes',
    remote: 'mfe-dashboards',
    title: 'Cannes Lions Award Advance Analytics Performance Tracker Dashboard',
  },
  {
    path: '/sites/2/awards',
    remote: 'mfe-dashboards',
    title: 'Award Results - Regional View',
    finalPath: /\/sites\/2\/awards\/results\/regional-view$/,
  },
  { path: '/bidashboards', remote: 'mfe-dashboards', title: 'BI Dashboards', finalPath: /\/bidashboards\/home$/ },
  { path: '/sites/2/announcements', remote: 'mfe-dashboards', title: 'Announcements' },
  { path: '/sites/2', remote: 'mfe-dashboards', title: 'Home', heading: 'Latest uploads', finalPath: /\/home$/ },

  { path: '/admin', remote: 'mfe-admin', title: 'Manage Users', finalPath: /\/admin\/users$/ },
  { path: '/admin/users/list', remote: 'mfe-admin', title: 'Users' },
];

for (const route of ROUTES) {
  test(`${route.path} is rendered by ${route.remote} as '${route.title}'`, async () => {
    const page = tab;
    await page.goto(route.path);
    const remote = page.locator(`.remote-${route.remote}`);
    await expect(
      remote.getByRole('heading', { level: 2, name: route.heading ?? route.title, exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    if (route.finalPath) await expect(page).toHaveURL(route.finalPath);
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test.describe('on a fresh sign-in', () => {
  test.beforeEach(async ({ page }) => signIn(page, NOAH));

  test('the uploader remote is mounted in the shell console host on every screen', async ({ page }) => {
    // Its console shows itself once there is an upload (uploader.spec.ts); the remote is there before that.
    await page.goto('/home');
    await expect(page.locator('.remote-mfe-uploader [data-remote-build]')).toBeAttached();
    await expect(page.getByRole('region', { name: 'Upload console' })).toHaveCount(0);
    await page.goto('/collections/my-collections');
    await expect(page.locator('.remote-mfe-uploader [data-remote-build]')).toBeAttached();
  });

  test('moving between routes of one remote keeps it mounted, switching remotes swaps it', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
    const marker = await page.locator('.remote-mfe-dashboards').evaluate((element) => {
      (element as HTMLElement).dataset.marker = 'kept';
      return true;
    });
    expect(marker).toBe(true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/home/insights');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Analytics & Insights' })).toBeVisible();
    await expect(page.locator('.remote-mfe-dashboards')).toHaveAttribute('data-marker', 'kept');
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
  });
});
