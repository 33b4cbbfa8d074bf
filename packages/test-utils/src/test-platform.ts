import { BehaviorSubject } from 'rxjs';
import { createEventBus } from '@portal/event-bus';
import {
  busOverlayServices,
  toHref,
  type Platform,
  type PortalLocation,
  type PortalNavigator,
  type SiteContext,
} from '@portal/platform';
import type { DeploymentIndex, PermissionMap, UserProfile } from '@portal/contracts';

export const TEST_API_BASE = 'https://portal.test/api';

export const testUser: UserProfile = {
  userId: 1,
  email: 'ava.morgan@demo.portal',
  givenName: 'Ava',
  lastName: 'Morgan',
  name: 'Ava Morgan',
  picture: null,
  lastLogin: '2026-11-20T09:00:00.000Z',
  status: 'active',
  isAdministrator: false,
  managedSiteIds: [],
};

/** A site (12, 'Nordic Insights') of a deployment (3, 'Nordics'), for tests that need a current site. */
export const testSite: DeploymentIndex = {
  deploymentIndexId: 12,
  deploymentId: 3,
  name: 'Nordic Insights',
  containerName: 'nordic',
  containerUrl: 'https://storage.test',
  previewContainerName: 'nordic-previews',
  searchIndexName: 'nordic-index',
  isPreviewable: true,
  theme: null,
  welcomeMessage: 'Welcome to Nordic Insights',
  metadataSetId: null,
  pageTemplateCode: 'default',
  customizationsContainer: null,
  chartTheme: null,
  externalFormAddress: null,
  isCurrent: true,
};

/** The platform's site context of `testSite`, with the site's fields given in `site` changed. */
export const testSiteContext = (site: Partial<DeploymentIndex> = {}): SiteContext => ({
  deploymentId: 3,
  deploymentName: 'Nordics',
  site: { ...testSite, ...site },
  settings: {},
  theme: null,
  ragEndpoint: null,
});

function parseLocation(href: string, state: unknown, key: string): PortalLocation {
  const url = new URL(href, 'https://portal.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/** An in-memory history behind the platform's location stream, for tests. */
export function createMemoryNavigation(initialPath = '/') {
  let counter = 0;
  const entries = [parseLocation(initialPath, null, 'initial')];
  let index = 0;
  const location$ = new BehaviorSubject(entries[0]!);
  const move = (to: number) => {
    index = Math.max(0, Math.min(entries.length - 1, to));
    location$.next(entries[index]!);
  };
  const navigator: PortalNavigator = {
    createHref: toHref,
    push(to, state) {
      entries.splice(index + 1, entries.length, parseLocation(toHref(to), state ?? null, `k${(counter += 1)}`));
      move(index + 1);
    },
    replace(to, state) {
      entries[index] = parseLocation(toHref(to), state ?? null, `k${(counter += 1)}`);
      move(index);
    },
    go: (delta) => move(index + delta),
  };
  return { location$, navigator };
}

/** A platform for tests: real bus and streams, a token that never expires, partial overrides. */
export function createTestPlatform(overrides: Partial<Platform> & { path?: string } = {}): Platform {
  const { path, ...rest } = overrides;
  const bus = rest.bus ?? createEventBus();
  const navigation = createMemoryNavigation(path);
  return {
    auth: {
      getToken: async () => 'test-token',
      isSignedIn: () => true,
      signIn: async () => undefined,
      signOut: async () => undefined,
    },
    apiBase: TEST_API_BASE,
    releaseId: 'test',
    bus,
    user$: new BehaviorSubject<UserProfile | null>(testUser),
    site$: new BehaviorSubject<SiteContext | null>(null),
    permissions$: new BehaviorSubject<PermissionMap>({}),
    ...navigation,
    pageActions: async () => [],
    ...busOverlayServices(bus),
    ...rest,
  };
}
