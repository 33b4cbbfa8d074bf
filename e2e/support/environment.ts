import { execSync } from 'node:child_process';
import { join } from 'node:path';

/** Where the suites' servers listen; away from the default 8443 so a running portal does not clash. */
export const PORTAL_PORT = 8543;
export const CDN_PORT = 8544;
export const MAINTENANCE_PORT = 8545;
export const PORTAL_URL = `https://localhost:${PORTAL_PORT}`;
export const CDN_URL = `https://localhost:${CDN_PORT}`;
export const MAINTENANCE_URL = `https://localhost:${MAINTENANCE_PORT}`;

export const E2E_DIR = join(__dirname, '..');
export const REPO_ROOT = join(E2E_DIR, '..');
export const DATA_DIR = join(E2E_DIR, '.data', 'portal');
export const MAINTENANCE_DATA_DIR = join(E2E_DIR, '.data', 'maintenance');
export const BUILDS_DIR = join(E2E_DIR, '.builds');
export const REGISTRY_FILE = join(DATA_DIR, 'registry.json');

export const DEMO_PASSWORD = 'Discovery!2026';
export const DEMO_USER = { email: 'ava.morgan@demo.portal', name: 'Ava Morgan' };

/** Debian's Chromium (no browser downloads on these machines). */
export function chromiumPath(): string {
  return (
    process.env.CHROMIUM_PATH ??
    execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim()
  );
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
