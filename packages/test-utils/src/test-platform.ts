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
import type { PermissionMap, UserProfile } from '@portal/contracts';

export const TEST_API_BASE = 'https://portal.test/api';

export const testUser: UserProfile = {
  userId: 1,
  email: 'ava.morgan@demo.portal',
  givenName: 'Ava',
  lastName: 'Morgan',
  name: 'Ava Morgan',
  picture: null,
  lastLogin: null,
  status: 'active',
};

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
