import { fillPath, matchShortcuts, shortcutsOf, type Shortcut } from './shortcut-entries';

describe('fillPath', () => {
  it('fills every placeholder from the values, trimmed', () => {
    expect(fillPath(' /forms/{{ form }}?to={{team}} ', { form: ' access ', team: 'sales' })).toBe(
      '/forms/access?to=sales',
    );
  });

  it('gives null when a placeholder has no value, or a blank one', () => {
    expect(fillPath('{{a}}/{{b}}', { a: 'x' })).toBeNull();
    expect(fillPath('{{a}}', { a: '  ' })).toBeNull();
    expect(fillPath('{{a}}', { a: null })).toBeNull();
  });
});

describe('shortcutsOf', () => {
  const page = (pageId: number, path: string) => ({ pageId, name: `Page ${pageId}`, path, code: 'c', iconValue: null });

  it('keeps an address once, where it first appears', () => {
    const shortcuts = shortcutsOf(
      [
        { pageGroupingId: 1, name: 'B', code: 'b', order: 2, pages: [page(3, '/search')] },
        { pageGroupingId: 2, name: 'A', code: 'a', order: 1, pages: [page(1, 'search'), page(2, 'https://x.test')] },
      ],
      [
        {
          quickLinkId: 1,
          name: 'Links',
          quickLinkValues: [{ quickLinkValueId: 9, quickLinkId: 1, name: 'X again', value: 'https://x.test' }],
        },
      ],
      {},
    );
    expect(shortcuts.map(({ key, group, href }) => [key, group, href])).toEqual([
      ['page-1', 'A', '/search'],
      ['page-2', 'A', 'https://x.test'],
    ]);
  });
});

describe('matchShortcuts', () => {
  const shortcut = (name: string, group: string): Shortcut => ({
    key: name,
    name,
    group,
    href: '/',
    external: false,
    newTab: false,
  });
  const all = [shortcut('Search', 'Discover'), shortcut('Award Showcase', 'Awards'), shortcut('Groups', 'Discover')];

  it('keeps the entries holding every word, in name or group, whatever the case', () => {
    expect(matchShortcuts(all, '  DISC   gro ').map((entry) => entry.name)).toEqual(['Groups']);
    expect(matchShortcuts(all, 'awards show').map((entry) => entry.name)).toEqual(['Award Showcase']);
  });

  it('keeps everything for a blank filter', () => {
    expect(matchShortcuts(all, '   ')).toEqual(all);
  });
});
