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

/**
 * The suites that work on the demo library (support/search-server.ts): their server starts from this build's snapshot
 * of the indexed library, made by npm test's bench smoke, or else from the global set-up on (two to three minutes of
 * indexing on the CI machine, which their first suite waits for). They are a project of their own, with their own
 * server, and run beside the other suites: one worker a project, so the suites of one server still run one after
 * another (they share its users, sites and notifications) while the two servers' suites overlap. Run one after the
 * other, the two left a fifth of the two cores idle (Chromium and the servers wait on each other): 9.9 minutes, and
 * 6.9 side by side. (A second project, not a dependency: a failure in the first skips nothing here.)
 */
const DEMO_LIBRARY_SUITES = [
  '**/ai.spec.ts',
  '**/awards.spec.ts',
  '**/collections.spec.ts',
  '**/content.spec.ts',
  '**/home.spec.ts',
  '**/search.spec.ts',
];

/** End-to-end suites against the real server (built front end, embedded IdP, PGlite) in Debian's Chromium. */
export default defineConfig({
  projects: [
    { name: 'portal', testIgnore: DEMO_LIBRARY_SUITES, workers: 1 },
    { name: 'demo-library', testMatch: DEMO_LIBRARY_SUITES, workers: 1 },
  ],
  testDir: './specs',
  fullyParallel: false,
  workers: 2,
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
    // The browser asks for reduced motion, as many users do: the portal then shows drawers and dialogs at
    // once (antd motion off), so nothing is read or measured mid-fade (axe's colour contrast flaked on it).
    reducedMotion: 'reduce',
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
