// The browser side of the UI benches (search-ui, content-ui, upload): Debian's Chromium through Playwright, and the
// portal's sign-in as a person does it.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';

/** Headless Chromium: CHROMIUM_PATH, else the chromium on PATH (.ci/run and ensureChromium install Debian's). */
export function launchChromium() {
  return chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ??
      execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}

/** Signs `page` in from the welcome page with the embedded OpenID provider's form, until the home page. */
export async function signInThroughWelcome(page, baseUrl, { email, password }) {
  await page.goto(`${baseUrl}/welcome`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
}
