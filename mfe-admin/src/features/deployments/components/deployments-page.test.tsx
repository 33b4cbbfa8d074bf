import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type {
  AuditEntry,
  AuditPage,
  Deployment,
  DeploymentIndex,
  DeploymentJob,
  IndexFieldDescription,
  PortalEvent,
} from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSite,
  testSiteContext,
} from '@portal/test-utils';
import { DeploymentsPage } from './deployments-page';

const site = (deploymentId: number, deploymentIndexId: number, name: string, isCurrent = false): DeploymentIndex => ({
  ...testSite,
  deploymentId,
  deploymentIndexId,
  name,
  searchIndexName: `index-${deploymentIndexId}`,
  isCurrent,
});
const NORDIC = site(3, 12, 'Nordic Insights', true);
const ARCHIVE = site(3, 14, 'Nordic Archive');
const IBERIA = site(4, 20, 'Iberia Hub');
const COPY = site(3, 31, 'Copy of Nordic Insights');

let sites: DeploymentIndex[] = [NORDIC, ARCHIVE, IBERIA];
const tree = (): Deployment[] =>
  [
    { deploymentId: 3, name: 'Nordics' },
    { deploymentId: 4, name: 'Iberia' },
  ].map(({ deploymentId, name }) => {
    const own = sites.filter((one) => one.deploymentId === deploymentId);
    return {
      deploymentId,
      name,
      isCurrent: own.some((one) => one.isCurrent),
      metadataSetId: null,
      primaryColor: null,
      deploymentIndexes: own,
    };
  });

const job = (jobId: string, extra: Partial<DeploymentJob> = {}): DeploymentJob => ({
  jobId,
  kind: 'duplicateIndex',
  state: 'running',
  step: 'Starting',
  done: 0,
  total: 8,
  error: null,
  deploymentIndexId: null,
  ...extra,
});

