import { accessCache, accessKey, ragSiteId } from './site-access';

describe('when a site’s permissions and navigation load (spec §4)', () => {
  it('again for another user or another site, never without both', () => {
    expect(accessKey(7, 1)).toBe('7.1');
    expect(accessKey(7, 2)).not.toBe(accessKey(7, 1));
    expect(accessKey(8, 1)).not.toBe(accessKey(7, 1));
    expect(accessKey(null, 1)).toBeNull();
    expect(accessKey(7, null)).toBeNull();
  });

  it('from the local cache, where they are kept 2 hours', () => {
    expect(accessCache('7.1')).toEqual({
      permissions: 'permissions.7.1',
      navigation: 'navigation.7.1',
      ttlMs: 2 * 60 * 60 * 1000,
    });
  });
});

describe('the retrieval assistant endpoint', () => {
  it('is read for the current site only when its permissions allow the assistant', () => {
    expect(ragSiteId(1, { viewRagAssistant: true })).toBe(1);
    expect(ragSiteId(1, { viewRagAssistant: false })).toBeNull();
    expect(ragSiteId(1, {})).toBeNull();
    expect(ragSiteId(null, { viewRagAssistant: true })).toBeNull();
  });
});
