import { expect, test as setup } from '@playwright/test';
import { DEMO_USER } from '../support/environment';
import { signInFromWelcome } from '../support/sign-in';
import { SIGNED_IN_STATE } from '../support/signed-in-state';

setup('sign in once for the suites that start signed in', async ({ page }) => {
  await page.goto('/');
  await signInFromWelcome(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText(DEMO_USER.name);
  await page.context().storageState({ path: SIGNED_IN_STATE });
});
