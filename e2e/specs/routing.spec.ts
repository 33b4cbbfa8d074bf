import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test.describe('route behaviour, signed out', () => {
  test('an unknown path goes to / and from there to the login page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('/video needs no sign-in', async ({ page }) => {
    await page.goto('/video');
    await expect(page).toHaveURL(/\/video$/);
    await expect(page).toHaveTitle('Video');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('route behaviour, signed in', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('/ sends a signed-in user home and an unknown path goes to /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/definitely/not/a/route');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
  });

  test('the previous route path is stored locally and the title follows the route', async ({ page }) => {
    await page.goto('/collections/my-collections');
    await expect(page).toHaveTitle('My Collections');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('Home');
    expect(await page.evaluate(() => localStorage.getItem('portal.previousRoutePath'))).toBe(
      '/collections/my-collections',
    );
  });

  test('a new route starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/search');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
