// The browser side of the UI benches (search-ui, content-ui, upload): Debian's Chromium through Playwright, and the
// portal's sign-in as a person does it.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';

/** The Chromium the benches drive: CHROMIUM_PATH, else the chromium on PATH (.ci/run and ensureChromium install Debian's). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim();
  } catch {
    throw new Error('No Chromium: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  }
}

/** Headless Chromium (chromiumPath). */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
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
