import { BehaviorSubject } from 'rxjs';
import { screen, within } from '@testing-library/react';
import { siteAbilitiesOf, type PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createTestPlatform,
  itShowsRouteTitles,
  renderWithPlatform,
  testSiteContext,
  type RouteTitle,
} from '@portal/test-utils';
import { ToolsRoutes } from './tools-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/tools', 'Tools'],
  ['/tools/response-generator', 'Response Generator'],
  ['/tools/response-generator/new', 'New Response'],
  ['/tools/response-builder', 'Response Builder'],
  ['/tools/response-complete', 'Response Complete'],
];

const AI_USER = siteAbilitiesOf(['aiUser']).permissions;
const SITE_MEMBER = siteAbilitiesOf(['siteMember']).permissions;

function openTools(path: string, permissions: PermissionMap, site: SiteContext | null = testSiteContext()) {
  const platform = createTestPlatform({
    path,
    site$: new BehaviorSubject<SiteContext | null>(site),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  return renderWithPlatform(<ToolsRoutes />, { platform });
}

beforeEach(() => sessionStorage.clear());

describe('ToolsRoutes', () => {
  itShowsRouteTitles(ToolsRoutes, ROUTES);

  it('offers the Response Generator on the tools home of an AI user', async () => {
    openTools('/tools', AI_USER);
    const tools = await screen.findByRole('list', { name: 'Tools' });
    expect(within(tools).getByRole('heading', { level: 3, name: 'Response Generator' })).toBeVisible();
    expect(
      within(tools).getByText("Draft a response to a brief or RFP from your site's documents, with sources."),
    ).toBeVisible();
    expect(within(tools).getByRole('link', { name: 'Open the Response Generator' })).toHaveAttribute(
      'href',
      '/tools/response-generator',
    );
  });

  it('opens for a user with viewAiAssistant alone', async () => {
    openTools('/tools/response-generator', { viewAiAssistant: true });
    expect(await screen.findByRole('button', { name: 'New response' })).toBeVisible();
  });

  it.each(ROUTES.map(([path, title]) => ({ path, title })))(
    'tells a member without the AI tools why $path is closed, and shows none of it',
    async ({ path, title }) => {
      openTools(path, SITE_MEMBER);
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.getByText('The AI tools are not available to you on this site')).toBeVisible();
      expect(screen.getByText(/Using them on Nordic Insights needs the AI user role/)).toBeVisible();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('asks for a site to be opened when there is none', async () => {
    openTools('/tools', AI_USER, null);
    expect(await screen.findByText('No site is open')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Tools' })).not.toBeInTheDocument();
  });
});
