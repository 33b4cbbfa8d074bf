import type { Deployment } from '@portal/contracts';
import { testSite, testUser } from '@portal/test-utils';
import { adminScopeOf, managedSitesOf, mayChangeStatusOf, startingSiteOf } from './admin-scope';

const PORTAL_ADMIN = { ...testUser, userId: 1, isAdministrator: true, managedSiteIds: [12, 14] };
const SITE_ADMIN = { ...testUser, userId: 2, isAdministrator: false, managedSiteIds: [14] };
const MEMBER = { ...testUser, userId: 3, isAdministrator: false, managedSiteIds: [] };

const DEPLOYMENTS: Deployment[] = [
  {
    deploymentId: 3,
    name: 'Nordics',
    isCurrent: true,
    metadataSetId: null,
    primaryColor: null,
    deploymentIndexes: [
      { ...testSite, deploymentIndexId: 12, name: 'Nordic Insights' },
      { ...testSite, deploymentIndexId: 14, name: 'Iberia Works' },
    ],
  },
];

describe('the admin scope of a signed-in user', () => {
  it('offers a portal administrator every section, every site, the status of others and every site at once', () => {
    const scope = adminScopeOf(PORTAL_ADMIN);
    expect(scope.kind).toBe('portalAdministrator');
    expect(scope.sections).toEqual(['users', 'userGroups', 'deployments', 'audit']);
    expect(scope.mayListAllSites).toBe(true);
    expect(mayChangeStatusOf(scope, 7)).toBe(true);
    expect(mayChangeStatusOf(scope, PORTAL_ADMIN.userId)).toBe(false); // never themselves
  });

  it('offers a site administrator users and user groups of their sites only, and no status change', () => {
    const scope = adminScopeOf(SITE_ADMIN);
    expect(scope.kind).toBe('siteAdministrator');
    expect(scope.sections).toEqual(['users', 'userGroups']);
    expect(scope.mayListAllSites).toBe(false);
    expect(mayChangeStatusOf(scope, 7)).toBe(false);
    expect(managedSitesOf(scope, DEPLOYMENTS)).toEqual([
      { siteId: 14, name: 'Iberia Works', deploymentName: 'Nordics' },
    ]);
  });

  it('offers anyone else nothing (and nothing before sign-in)', () => {
    for (const user of [MEMBER, null]) {
      const scope = adminScopeOf(user);
      expect(scope.kind).toBe('none');
      expect(scope.sections).toEqual([]);
      expect(managedSitesOf(scope, DEPLOYMENTS)).toEqual([]);
      expect(mayChangeStatusOf(scope, 7)).toBe(false);
    }
  });

  it('names a managed site the deployments do not list by its number, so it stays reachable', () => {
    const scope = adminScopeOf({ ...SITE_ADMIN, managedSiteIds: [14, 99] });
    expect(managedSitesOf(scope, DEPLOYMENTS).map((site) => site.name)).toEqual(['Iberia Works', 'Site 99']);
  });

  it('starts the site pickers on the current site when managed, else the first; the users list of a portal administrator on every site', () => {
    const portal = adminScopeOf(PORTAL_ADMIN);
    const sites = managedSitesOf(portal, DEPLOYMENTS);
    expect(startingSiteOf(portal, sites, 14)).toBe(14);
    expect(startingSiteOf(portal, sites, 99)).toBe(12);
    expect(startingSiteOf(portal, sites, 14, { allowAll: true })).toBeNull();
    const site = adminScopeOf(SITE_ADMIN);
    expect(startingSiteOf(site, managedSitesOf(site, DEPLOYMENTS), 12, { allowAll: true })).toBe(14);
  });
});