/** What GET v2/deployments/jobs/{id} answers, call after call (the last one repeats). */
let jobAnswers: Record<string, DeploymentJob[]> = {};
const posted: { path: string; body: unknown }[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/deployments`, () => HttpResponse.json(tree())),
  http.post(`${TEST_API_BASE}/v2/deployments/duplicateIndex`, async ({ request }) => {
    const body = (await request.json()) as { IndexId: number; CopyName: string };
    posted.push({ path: 'duplicateIndex', body });
    return HttpResponse.json(job(body.CopyName === 'Doomed copy' ? 'job-2' : 'job-1'), { status: 202 });
  }),
  http.get(`${TEST_API_BASE}/v2/deployments/jobs/:jobId`, ({ params }) => {
    const answers = jobAnswers[String(params.jobId)] ?? [];
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next?.state === 'done') sites = [...sites, COPY];
    return next ? HttpResponse.json(next) : HttpResponse.json({ error: 'No such job.' }, { status: 404 });
  }),
);

beforeEach(() => {
  sites = [NORDIC, ARCHIVE, IBERIA];
  jobAnswers = {};
  posted.length = 0;
});

function open(chosen: DeploymentIndex | null = null) {
  const platform = createTestPlatform({
    path: '/admin/deployments',
    site$: new BehaviorSubject<SiteContext | null>(chosen ? testSiteContext(chosen) : null),
  });
  const events: PortalEvent[] = [];
  platform.bus.all().subscribe((event) => events.push(event));
  renderWithPlatform(<DeploymentsPage />, { platform, store: createAppStore(platform) });
  const notices = () =>
    events.flatMap((event) => (event.type === 'notify' ? [`${event.level}: ${event.message}`] : []));
  return { platform, events, notices };
}

const row = async (name: string) => (await screen.findByText(name, { selector: 'strong, span' })).closest('li')!;

describe('Deployments and sites', () => {
  it('lists every deployment with its sites and marks the site the user works in (spec §4)', async () => {
    open(ARCHIVE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Deployments and sites' })).toBeVisible();
    const nordics = screen.getByRole('region', { name: /Nordics/ });
    expect(
      within(nordics)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['site-12-name', 'site-14-name']);
    expect(within(nordics).getByText('Current deployment')).toBeVisible();
    expect(within(screen.getByRole('region', { name: /Iberia/ })).queryByText('Current deployment')).toBeNull();
    // The chosen site is current, though another is the saved default.
    const current = document.querySelector('li[aria-current="true"]')!;
    expect(within(current as HTMLElement).getByText('Nordic Archive')).toBeVisible();
    expect(within(current as HTMLElement).getByText('Current site')).toBeVisible();
    expect(within(await row('Nordic Insights')).getByText('Your default')).toBeVisible();
    expect(within(await row('Nordic Insights')).queryByText('Current site')).toBeNull();
  });

  it('marks the site flagged current when the user has chosen none', async () => {
    open(null);
    const current = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('li[aria-current="true"]');
      if (!found) throw new Error('No site is marked current yet.');
      return found;
    });
    expect(within(current).getByText('Nordic Insights')).toBeVisible();
    expect(within(current).getByText('Current site')).toBeVisible();
    expect(screen.getAllByText('Current site')).toHaveLength(1);
  });

  it('duplicates a site: asks the name, shows the progress with its step, then tells it is ready and shows the copy', async () => {
    jobAnswers['job-1'] = [
      job('job-1', { step: 'Copying the menu and local pages', done: 3 }),
      job('job-1', { state: 'done', step: 'Done', done: 8, deploymentIndexId: 31 }),
    ];
    const { notices } = open(NORDIC);
    await userEvent.click(within(await row('Nordic Insights')).getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Nordic Insights' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Copy of Nordic Insights');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

    const progress = await screen.findByRole('status');
    expect(progress).toHaveTextContent('Duplicating Nordic Insights as “Copy of Nordic Insights”');
    expect(await within(progress).findByText('Copying the menu and local pages')).toBeVisible();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    expect(posted).toEqual([{ path: 'duplicateIndex', body: { IndexId: 12, CopyName: 'Copy of Nordic Insights' } }]);

    const copy = await row('Copy of Nordic Insights');
    expect(within(copy).getByText('New copy')).toBeVisible();
    expect(notices()).toContain('success: “Copy of Nordic Insights” is ready.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("tells a failed duplication with the job's error text, and leaves the tree as it was", async () => {
    jobAnswers['job-2'] = [
      job('job-2', { step: 'Copying the search index', done: 5 }),
      job('job-2', {
        state: 'failed',
        step: 'Copying the search index',
        done: 5,
        error: 'The search index could not be copied.',
      }),
    ];
    const { notices } = open(NORDIC);
    await userEvent.click(within(await row('Nordic Archive')).getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Nordic Archive' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Doomed copy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Copying the search index')).toBeVisible();
    await waitFor(() => expect(notices()).toContain('error: The search index could not be copied.'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('New copy')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it("tells a refused duplication (409, name taken) with the server's text and keeps the dialog open", async () => {
    const taken = "A site named 'Nordic Archive' already exists in this deployment.";
    server.use(
      http.post(`${TEST_API_BASE}/v2/deployments/duplicateIndex`, () =>
        HttpResponse.json({ error: taken }, { status: 409 }),
      ),
    );
    const { notices } = open(NORDIC);
    await userEvent.click(within(await row('Nordic Insights')).getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Nordic Insights' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('Give the copy a name.')).toBeVisible();
    await userEvent.type(name, 'Nordic Archive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(notices()).toEqual([`error: ${taken}`]));
    expect(screen.getByRole('dialog', { name: 'Duplicate Nordic Insights' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("generates a site's metadata sets, and tells a failure with the server's text", async () => {
    let fail = false;
    server.use(
      http.post(`${TEST_API_BASE}/v2/deployments/generateAssetMetadataSets`, async ({ request }) => {
        const body = await request.json();
        if (fail)
          return HttpResponse.json({ error: 'The site has no metadata fields to build a set from.' }, { status: 409 });
        expect(body).toEqual({ IndexId: 20 });
        return HttpResponse.json(
          {
            setId: 5,
            name: 'Iberia Hub master set',
            isMaster: true,
            deploymentIndexId: 20,
            fields: [{ fieldId: 1, name: 'Topic', code: 'topics', facetGroupName: null }],
          },
          { status: 201 },
        );
      }),
    );
    const { notices } = open(NORDIC);
    const generate = async () => {
      await userEvent.click(within(await row('Iberia Hub')).getByRole('button', { name: 'Generate metadata sets' }));
      const confirm = await screen.findByRole('dialog', { name: /Generate metadata sets for Iberia Hub/ });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Generate' }));
    };
    await generate();
    await waitFor(() =>
      expect(notices()).toEqual([
        'success: Metadata sets generated for Iberia Hub: “Iberia Hub master set” with 1 field.',
      ]),
    );
    fail = true;
    await generate();
    await waitFor(() => expect(notices()).toContain('error: The site has no metadata fields to build a set from.'));
  });

  it("makes a site the user's default", async () => {
    const saved: number[] = [];
    server.use(
      http.put(`${TEST_API_BASE}/v2/deployments/setDefaultIndex/:id`, ({ params }) => {
        saved.push(Number(params.id));
        sites = sites.map((one) => ({ ...one, isCurrent: one.deploymentIndexId === Number(params.id) }));
        return HttpResponse.json(sites.find((one) => one.deploymentIndexId === Number(params.id)));
      }),
    );
    const { notices } = open(NORDIC);
    const iberia = await row('Iberia Hub');
    expect(within(await row('Nordic Insights')).getByRole('button', { name: 'Make default' })).toBeDisabled();
    await userEvent.click(within(iberia).getByRole('button', { name: 'Make default' }));
    expect(await within(await row('Iberia Hub')).findByText('Your default')).toBeVisible();
    expect(saved).toEqual([20]);
    expect(notices()).toEqual(['success: Iberia Hub is now your default site.']);
  });

  it('edits a site beside the tree: saves only what changed and tells the shell; its search fields too', async () => {
    const saves: unknown[] = [];
    const history: AuditEntry[] = [];
    const fields: IndexFieldDescription[] = [
      {
        name: 'topics',
        displayName: 'Topic',
        groupName: 'Subject',
        displayInFilter: true,
        displayInInsights: false,
        searchable: true,
        filterable: true,
        sortable: false,
        facetable: true,
        key: false,
        retrievable: true,
        siteField: true,
      },
    ];
    const fieldSaves: unknown[] = [];
    server.use(
      http.put(`${TEST_API_BASE}/v2/search/describe/20`, async ({ request }) => {
        fieldSaves.push(await request.json());
        return HttpResponse.json(fields);
      }),
      http.get(`${TEST_API_BASE}/v2/deploymentIndexes/20/info`, () =>
        HttpResponse.json(sites.find((one) => one.deploymentIndexId === 20)),
      ),
      http.get(`${TEST_API_BASE}/v2/search/describe/20`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('customize')).toBe('true');
        return HttpResponse.json(fields);
      }),
      http.put(`${TEST_API_BASE}/v2/dashboards/20`, async ({ request }) => {
        const body = (await request.json()) as { name?: string };
        saves.push(body);
        history.unshift({
          auditId: 90,
          at: new Date().toISOString(),
          kind: 'change',
          action: 'update',
          entityType: 'deployment_indexes',
          entityId: '20',
          before: { name: 'Iberia Hub' },
          after: body,
          actorUserId: 1,
          actorEmail: 'ava.morgan@demo.portal',
          ip: null,
          method: 'PUT',
          path: '/api/v2/dashboards/20',
          statusCode: 200,
          detail: null,
        });
        sites = sites.map((one) => (one.deploymentIndexId === 20 ? { ...one, ...body } : one));
        return HttpResponse.json(sites.find((one) => one.deploymentIndexId === 20));
      }),
      http.get(`${TEST_API_BASE}/v2/audit/history/deployment_indexes/20`, () =>
        HttpResponse.json({ entries: history, nextBefore: null } satisfies AuditPage),
      ),
    );
    const { events, notices } = open(NORDIC);
    await userEvent.click(within(await row('Iberia Hub')).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Iberia Hub' });
    const name = await within(drawer).findByRole('textbox', { name: 'Name' });
    expect(within(drawer).getByRole('textbox', { name: 'Welcome message' })).toHaveValue('Welcome to Nordic Insights');
    const topic = await within(drawer).findByRole('textbox', { name: 'Display name of topics' });
    expect(topic).toHaveValue('Topic');
    expect(await within(drawer).findByText('Nothing has been recorded about this yet.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Iberia Insights');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save site settings' }));
    expect(await within(drawer).findByText('The site settings are saved.')).toBeVisible();
    expect(saves).toEqual([{ name: 'Iberia Insights' }]);
    expect(events).toContainEqual({ type: 'site/customized', deploymentIndexId: 20 });
    const iberiaSites = screen.getByRole('list', { name: 'Sites of Iberia' });
    expect(await within(iberiaSites).findByText('Iberia Insights', { selector: 'strong, span' })).toBeVisible();
    // The site's history follows the change at once.
    const changes = await within(drawer).findByRole('table', { name: 'Changes of entry 90' });
    expect(changes).toHaveTextContent('Name (changed)Iberia HubIberia Insights');
    expect(within(drawer).getByRole('list', { name: 'History of Iberia Insights' })).toBeVisible();

    // The search fields: a new display name, out of the filters; saved as the whole list, in order.
    await userEvent.clear(topic);
    await userEvent.type(topic, 'Subjects');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Filters' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save search fields' }));
    await waitFor(() =>
      expect(fieldSaves).toEqual([
        [
          {
            name: 'topics',
            displayName: 'Subjects',
            groupName: 'Subject',
            displayInFilter: false,
            displayInInsights: false,
          },
        ],
      ]),
    );
    expect(notices()).toContain('success: The search fields of Iberia Insights are saved.');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Open page customizations' }));
    expect(events).toContainEqual({ type: 'panel/open', key: 'pageCustomizations', props: { deploymentIndexId: 20 } });
  });
});
