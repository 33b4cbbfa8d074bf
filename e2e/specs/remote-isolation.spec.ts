import { expect, test } from '@playwright/test';
import { CDN_URL, PORTAL_URL } from '../support/environment';
import { overrideRegistry, resetRegistry } from '../support/registry-override';
import { signIn } from '../support/sign-in';

// The administration remote (/admin) is for portal administrators: Noah is one.
test.beforeEach(async ({ page }) => signIn(page, 'noah.patel@demo.portal'));
test.describe.configure({ mode: 'serial' });
test.afterEach(() => resetRegistry());

test('a remote whose registry entry points at a missing manifest shows the fallback; the others keep working', async ({
  page,
}) => {
  overrideRegistry({ mfe_search: `${PORTAL_URL}/remotes/mfe-search-gone/mf-manifest.json` });
  await page.goto('/search');
  const fallback = page.locator('[data-remote-fallback="mfe_search"]');
  await expect(fallback).toContainText('Search is not available right now');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
  await page.goto('/collections/my-collections');
  await expect(page.getByRole('heading', { name: 'My Collections' })).toBeVisible();
});

test('a remote that throws on mount is isolated the same way', async ({ page }) => {
  overrideRegistry({ mfe_ai: `${CDN_URL}/throwing-remote/mf-manifest.json` });
  await page.goto('/tools');
  await expect(page.locator('[data-remote-fallback="mfe_ai"]')).toContainText(
    'The fixture remote failed on purpose while mounting.',
  );
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
});

test("switching a remote's registry entry to another build takes effect without rebuilding the shell", async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page.locator('.remote-mfe-admin [data-remote-build]')).toHaveAttribute('data-remote-build', '0.1.0');
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');

  overrideRegistry({ mfe_admin: `${CDN_URL}/mfe-admin-canary/mf-manifest.json` });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page.locator('.remote-mfe-admin [data-remote-build]')).toHaveAttribute(
    'data-remote-build',
    '0.1.0+canary',
  );
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);

  resetRegistry();
  await page.reload();
  await expect(page.locator('.remote-mfe-admin [data-remote-build]')).toHaveAttribute('data-remote-build', '0.1.0');
});
