import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from './environment';

/** From the portal's login page through the embedded provider's sign-in form, as a person does it. */
export async function signInFromWelcome(page: Page, email = DEMO_USER.email, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await fillProviderSignIn(page, email, password);
}

export async function fillProviderSignIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a demo user (Ava Morgan unless told) in from a fresh browser context and waits for the home screen. */
export async function signIn(page: Page, email = DEMO_USER.email) {
  await page.goto('/welcome');
  await signInFromWelcome(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs a demo user in and returns the bearer header the shell sends the API, for a spec that sets
 * something up through the API the way an administrator's tool would. The header is taken from a fresh load of
 * the signed-in page (a request the previous page sent while the sign-in began would carry the previous user's
 * token) and checked to be this user's.
 */
export async function signInForApi(page: Page, email: string): Promise<string> {
  await signIn(page, email);
  const withToken = page.waitForRequest(
    (request) => request.url().includes('/api/v2/') && request.headers().authorization !== undefined,
  );
  await page.reload();
  const authorization = (await withToken).headers().authorization as string;
  const me = await page.request.get('/api/v2/users/me', { headers: { authorization } });
  expect(((await me.json()) as { email: string }).email, "the token is the signed-in user's").toBe(email);
  return authorization;
}
