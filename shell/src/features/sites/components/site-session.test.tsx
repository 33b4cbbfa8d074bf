import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import type { Deployment, DeploymentIndex, PortalEventOf } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { createMswServer, TEST_API_BASE } from '@portal/test-utils';
import { renderInShell } from '../../../testing/test-shell';
import { SiteNotFoundPage } from './site-not-found-page';

const site = (deploymentIndexId: number, name: string, isCurrent: boolean) =>
  ({ deploymentIndexId, deploymentId: 7, name, isCurrent, theme: null }) as DeploymentIndex;
// The user may use sites 1 (their default) and 2; any other id is unknown or forbidden to them.
const deployments = [
  {
    deploymentId: 7,
    name: 'Agency',
    isCurrent: true,
    metadataSetId: null,
    primaryColor: null,
    deploymentIndexes: [site(1, 'Global', true), site(2, 'Brand Lab', false)],
  },
] as Deployment[];

const server = createMswServer();
let siteCalls: string[] = [];

beforeEach(() => {
  siteCalls = [];
  server.use(
    http.get(`${TEST_API_BASE}/v2/deployments`, () => HttpResponse.json(deployments)),
    http.post(`${TEST_API_BASE}/v2/deploymentIndexes/:id/checkPermissions`, ({ params }) => {
      siteCalls.push(`permissions ${String(params.id)}`);
      return HttpResponse.json({});
    }),
    http.get(`${TEST_API_BASE}/v2/acl/portal/navigationItems/:id`, ({ params }) => {
      siteCalls.push(`navigation ${String(params.id)}`);
      return HttpResponse.json([]);
    }),
    http.get(`${TEST_API_BASE}/v2/deploymentIndexes/:id/customization`, () => HttpResponse.json({ settings: [] })),
    http.get(`${TEST_API_BASE}/v2/deploymentIndexes/theme/:id`, () => HttpResponse.json({})),
  );
});
afterEach(() => localStorage.clear());

/** A page as a remote renders it: its name and the site the platform says is current. */
function Page({ name }: { name: string }) {
  const current = useStream(usePlatform().site$);
  return (
    <>
      <h1>{current ? `${name} of ${current.site.name}` : 'Loading…'}</h1>
      <Link to="/collections">Collections</Link>
      <Link to="/sites/42/search">A link to site 42</Link>
    </>
  );
}

function renderAt(path: string) {
  const view = renderInShell(
    <Routes>
      <Route path="/home" element={<Page name="Home" />} />
      <Route path="/collections" element={<Page name="Collections" />} />
      <Route path="/sites/notfound" element={<SiteNotFoundPage />} />
      {/* The site home (spec §2.1): /sites/{id} alone goes to /home, as the dashboards remote does. */}
      <Route path="/sites/:indexId" element={<Navigate to="/home" replace />} />
      <Route path="/sites/:indexId/search" element={<Page name="Search" />} />
    </Routes>,
    { path, startSiteSession: true },
  );
  const address = () => {
    const { pathname, search } = view.platform.location$.getValue();
    return `${pathname}${search}`;
  };
  return { ...view, address };
}

describe('site selection from the address (spec §4)', () => {
  it('opens the home of the site in /sites/{id}, not the default site', async () => {
    const { address } = renderAt('/sites/2');
    expect(await screen.findByRole('heading', { name: 'Home of Brand Lab' })).toBeInTheDocument();
    expect(address()).toBe('/home');
    expect(siteCalls).toEqual(expect.arrayContaining(['permissions 2', 'navigation 2']));
    expect(siteCalls).not.toContain('permissions 1');
  });

  it('lands a deep link on that site, and the site stays current when the user moves on', async () => {
    const { address } = renderAt('/sites/2/search?q=x');
    expect(await screen.findByRole('heading', { name: 'Search of Brand Lab' })).toBeInTheDocument();
    expect(address()).toBe('/sites/2/search?q=x');

    await userEvent.click(screen.getByRole('link', { name: 'Collections' }));
    expect(await screen.findByRole('heading', { name: 'Collections of Brand Lab' })).toBeInTheDocument();
  });

  it('uses the default site when the address names none', async () => {
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Home of Global' })).toBeInTheDocument();
  });

  it('sends a site the user cannot use to Site Not Found, with the site asked for and the way back', async () => {
    const { address } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home of Global' });

    await userEvent.click(screen.getByRole('link', { name: 'A link to site 42' }));
    expect(await screen.findByRole('heading', { name: 'Site Not Found' })).toBeInTheDocument();
    expect(address()).toBe('/sites/notfound');
    expect(
      screen.getByText('The site in this address does not exist or you do not have access to it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You asked for site 42, at /sites/42/search.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to /home' }));
    expect(await screen.findByRole('heading', { name: 'Home of Global' })).toBeInTheDocument();
    expect(address()).toBe('/home');
  });

  it('sends a deep link to an unknown site to Site Not Found, and offers the home site', async () => {
    const { address } = renderAt('/sites/abc/search?q=x');
    expect(await screen.findByText('You asked for site abc, at /sites/abc/search?q=x.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to your home site, Global' }));
    expect(await screen.findByRole('heading', { name: 'Home of Global' })).toBeInTheDocument();
    expect(address()).toBe('/home');
  });
});

describe('choosing a site (My sites, spec §2.6)', () => {
  let remembered: string[] = [];
  const rememberAnswering = (status: number) =>
    http.put(`${TEST_API_BASE}/v2/deployments/setDefaultIndex/:id`, ({ params }) => {
      remembered.push(String(params.id));
      return status === 200
        ? HttpResponse.json(site(2, 'Brand Lab', true))
        : HttpResponse.json({ statusCode: status, error: 'Not now.' }, { status });
    });
  beforeEach(() => {
    remembered = [];
  });

  it('makes the chosen site current, opens its home and has the API remember it', async () => {
    server.use(rememberAnswering(200));
    const { shell, address } = renderAt('/collections');
    await screen.findByRole('heading', { name: 'Collections of Global' });

    await act(() => shell.siteSession.chooseSite(2));
    expect(await screen.findByRole('heading', { name: 'Home of Brand Lab' })).toBeInTheDocument();
    expect(address()).toBe('/home');
    expect(remembered).toEqual(['2']);
    expect(siteCalls).toEqual(expect.arrayContaining(['permissions 2', 'navigation 2']));
  });

  it('keeps the chosen site when the API cannot remember it, and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(rememberAnswering(503));
    const { shell, platform } = renderAt('/home');
    const notices: PortalEventOf<'notify'>[] = [];
    platform.bus.on('notify').subscribe((event) => notices.push(event));
    await screen.findByRole('heading', { name: 'Home of Global' });

    await act(() => shell.siteSession.chooseSite(2));
    expect(await screen.findByRole('heading', { name: 'Home of Brand Lab' })).toBeInTheDocument();
    expect(notices).toEqual([
      {
        type: 'notify',
        message: 'The site is open, but it could not be remembered for your next visit.',
        level: 'warning',
      },
    ]);
  });
});
