import { testSite } from '@portal/test-utils';
import { siteSettingsChanges, siteSettingsValues, templateCodes } from './site-settings';

const SITE = { ...testSite, theme: { primary: '#1f4e79' }, chartTheme: 'light' };

describe("a site's settings in the editor", () => {
  it('starts from the site, with empty text for what is not set', () => {
    const values = siteSettingsValues(SITE);
    expect(values).toMatchObject({
      name: 'Nordic Insights',
      welcomeMessage: 'Welcome to Nordic Insights',
      pageTemplateCode: 'default',
      chartTheme: 'light',
    });
    expect(values.theme.primary).toBe('#1f4e79');
    expect(values.theme.accent).toBe('');
  });

  it('sends nothing when nothing changed', () => {
    expect(siteSettingsChanges(SITE, siteSettingsValues(SITE))).toEqual({});
  });

  it('sends only what changed: a trimmed name, a template, a new colour and a cleared one', () => {
    const values = siteSettingsValues(SITE);
    const changed = {
      ...values,
      name: '  Nordic Insights 2 ',
      pageTemplateCode: 'compact',
      theme: { ...values.theme, primary: '', accent: '#E4572E' },
    };
    expect(siteSettingsChanges(SITE, changed)).toEqual({
      name: 'Nordic Insights 2',
      pageTemplateCode: 'compact',
      theme: { primary: null, accent: '#E4572E' },
    });
  });

  it('sends a blank welcome message as null (the default welcome) and a cleared chart theme as null', () => {
    const values = siteSettingsValues(SITE);
    expect(siteSettingsChanges(SITE, { ...values, welcomeMessage: '  ', chartTheme: '' })).toEqual({
      welcomeMessage: null,
      chartTheme: null,
    });
  });

  it("offers the portal's templates, and keeps a site's own template code", () => {
    expect(templateCodes(SITE)).toEqual(['default', 'compact']);
    expect(templateCodes({ ...SITE, pageTemplateCode: 'legacy' })).toEqual(['default', 'compact', 'legacy']);
  });
});
