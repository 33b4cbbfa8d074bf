import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { PortalRuntimeConfig, UserProfile } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { MsalAuth } from '@portal/platform/msal-auth';
import { createTestPlatform, renderWithPlatform, testUser } from '@portal/test-utils';
import { SHELL_DIALOGS } from '../app/shell-overlays';
import { DialogHost } from '../features/overlays/components/dialog-host';
import { ShellContext, type ShellServices } from '../hooks/use-shell';
import { createShellI18n } from '../lib/i18n/i18n';
import { createLocalCache } from '../lib/local-cache';
import { createSiteSession } from '../lib/site-session';

export const testConfig: PortalRuntimeConfig = {
  apiBase: 'https://portal.test/api',
  releaseId: '2026.11.21-test',
  maintenanceMode: false,
  auth: {
    authority: 'https://portal.test/oidc',
    clientId: 'discovery-portal',
    scopes: ['openid'],
    mode: 'openid',
    knownAuthorities: ['portal.test'],
  },
  links: {},
  translationScriptUrl: null,
};

/** The shell's services for a test: signed in as the test user unless told otherwise; the site session not started. */
export function createTestShell(overrides: Partial<ShellServices> & { signedIn?: boolean } = {}): ShellServices {
  const { signedIn = true, ...rest } = overrides;
  const auth = {
    isSignedIn: () => signedIn,
    getToken: async () => 'test-token',
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    returnPath: null,
    signInError: null,
    account: () => null,
  } as unknown as MsalAuth;
  const cache = rest.cache ?? createLocalCache({ storage: localStorage });
  return {
    auth,
    config: testConfig,
    user: new BehaviorSubject<UserProfile | null>(signedIn ? testUser : null),
    siteSession: createSiteSession(cache),
    cache,
    registryError: null,
    ...rest,
  };
}

/**
 * Renders shell UI as the running shell does: shell services, English texts, the platform (its
 * streams are the shell's own), a store and a router at `path`. With `startSiteSession` the site
 * session follows the address and the user, calling the API, as it does from the shell's start.
 */
export function renderInShell(
  ui: ReactElement,
  options: { path?: string; shell?: ShellServices; platform?: Partial<Platform>; startSiteSession?: boolean } = {},
) {
  const shell = options.shell ?? createTestShell();
  const platform = createTestPlatform({
    auth: shell.auth,
    user$: shell.user,
    site$: shell.siteSession.site$,
    permissions$: shell.siteSession.permissions$,
    path: options.path,
    ...options.platform,
  });
  const store = createAppStore(platform);
  const i18n = createShellI18n('en');
  if (options.startSiteSession) shell.siteSession.start({ store, platform, t: (key) => i18n.t(key) });
  const view = renderWithPlatform(
    <ShellContext.Provider value={shell}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ShellContext.Provider>,
    { platform, store },
  );
  return { ...view, shell, platform, store };
}

/** The dialog container with the shell's own dialogs, as the shell layout has it. */
export function ShellDialogHost() {
  return <DialogHost dialogs={SHELL_DIALOGS} />;
}
