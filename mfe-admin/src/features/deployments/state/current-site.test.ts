import type { Deployment, DeploymentIndex } from '@portal/contracts';
import { testSite } from '@portal/test-utils';
import { currentSitePlace } from './current-site';

const site = (deploymentId: number, deploymentIndexId: number, isCurrent = false): DeploymentIndex => ({
  ...testSite,
  deploymentId,
  deploymentIndexId,
  name: `Site ${deploymentIndexId}`,
  isCurrent,
});
const deployment = (deploymentId: number, sites: DeploymentIndex[]): Deployment => ({
  deploymentId,
  name: `Deployment ${deploymentId}`,
  isCurrent: sites.some((one) => one.isCurrent),
  metadataSetId: null,
  primaryColor: null,
  deploymentIndexes: sites,
});

const TREE = [deployment(1, []), deployment(2, [site(2, 20), site(2, 21, true)]), deployment(3, [site(3, 30)])];

describe('the current deployment and index (spec §4)', () => {
  it("is the user's chosen site when the list holds it", () => {
    expect(currentSitePlace(TREE, 30)).toEqual({ deploymentId: 3, deploymentIndexId: 30 });
  });

  it('is the site flagged current when nothing is chosen, or the chosen one is not in the list', () => {
    expect(currentSitePlace(TREE)).toEqual({ deploymentId: 2, deploymentIndexId: 21 });
    expect(currentSitePlace(TREE, null)).toEqual({ deploymentId: 2, deploymentIndexId: 21 });
    expect(currentSitePlace(TREE, 99)).toEqual({ deploymentId: 2, deploymentIndexId: 21 });
  });

  it('is the first site of the first deployment that has sites when none is flagged', () => {
    const unflagged = [deployment(1, []), deployment(2, [site(2, 20), site(2, 21)]), deployment(3, [site(3, 30)])];
    expect(currentSitePlace(unflagged)).toEqual({ deploymentId: 2, deploymentIndexId: 20 });
  });

  it('is none when no deployment has a site', () => {
    expect(currentSitePlace([deployment(1, [])])).toBeNull();
    expect(currentSitePlace([])).toBeNull();
  });
});
