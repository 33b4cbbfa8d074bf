import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

export const PREVIOUS_ROUTE_KEY = 'portal.previousRoutePath';

/** On every navigation: scroll to top and store the previous route path locally (spec §2.4). */
export function RouteEffects() {
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (previous.current !== null && previous.current !== current) {
      localStorage.setItem(PREVIOUS_ROUTE_KEY, previous.current);
    }
    previous.current = current;
  }, [current]);

  return <Outlet />;
}
