import { BehaviorSubject } from 'rxjs';
import type { PortalLocation, PortalNavigator } from '../platform';

let keySeed = 0;
const nextKey = () => `k${(keySeed += 1).toString(36)}`;

function readLocation(state: unknown = window.history.state): PortalLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state, key: nextKey() };
}

export function toHref(to: string | Partial<PortalLocation>): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * A location source over window.history, for a remote running standalone (in the shell the
 * location comes from the shell's router instead).
 */
export function createBrowserLocation(): { location$: BehaviorSubject<PortalLocation>; navigator: PortalNavigator } {
  const location$ = new BehaviorSubject(readLocation());
  window.addEventListener('popstate', (event) => location$.next(readLocation(event.state)));
  const navigator: PortalNavigator = {
    createHref: toHref,
    push(to, state) {
      window.history.pushState(state ?? null, '', toHref(to));
      location$.next(readLocation(state));
    },
    replace(to, state) {
      window.history.replaceState(state ?? null, '', toHref(to));
      location$.next(readLocation(state));
    },
    go: (delta) => window.history.go(delta),
  };
  return { location$, navigator };
}
