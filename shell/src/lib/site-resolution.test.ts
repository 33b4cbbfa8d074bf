import type { Deployment, DeploymentIndex } from '@portal/contracts';
import { findSiteBySegment, resolveCurrentSite, siteSegmentInPath } from './site-resolution';

const site = (deploymentIndexId: number, isCurrent = false) =>
  ({ deploymentIndexId, name: `Site ${deploymentIndexId}`, isCurrent }) as DeploymentIndex;
const deployment = (deploymentId: number, sites: DeploymentIndex[]) =>
  ({
    deploymentId,
    name: `Deployment ${deploymentId}`,
    isCurrent: false,
    deploymentIndexes: sites,
  }) as unknown as Deployment;

describe('current site resolution (spec §4)', () => {
  const deployments = [deployment(1, []), deployment(2, [site(3), site(4, true)]), deployment(5, [site(6)])];

  it('takes the chosen site when it exists', () => {
    expect(resolveCurrentSite(deployments, 6)?.site.deploymentIndexId).toBe(6);
    expect(resolveCurrentSite(deployments, 6)?.deployment.deploymentId).toBe(5);
  });

  it('else the one flagged current', () => {
    expect(resolveCurrentSite(deployments, 99)?.site.deploymentIndexId).toBe(4);
    expect(resolveCurrentSite(deployments, null)?.site.deploymentIndexId).toBe(4);
  });

  it('else the first site of the first deployment that has sites', () => {
    const none = [deployment(1, []), deployment(2, [site(3), site(4)])];
    expect(resolveCurrentSite(none)?.site.deploymentIndexId).toBe(3);
  });

  it('is null for a user without a site', () => {
    expect(resolveCurrentSite([deployment(1, [])])).toBeNull();
    expect(resolveCurrentSite([])).toBeNull();
  });
});

describe('a site in the URL', () => {
  it.each([
    ['/sites/3', '3'],
    ['/sites/3/search', '3'],
    ['/sites/12/awards/results', '12'],
    ['/sites/abc/search', 'abc'],
    ['/sites/notfound', null],
    ['/home', null],
  ])('%s names %s', (path, expected) => {
    expect(siteSegmentInPath(path)).toBe(expected);
  });

  const deployments = [deployment(2, [site(3), site(4)])];
  it.each([
    ['3', 3],
    ['4', 4],
    ['5', undefined],
    ['abc', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['03', undefined],
  ])('segment %s is site %s of the user', (segment, expected) => {
    expect(findSiteBySegment(deployments, segment)?.site.deploymentIndexId).toBe(expected);
  });
});
