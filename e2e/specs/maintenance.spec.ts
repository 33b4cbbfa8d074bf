import { expect, test } from '@playwright/test';
import { MAINTENANCE_URL } from '../support/environment';

test.describe('maintenance mode router', () => {
  test.use({ baseURL: MAINTENANCE_URL });

  test('/ goes to /maintenance, without header', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Scheduled Maintenance' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('every other path goes to /maintenance too', async ({ page }) => {
    for (const path of ['/home', '/search?q=x', '/welcome', '/admin/users', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/maintenance$/);
    }
  });
});
