import type { CustomizationSet, Deployment, DeploymentIndex } from '@portal/contracts';
import { NO_SETTINGS, sessionStatus, settingsOf, siteContextOf } from './site-session-state';

const deployment = { deploymentId: 7, name: 'Agency' } as Deployment;
const current = { deployment, site: { deploymentIndexId: 1, name: 'Global' } as DeploymentIndex };

describe('the site session status', () => {
  it('is error when the sites could not be loaded', () => {
    expect(sessionStatus({ failed: true, sitesKnown: false, current: null, asked: null })).toBe('error');
  });

  it('is loading while the sites load, or while a site asked for in the address is not current yet', () => {
    expect(sessionStatus({ failed: false, sitesKnown: false, current: null, asked: null })).toBe('loading');
    expect(sessionStatus({ failed: false, sitesKnown: true, current: null, asked: '2' })).toBe('loading');
  });

  it('is ready with a current site, and noSite for a user without any', () => {
    expect(sessionStatus({ failed: false, sitesKnown: true, current, asked: '1' })).toBe('ready');
    expect(sessionStatus({ failed: false, sitesKnown: true, current: null, asked: null })).toBe('noSite');
  });
});

describe('what the remotes get of the site', () => {
  it('has the site’s customization values by property code, none while they load', () => {
    const customization = {
      settings: [
        { appPropertyCode: 'requestAccessFormUrl', value: 'https://forms.example.com' },
        { appPropertyCode: 'bannerText', value: null },
      ],
    } as CustomizationSet;
    expect(settingsOf(customization)).toEqual({ requestAccessFormUrl: 'https://forms.example.com', bannerText: null });
    expect(settingsOf(undefined)).toBe(NO_SETTINGS);
  });

  it('is the current site with its deployment, settings, theme and assistant, or null without one', () => {
    const settings = { bannerText: 'Hello' };
    expect(siteContextOf({ current, settings, theme: null, ragEndpoint: null })).toEqual({
      deploymentId: 7,
      deploymentName: 'Agency',
      site: current.site,
      settings,
      theme: null,
      ragEndpoint: null,
    });
    expect(siteContextOf({ current: null, settings, theme: null, ragEndpoint: null })).toBeNull();
  });
});
