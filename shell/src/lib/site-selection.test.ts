import type { Deployment, DeploymentIndex } from '@portal/contracts';
import { chooseSite, NO_SELECTION, selectSite, type SelectionPass, type SiteSelection } from './site-selection';

const site = (deploymentIndexId: number, isCurrent = false) =>
  ({ deploymentIndexId, name: `Site ${deploymentIndexId}`, isCurrent }) as DeploymentIndex;
// The user may use sites 1 (their default) and 2; any other id is unknown or forbidden to them.
const deployments = [
  { deploymentId: 7, name: 'Agency', deploymentIndexes: [site(1, true), site(2)] },
] as unknown as Deployment[];

const LOADING = undefined;

/** Passes through the addresses in turn, with the user's sites known (or LOADING); the last pass. */
function visit(addresses: string[], sites: Deployment[] | undefined, from: SiteSelection = NO_SELECTION) {
  let pass: SelectionPass = { selection: from, asked: null, notFound: null };
  for (const address of addresses) {
    const url = new URL(address, 'https://portal.test');
    pass = selectSite(pass.selection, { pathname: url.pathname, search: url.search }, sites);
  }
  return pass;
}
const currentId = (selection: SiteSelection) => selection.current?.site.deploymentIndexId ?? null;

describe('which site is current (spec §4 "Site selection")', () => {
  it('is none while the sites load, whatever the address', () => {
    const pass = visit(['/home'], LOADING);
    expect(pass.selection.current).toBeNull();
    expect(pass.notFound).toBeNull();
  });

  it('is the default site when the address names none', () => {
    expect(currentId(visit(['/home'], deployments).selection)).toBe(1);
  });

  it('is the site in the address, which stays current when the user moves on', () => {
    const deepLink = visit(['/sites/2/search?q=x'], deployments);
    expect(currentId(deepLink.selection)).toBe(2);
    expect(currentId(visit(['/collections'], deployments, deepLink.selection).selection)).toBe(2);
  });

  it('is the chosen site once the user chooses one, until the address asks for another', () => {
    const chosen = chooseSite(visit(['/home'], deployments).selection, 2);
    expect(currentId(visit(['/home'], deployments, chosen).selection)).toBe(2);
    expect(currentId(visit(['/sites/1/search'], deployments, chosen).selection)).toBe(1);
  });

  it('keeps the same current site (the same object) while it does not change', () => {
    const first = visit(['/home'], deployments).selection;
    expect(visit(['/collections'], [...deployments], first).selection.current).toBe(first.current);
  });
});

describe('a site asked for in the address', () => {
  it('that is not the user’s goes to Site Not Found with the site asked for and the way back', () => {
    const pass = visit(['/home', '/sites/42/search?q=x'], deployments);
    expect(pass.notFound).toEqual({
      requestedSite: '42',
      requestedPath: '/sites/42/search?q=x',
      previousPath: '/home',
    });
    // Nothing else changes in that pass: the site of the page before stays current.
    expect(currentId(pass.selection)).toBe(1);
  });

  it('that names no site by its id goes there too, without a way back when the address opened the portal', () => {
    expect(visit(['/sites/abc'], deployments).notFound).toEqual({
      requestedSite: 'abc',
      requestedPath: '/sites/abc',
      previousPath: null,
    });
  });

  it('before the sites are known is still checked when they arrive, though the address moved on', () => {
    const waiting = visit(['/sites/2', '/home'], LOADING);
    expect(waiting.selection.current).toBeNull();
    expect(waiting.asked).toBe('2');

    const arrived = selectSite(waiting.selection, { pathname: '/home', search: '' }, deployments);
    expect(arrived.notFound).toBeNull();
    expect(currentId(arrived.selection)).toBe(2);
    expect(arrived.asked).toBeNull();
  });

  it('before the sites are known, and not the user’s, goes to Site Not Found with the address that asked', () => {
    const waiting = visit(['/sites/42/search', '/home'], LOADING);
    expect(selectSite(waiting.selection, { pathname: '/home', search: '' }, deployments).notFound).toEqual({
      requestedSite: '42',
      requestedPath: '/sites/42/search',
      previousPath: null,
    });
  });

  it('is not the Site Not Found page itself', () => {
    const pass = visit(['/home', '/sites/42', '/sites/notfound'], deployments);
    expect(pass.notFound).toBeNull();
    expect(currentId(pass.selection)).toBe(1);
  });
});
