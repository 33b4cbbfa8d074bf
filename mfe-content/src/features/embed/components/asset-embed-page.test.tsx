import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { BehaviorSubject } from 'rxjs';
import { ACCESS_MESSAGES, ACTION_FLAGS, type PermissionMap } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { aRecord, anAsset, fakeContentServer, siteActions } from '../../../testing/fake-content-server';

const server = createMswServer();
const DASHBOARD = { content_types: ['Dashboards'], title: 'Pipeline by region', dashboard_access: ['Ava Morgan'] };

function dashboard(action: string, url = 'https://portal.test/sites/2/dashboards/builtin/engagement', access = true) {
  return fakeContentServer(
    aRecord('dash-1', { ...DASHBOARD, external_url: url, external_url_action: action }),
    anAsset(41, 'dash-1', { hasUserGroupAccess: access, title: 'Pipeline by region' }),
  );
}

function open(
  path: string,
  fake: ReturnType<typeof fakeContentServer>,
  flags: number[] = [],
  permissions: PermissionMap = {},
) {
  server.use(...fake.handlers);
  const actions = siteActions(flags);
  const platform = createTestPlatform({
    path,
    pageActions: actions.pageActions,
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  const dialogs: unknown[] = [];
  const panels: unknown[] = [];
  platform.bus.on('dialog/open').subscribe((event) => dialogs.push([event.key, event.props]));
  platform.bus.on('panel/open').subscribe((event) => panels.push([event.key, event.props]));
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
  return { dialogs, panels, platform };
}

const views = (fake: ReturnType<typeof fakeContentServer>) =>
  fake.state.calls.filter((call) => call === 'POST v2/assets/41/insights/views').length;

describe('the asset embed page (spec §2.2 asset-embed, §4 embed modes)', () => {
  it("embeds an 'embed' dashboard in a frame, marks it viewed once, and loads it again on a new refresh marker", async () => {
    const fake = dashboard('embed');
    const { platform } = open('/sites/2/asset/embed?docId=dash-1', fake);
    const frame = await screen.findByTitle('Pipeline by region');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://portal.test/sites/2/dashboards/builtin/engagement');
    await waitFor(() => expect(views(fake)).toBe(1));

    act(() => platform.navigator.push('/sites/2/asset/embed?docId=dash-1&refresh=bWFyaw'));
    await waitFor(() => expect(screen.getByTitle('Pipeline by region')).not.toBe(frame));
    expect(frame).not.toBeInTheDocument();
    expect(views(fake)).toBe(1);
  });

  it('has the AI Interact sidebar beside the dashboard for who may use it, opening a tool on the dashboard', async () => {
    const { panels } = open('/sites/2/asset/embed?docId=dash-1', dashboard('embed'), [], { viewOpenAi: true });
    const sidebar = await screen.findByRole('navigation', { name: 'AI Interact' });
    expect(screen.getByTitle('Pipeline by region')).toBeVisible();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Analysis' }));
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Tones' }));
    expect(panels).toEqual([
      ['aiTool', { tool: 'tones', docId: 'dash-1', assetId: 41, title: 'Pipeline by region', siteId: 2 }],
    ]);
  });

  it('has no AI Interact sidebar without viewOpenAi or viewAiInteract', async () => {
    open('/sites/2/asset/embed?docId=dash-1', dashboard('embed'), [], { viewAiAssistant: true });
    expect(await screen.findByTitle('Pipeline by region')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'AI Interact' })).toBeNull();
  });

  it('shows the Dashboard Access dialog, not the dashboard, to a user without user-group access', async () => {
    const fake = dashboard('embed', undefined, false);
    const { dialogs } = open('/sites/2/asset/embed?docId=dash-1', fake);
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard Access' });
    expect(dialog).toHaveTextContent('Please follow the below instructions to request access to this dashboard.');
    expect(dialog).toHaveTextContent('Ava Morgan');
    expect(screen.queryByTitle('Pipeline by region')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Dashboard Access Request' }));
    expect(dialogs).toEqual([['dashboardAccessRequest', { docId: 'dash-1', dashboardName: 'Pipeline by region' }]]);
    expect(views(fake)).toBe(0);
  });

  it("opens a 'new window' dashboard in a new tab once and marks it viewed", async () => {
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    const fake = dashboard('new window', 'https://bi.example.test/report/7');
    open('/sites/2/asset/embed?docId=dash-1', fake);
    expect(await screen.findByText('The dashboard opens in a new tab.')).toBeVisible();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith('https://bi.example.test/report/7', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(views(fake)).toBe(1));
    opened.mockRestore();
  });

  it('opens nothing for an address that does not parse, and logs it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    open('/sites/2/asset/embed?docId=dash-1', dashboard('embed', 'not a url'));
    expect(await screen.findByText("This dashboard's address is not valid, so it cannot be opened.")).toBeVisible();
    expect(warn).toHaveBeenCalledWith('invalid externalUrl', 'not a url');
    expect(screen.queryByTitle('Pipeline by region')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it("says there is nothing to embed for an action 'none'", async () => {
    open('/sites/2/asset/embed?docId=dash-1', dashboard('none'));
    expect(await screen.findByText('This asset has no dashboard to show.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open its content page' })).toHaveAttribute(
      'href',
      '/sites/2/content/dash-1/home',
    );
  });

  it('opens the Power BI embed error dialog with the server’s reason when there is no embed token', async () => {
    const fake = dashboard('api power bi embed', 'https://app.powerbi.com/groups/g1/reports/r1/ReportSection');
    const asked: unknown[] = [];
    server.use(
      http.post(`${TEST_API_BASE}/v2/powerbi/embedToken`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          reportId: '',
          token: '',
          embedUrl: '',
          expiration: null,
          error: 'Power BI embedding is not configured on this server: set POWERBI_TENANT_ID.',
        });
      }),
    );
    const { dialogs } = open('/sites/2/asset/embed?docId=dash-1', fake);
    expect(await screen.findByText('The Power BI report could not be embedded.')).toBeVisible();
    expect(asked).toEqual([
      { reportUrl: 'https://app.powerbi.com/groups/g1/reports/r1/ReportSection', docId: 'dash-1' },
    ]);
    expect(dialogs).toEqual([
      [
        'powerBiEmbedError',
        {
          error: 'Power BI embedding is not configured on this server: set POWERBI_TENANT_ID.',
          title: 'Pipeline by region',
        },
      ],
    ]);
  });

  it('shows the actions bar of an actions-bar variant with the actions the site allows', async () => {
    open('/sites/2/asset/embed?docId=dash-1', dashboard('power bi embed actions bar'), [ACTION_FLAGS.like]);
    const bar = await screen.findByRole('toolbar', { name: 'Dashboard actions' });
    expect(await within(bar).findByRole('button', { name: 'Like (0)' })).toBeVisible();
    expect(within(bar).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByTitle('Pipeline by region').tagName).toBe('IFRAME');
  });

  it('shows the Private Asset dialog for a private asset the user may not open', async () => {
    const fake = fakeContentServer(
      { ...aRecord('dash-1', DASHBOARD), isAccessible: false },
      anAsset(41, 'dash-1', { isAccessible: false }),
    );
    const { dialogs } = open('/sites/2/asset/embed?docId=dash-1', fake);
    expect(await screen.findByText(ACCESS_MESSAGES.privateAsset)).toBeVisible();
    expect(dialogs).toEqual([['privateAsset', { assetId: 41, docId: 'dash-1', title: 'Pipeline by region' }]]);
    expect(screen.queryByTitle('Pipeline by region')).not.toBeInTheDocument();
  });

  it('shows the decision with debug in the address', async () => {
    open('/sites/2/asset/embed?docId=dash-1&debug', dashboard('embed'));
    await screen.findByTitle('Pipeline by region');
    expect(screen.getByText('Embed decision (debug)')).toBeInTheDocument();
    expect(screen.getByText(/"renderer": "iframe"/)).toBeInTheDocument();
  });
});

describe('the content page’s dashboard button', () => {
  it('goes to the asset embed page for a user with access', async () => {
    const { platform } = open('/sites/2/content/dash-1/home', dashboard('embed'));
    await userEvent.click(await screen.findByRole('button', { name: 'Open dashboard' }));
    await waitFor(() => expect(platform.location$.getValue().pathname).toBe('/sites/2/asset/embed'));
    expect(platform.location$.getValue().search).toBe('?docId=dash-1');
  });

  it('opens the Dashboard Access dialog for a user without access, and stays', async () => {
    const { platform } = open('/sites/2/content/dash-1/home', dashboard('embed', undefined, false));
    await userEvent.click(await screen.findByRole('button', { name: 'Open dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'Dashboard Access' })).toHaveTextContent(
      'Please follow the below instructions to request access to this dashboard.',
    );
    expect(platform.location$.getValue().pathname).toBe('/sites/2/content/dash-1/home');
  });

  it('is not shown for a document without a dashboard', async () => {
    open('/sites/2/content/dash-1/home', dashboard('none'));
    await screen.findByRole('heading', { level: 2, name: 'Pipeline by region' });
    expect(screen.queryByRole('button', { name: 'Open dashboard' })).not.toBeInTheDocument();
  });
});
