import { createBrowserLocation } from './browser-location';

describe('browser location', () => {
  it('follows pushes, replaces and the back button', () => {
    window.history.replaceState(null, '', '/home');
    const { location$, navigator } = createBrowserLocation();
    const seen: string[] = [];
    location$.subscribe((location) => seen.push(`${location.pathname}${location.search}`));

    navigator.push('/search?q=brand');
    navigator.replace({ pathname: '/search', search: '?q=brand&page=2' });
    expect(window.location.pathname + window.location.search).toBe('/search?q=brand&page=2');

    window.history.replaceState(null, '', '/collections');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(seen).toEqual(['/home', '/search?q=brand', '/search?q=brand&page=2', '/collections']);
  });
});
