import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  DATA_DIR,
  MAINTENANCE_DATA_DIR,
  MAINTENANCE_PORT,
  MAINTENANCE_URL,
  PORTAL_PORT,
  PORTAL_URL,
  chromiumPath,
} from './support/environment';

/** End-to-end suites against the real server (built front end, embedded IdP, PGlite) in Debian's Chromium. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: PORTAL_URL,
    ignoreHTTPSErrors: true,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      command: `node support/start-test-server.mjs ${PORTAL_PORT} ${DATA_DIR}`,
      url: `${PORTAL_URL}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: `node support/start-test-server.mjs ${MAINTENANCE_PORT} ${MAINTENANCE_DATA_DIR} maintenance`,
      url: `${MAINTENANCE_URL}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
