import { expect, test, type Page } from '@playwright/test';
import { settled } from '../support/settled';
import { signIn } from '../support/sign-in';

/** Demo users of the seed (packages/discovery-api/src/identity/demo-accounts.ts). */
const AVA = 'ava.morgan@demo.portal'; // site admin of Northwind Discovery (1) and Northwind Awards (2)
const SOFIA = 'sofia.rossi@demo.portal'; // viewer
const MIA = 'mia.johansson@demo.portal'; // AI user

const shot = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: false });
};

/** The home banner of the current site: its customised title over its own hero image (wide, or the thumbnail on phones). */
async function expectHero(page: Page, title: string | RegExp, imageWidth: number) {
  const hero = page.locator('header.home-hero');
  await expect(hero.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => hero.locator('img').evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBe(imageWidth);
}

test('the top bar follows the permissions: an uploader-admin sees upload, a viewer does not', async ({ page }) => {
  await signIn(page, AVA);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Search' })).toBeVisible();
  await expectHero(page, 'Northwind Discovery', 1600);
  await shot(page, 'home-desktop-ava');
  // A site admin manages their sites' users and user groups there (a viewer gets the 403 page: admin.spec.ts);
  // the top bar's upload is not offered on admin routes.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
});

test('a viewer has no upload button; an AI user has the assistant button', async ({ browser }) => {
  const viewer = await browser.newPage();
  await signIn(viewer, SOFIA);
  await expect(viewer.getByRole('banner').getByRole('button', { name: 'Notifications', exact: false })).toBeVisible();
  await expect(viewer.getByRole('banner').getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('banner').getByRole('button', { name: 'Assistant' })).toHaveCount(0);
  const aiUser = await browser.newPage();
  await signIn(aiUser, MIA);
  await expect(aiUser.getByRole('banner').getByRole('button', { name: 'Assistant' })).toBeVisible();
});

test('the drawer shows the site, grouped navigation, New chips, an external link and Powered by', async ({ page }) => {
  await signIn(page, AVA);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Site Switch' })).toBeVisible();
  await expect(drawer.getByText('Northwind Group')).toBeVisible();
  const nav = drawer.getByRole('navigation', { name: 'Site navigation' });
  await expect(nav.getByRole('link', { name: /Awards Results\s*New/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /BI Dashboards\s*New/ })).toBeVisible();
  // The BI dashboards home, not /dashboards (no page: it landed on Home).
  await expect(nav.getByRole('link', { name: /BI Dashboards\s*New/ })).toHaveAttribute('href', '/bidashboards');
  const external = nav.getByRole('link', { name: /brand guidelines/i });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(drawer.getByText(/Powered by Discovery Portal · release/)).toBeVisible();
  await shot(page, 'drawer-desktop');
  expect((await drawer.boundingBox())?.width).toBeCloseTo(400, 0);
});

test('My sites switches the site: new theme without a reload, back to the default home', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto('/collections');
  // Northwind Discovery's colours (demo seed), applied from the site's theme.
  await expect(page.locator('.shell')).toHaveAttribute('style', /--portal-primary: #1f4e79/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My sites' }).click();
  const dialog = page.getByRole('dialog', { name: 'My sites' });
  await expect(dialog.getByText('Select your site')).toBeVisible();
  await shot(page, 'my-sites');
  await dialog.getByRole('radio', { name: /Northwind Awards/ }).check();
  await dialog.getByRole('button', { name: 'Go to site' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.shell-brand-site')).toHaveText('Northwind Awards');
  await expect(page.locator('.shell')).not.toHaveAttribute('style', /--portal-primary: #1f4e79/);
  await expectHero(page, 'Northwind Awards', 1600);
  // The new site's permissions and navigation are in the local cache for two hours, beside the first site's.
  const cached = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('portal.cache.permissions.') || key.startsWith('portal.cache.navigation.'))
      .map((key) => ({
        key,
        hoursLeft: Math.round((JSON.parse(localStorage.getItem(key) ?? '{}').expiresAt - Date.now()) / 360_000) / 10,
      })),
  );
  expect(cached.map((entry) => entry.key.replace(/\.\d+\./, '.<user>.')).sort()).toEqual([
    'portal.cache.navigation.<user>.1',
    'portal.cache.navigation.<user>.2',
    'portal.cache.permissions.<user>.1',
    'portal.cache.permissions.<user>.2',
  ]);
  for (const entry of cached) expect(entry.hoursLeft).toBeCloseTo(2, 0);
  // Back to her first site, so later specs find Ava where the seed put her.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My sites' }).click();
  await page
    .getByRole('dialog', { name: 'My sites' })
    .getByRole('radio', { name: /Northwind Discovery/ })
    .check();
  await page.getByRole('dialog', { name: 'My sites' }).getByRole('button', { name: 'Go to site' }).click();
  await expect(page.locator('.shell-brand-site')).toHaveText('Northwind Discovery');
  await expect(page.locator('.shell')).toHaveAttribute('style', /--portal-primary: #1f4e79/);
});

test('an unknown site id in the address goes to Site Not Found', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto('/sites/3/search');
  await expect(page).toHaveURL(/\/sites\/notfound$/);
  await expect(
    page.getByText('The site in this address does not exist or you do not have access to it.'),
  ).toBeVisible();
});

test('panels: notifications open on the right, remotes render theirs, a route change closes it', async ({ page }) => {
  await signIn(page, AVA);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await shot(page, 'notifications-panel');
  expect((await panel.boundingBox())?.width).toBeCloseTo(400, 0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  // A remote's panel: the uploader renders its own (its form, or on a site without metadata sets, why not).
  await page.getByRole('banner').getByRole('button', { name: 'Upload', exact: true }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload' });
  await expect(uploader.locator('[data-panel-key="uploader"]')).toContainText(/Metadata set|has no metadata set yet/);
  await expect(uploader).not.toContainText('does not provide it yet');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Upload' })).toHaveCount(0);
  // The assistant's panel comes with the AI remote: in a new browser it first shows the AI notice to accept.
  await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).click();
  const assistant = page.getByRole('dialog', { name: 'Assistant' });
  await expect(assistant.locator('[data-panel-key="askBot"]')).toContainText('About the AI answers');
  await expect(assistant.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(assistant).not.toContainText('does not provide it yet');
  await page.keyboard.press('Escape');
  // The site's page customizations come with the collections remote.
  await page.getByRole('button', { name: 'Customize this site' }).click();
  const customizations = page.getByRole('dialog', { name: 'Page customizations' });
  await expect(customizations.getByRole('textbox', { name: 'Hero title' })).toBeVisible();
  await page.goto('/collections');
  await expect(customizations).toHaveCount(0);
});

test('a built-in form is sent to the API and thanks the user', async ({ page }) => {
  await signIn(page, AVA);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback Form' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').first().fill('The new drawer is easy to use.');
  await shot(page, 'feedback-form');
  await dialog.getByRole('button', { name: /Send/ }).click();
  await expect(dialog.getByText('Thank you', { exact: false }).first()).toBeVisible();
});

test('the language picker switches the shell to French', async ({ page }) => {
  await signIn(page, AVA);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('en');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the drawer is 330 wide and panels 256', async ({ page }) => {
    await signIn(page, AVA);
    await expectHero(page, 'Northwind Discovery', 480);
    await shot(page, 'home-phone');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(330, 0);
    await shot(page, 'drawer-phone');
  });
});
