import { PERMISSION_CACHE_MS } from '@portal/contracts';
import { createLocalCache } from './local-cache';

describe('the local cache', () => {
  let now = 1_000_000;
  const cache = () => createLocalCache({ storage: localStorage, now: () => now });
  beforeEach(() => {
    localStorage.clear();
    now = 1_000_000;
  });

  it('keeps permissions for exactly two hours', () => {
    cache().set('permissions.7.1', { uploadAsset: true }, PERMISSION_CACHE_MS);
    now += PERMISSION_CACHE_MS - 1;
    expect(cache().get('permissions.7.1')).toEqual({ uploadAsset: true });
    now += 1;
    expect(cache().get('permissions.7.1')).toBeUndefined();
    expect(localStorage.getItem('portal.cache.permissions.7.1')).toBeNull();
  });

  it('stores under the key prefix, keeps an entry without expiry, and clears only its own keys', () => {
    cache().set('sites.chosen', 3);
    localStorage.setItem('portal.previousRoutePath', '/home');
    expect(localStorage.getItem('portal.cache.sites.chosen')).not.toBeNull();
    now += 10 * PERMISSION_CACHE_MS;
    expect(cache().get('sites.chosen')).toBe(3);
    cache().clear();
    expect(cache().get('sites.chosen')).toBeUndefined();
    expect(localStorage.getItem('portal.previousRoutePath')).toBe('/home');
  });

  it('reads a damaged entry as missing', () => {
    localStorage.setItem('portal.cache.navigation.1', '{not json');
    expect(cache().get('navigation.1')).toBeUndefined();
    expect(localStorage.getItem('portal.cache.navigation.1')).toBeNull();
  });
});
