import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../support/environment';
import { fillProviderSignIn, signInFromWelcome } from '../support/sign-in';

test.describe('sign-in', () => {
  test('a signed-out visitor of / gets the login page, signs in and lands home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page).toHaveTitle('Login');
    await expect(page.getByRole('banner')).toHaveCount(0);

    await signInFromWelcome(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('Home');
    await expect(page.getByRole('heading', { name: 'Latest uploads' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText(DEMO_USER.name);
  });

  test('a wrong password is refused on the provider page and nothing is signed in', async ({ page }) => {
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await fillProviderSignIn(page, DEMO_USER.email, 'not-the-password');
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
  });

  test('a deep link is remembered through sign-in', async ({ page }) => {
    await page.goto('/collections/details/7/members?view=grid');
    await expect(page).toHaveURL(/\/welcome$/);
    await signInFromWelcome(page);
    await expect(page).toHaveURL(/\/collections\/details\/7\/members\?view=grid$/);
    await expect(page).toHaveTitle('Collection Members');
    await expect(page.getByRole('heading', { name: 'Collection Members' })).toBeVisible();
  });

  test('reload keeps the session', async ({ page }) => {
    await page.goto('/');
    await signInFromWelcome(page);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText(DEMO_USER.name);
  });

  test('logout really ends the session, at the provider too', async ({ page }) => {
    await page.goto('/');
    await signInFromWelcome(page);
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // MSAL carries its logout state in the query of the return address.
    await expect(page).toHaveURL(/\/welcome(\?state=[^&]+)?$/, { timeout: 30_000 });

    await page.goto('/home');
    await expect(page).toHaveURL(/\/welcome$/);
    // The provider asks for credentials again: its session ended too (no silent single sign-on).
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await fillProviderSignIn(page, DEMO_USER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });
});
