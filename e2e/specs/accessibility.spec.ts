import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAINTENANCE_URL } from '../support/environment';
import { settled } from '../support/settled';
import { signIn } from '../support/sign-in';

const AVA = 'ava.morgan@demo.portal';

/**
 * axe-core on each screen of the shell (WCAG 2.2 A and AA rules plus best practices): no serious or
 * critical violation. Remote pages are checked by their own suites; here the shell's chrome is open
 * around whatever the remote shows.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  await settled(page); // colours measured mid-transition (a sliding drawer, a fading mask) are not the screen's
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`).join(', ')}`,
    );
  expect(serious, `${screen}: serious or critical accessibility violations`).toEqual([]);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`shell screens on ${device}`, () => {
    test.use({ viewport });

    test('welcome (signed out)', async ({ page }) => {
      await page.goto('/welcome');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page, 'welcome');
    });

    test('home, drawer, profile menu, My sites, notifications, preferences, a form, Site Not Found', async ({
      page,
    }) => {
      await signIn(page, AVA);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoSeriousViolations(page, 'home');

      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Site navigation' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'drawer');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'My sites' })).toBeVisible();
      await expectNoSeriousViolations(page, 'profile menu');
      await page.getByRole('menuitem', { name: 'My sites' }).click();
      const sites = page.getByRole('dialog', { name: 'My sites' });
      await expect(sites.getByRole('radio').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'My sites');
      await sites.getByRole('button', { name: 'Cancel' }).click();
      await expect(sites).toHaveCount(0);

      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await expect(
        page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'notifications panel');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Preferences' }).click();
      await expect(page.getByRole('dialog', { name: 'Preferences' }).getByRole('radio').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'preferences panel');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Report an issue' }).click();
      await expect(page.getByRole('dialog', { name: 'Report an Issue' }).getByRole('textbox').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'Report an Issue form');
      await page.keyboard.press('Escape');

      await page.goto('/sites/999/search');
      await expect(page).toHaveURL(/\/sites\/notfound$/);
      await expect(
        page.getByText('The site in this address does not exist or you do not have access to it.'),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'Site Not Found');
    });
  });
}

test('the maintenance screen', async ({ page }) => {
  await page.goto(`${MAINTENANCE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Scheduled Maintenance' })).toBeVisible();
  await expectNoSeriousViolations(page, 'maintenance');
});
