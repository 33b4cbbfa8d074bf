import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { PermissionMap, PortalRuntimeConfig, UserProfile } from '@portal/contracts';
import type { Platform, SiteContext } from '@portal/platform';
import type { MsalAuth } from '@portal/platform/msal-auth';
import { createTestPlatform, renderWithPlatform, testUser } from '@portal/test-utils';
import { ShellContext, type ShellServices } from '../features/auth/shell-context';
import { createShellI18n } from '../features/i18n/i18n';
import { createLocalCache } from '../features/sites/local-cache';

export const testConfig: PortalRuntimeConfig = {
  apiBase: 'https://portal.test/api',
  releaseId: '2026.11.21-test',
  maintenanceMode: false,
  auth: { authority: 'https://portal.test/oidc', clientId: 'discovery-portal', scopes: ['openid'], mode: 'openid', knownAuthorities: ['portal.test'] },
  links: {},
  translationScriptUrl: null,
};

/** The shell's services for a test: signed in as the test user unless told otherwise. */
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
  return {
    auth,
    config: testConfig,
    user: new BehaviorSubject<UserProfile | null>(signedIn ? testUser : null),
    site: new BehaviorSubject<SiteContext | null>(null),
    permissions: new BehaviorSubject<PermissionMap>({}),
    cache: createLocalCache({ storage: localStorage }),
    registryError: null,
    ...rest,
  };
}

/**
 * Renders shell UI as the running shell does: shell services, English texts, the platform (its
 * streams are the shell's own), a store and a router at `path`.
 */
export function renderInShell(ui: ReactElement, options: { path?: string; shell?: ShellServices; platform?: Partial<Platform> } = {}) {
  const shell = options.shell ?? createTestShell();
  const platform = createTestPlatform({
    auth: shell.auth,
    user$: shell.user,
    site$: shell.site,
    permissions$: shell.permissions,
    path: options.path,
    ...options.platform,
  });
  const store = createAppStore(platform);
  const view = renderWithPlatform(
    <ShellContext.Provider value={shell}>
      <I18nextProvider i18n={createShellI18n('en')}>{ui}</I18nextProvider>
    </ShellContext.Provider>,
    { platform, store },
  );
  return { ...view, shell, platform, store };
}
