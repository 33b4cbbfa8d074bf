import type { NavigationPage } from '@portal/contracts';
import { fillPlaceholders, hasNewChip, isExternalPath, toMenuLink } from './navigation-items';

const page = (name: string, path: string, code = 'page'): NavigationPage => ({
  pageId: 1,
  name,
  path,
  code,
  iconValue: null,
});

describe('navigation items', () => {
  it.each([
    ['Awards Results', true],
    ['Awards Leaderboard', true],
    ['BI Dashboards', true],
    ['Business Intelligence', true],
    ['Dashboards', true],
    ['Home', false],
    ['Awards', false],
    ['My Dashboards', false],
  ])("'%s' has a New chip: %s", (name, expected) => {
    expect(hasNewChip(name)).toBe(expected);
  });

  it('treats http and https paths as external, others as portal paths', () => {
    expect(isExternalPath('https://brand.example.com/guidelines')).toBe(true);
    expect(isExternalPath('HTTP://intranet.example.com')).toBe(true);
    expect(isExternalPath('/awards/results')).toBe(false);
    expect(isExternalPath('httpsomething')).toBe(false);
    expect(isExternalPath('mailto:help@example.com')).toBe(false);
  });

  it('replaces known placeholders and reports the unknown ones', () => {
    expect(
      fillPlaceholders('{{formsBase}}/access?site={{ siteCode }}', {
        formsBase: 'https://forms.example.com',
        siteCode: 'nw',
      }),
    ).toEqual({
      path: 'https://forms.example.com/access?site=nw',
      unresolved: [],
    });
    expect(fillPlaceholders('{{requestAccessFormUrl}}', { other: 'x', requestAccessFormUrl: '  ' })).toEqual({
      path: '{{requestAccessFormUrl}}',
      unresolved: ['requestAccessFormUrl'],
    });
  });

  it('opens a filled placeholder as an external link, hides an unfilled one, and falls back to the built-in request-access form', () => {
    const access = page('Request Access', '{{requestAccessFormUrl}}', 'requestAccess');
    expect(toMenuLink(access, { requestAccessFormUrl: 'https://forms.example.com/access' })).toMatchObject({
      href: 'https://forms.example.com/access',
      external: true,
      formDialog: null,
    });
    expect(toMenuLink(access, {})).toMatchObject({ formDialog: 'requestAccess' });
    expect(toMenuLink(page('Wiki', '{{wikiUrl}}'), {})).toBeNull();
    expect(toMenuLink(page('BI Dashboards', 'bidashboards'), {})).toMatchObject({
      href: '/bidashboards',
      external: false,
      isNew: true,
    });
  });
});
