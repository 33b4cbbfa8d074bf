import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { ACCESS_MESSAGES, POWER_BI_EXPORT_STATUSES } from '@portal/contracts';
import type { PowerBiEmbed, PowerBiExport } from '@portal/contracts';
import sharp from 'sharp';
import { addDashboard, addDashboardViewers, seedContentTypes } from '../../../../test/dashboard-fixtures.js';
import { POWER_BI_NOT_CONFIGURED, POWER_BI_SCOPE } from '../../../../bi/power-bi.js';
import { DEFAULT_EXPORT_COLOURS, exportColours } from '../../../../bi/bi-export-charts.js';
import { loadPropertyValues } from '../../../../customization/customization-sets.js';
import { eq } from 'drizzle-orm';
import { assets, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, startDemoSiteContext, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import {
  AWARDS_VIEWER,
  MERIDIAN_EDITOR,
  MERIDIAN_VIEWER,
  NO_SITE_USER,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
} from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';

const GROUP_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const REPORT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const REPORT_URL = `https://app.powerbi.com/groups/${GROUP_ID}/reports/${REPORT_ID}/ReportSection?experience=power-bi`;
const TENANT = 'contoso-tenant';
const CLIENT_ID = 'portal-service-principal';
const CLIENT_SECRET = 'secret value';
/** The file the fake Power BI exports. */
const POWER_BI_FILE = Buffer.from('%PDF-1.7\n% the report as Power BI exported it\n%%EOF\n');

/** An export asked for again, as the page does every 2 seconds, until it is Succeeded or Failed. */
async function settled(
  status: (exportId: string) => Promise<{ statusCode: number; body: string; json<T>(): T }>,
  started: PowerBiExport,
): Promise<{ seen: string[]; last: PowerBiExport }> {
  const seen = [started.status];
  let last = started;
  while (last.status === 'NotStarted' || last.status === 'Running') {
    await delay(50);
    const response = await status(started.exportId);
    assert.equal(response.statusCode, 200, response.body);
    last = response.json<PowerBiExport>();
    if (seen.at(-1) !== last.status) seen.push(last.status);
  }
  return { seen, last };
}

interface Dashboards {
  open: Asset;
  secret: Asset;
  notDashboard: Asset;
  noAction: Asset;
  /** The Dashboards content type's value id. */
  dashboardsType: number;
  site: DeploymentIndex;
}

/** The dashboards of the cast on a site of their own, and the user group given access to the two dashboards. */
async function seedDashboards(context: DemoSiteContext): Promise<Dashboards> {
  const app = context.server.app;
  const site = await castSite(context, 'Power BI dashboards');
  const types = await seedContentTypes(app, site);
  const dashboard = { contentTypeValueId: types.dashboards, externalUrl: REPORT_URL, action: 'power bi embed' };
  const open = await addDashboard(app, site, { ...dashboard, title: 'Sales dashboard' });
  const secret = await addDashboard(app, site, { ...dashboard, title: 'Board dashboard', visibility: 'Private' });
  const notDashboard = await addDashboard(app, site, {
    ...dashboard,
    title: 'Quarterly report',
    contentTypeValueId: types.report,
  });
  const noAction = await addDashboard(app, site, { ...dashboard, title: 'Retired dashboard', action: 'none' });
  await addDashboardViewers(app, site, [SECOND_VIEWER], [open.assetId, noAction.assetId]);
  return { open, secret, notDashboard, noAction, dashboardsType: types.dashboards, site };
}

/** The requests the fake Entra ID and Power BI received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A fake of Entra ID's token endpoint and the Power BI REST API on 127.0.0.1, recording what it receives. */
async function startFakePowerBi() {
  const received: Received[] = [];
  const state = {
    refuse: false,
    tokens: 0,
    /** The states the fake answers for export exp-1, one per status call; the last one stays. */
    exportStates: ['Running', 'Succeeded'] as string[],
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const url = request.url ?? '';
      if (request.method === 'POST' && url === `/${TENANT}/oauth2/v2.0/token`) {
        state.tokens += 1;
        return answer(200, { token_type: 'Bearer', expires_in: 3599, access_token: `aad-token-${state.tokens}` });
      }
      const report = `/v1.0/myorg/groups/${GROUP_ID}/reports/${REPORT_ID}`;
      if (state.refuse) {
        return answer(401, {
          error: { code: 'PowerBINotAuthorizedException', message: 'The service principal is not a workspace member' },
        });
      }
      if (request.method === 'GET' && url === report) {
        return answer(200, {
          id: REPORT_ID,
          name: 'Sales',
          embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${REPORT_ID}&groupId=${GROUP_ID}&config=abc`,
        });
      }
      if (request.method === 'POST' && url === `${report}/ExportTo`) {
        return answer(202, { id: 'exp-1', status: 'NotStarted', percentComplete: 0, reportId: REPORT_ID });
      }
      if (request.method === 'GET' && url === `${report}/exports/exp-1`) {
        const status = state.exportStates.length > 1 ? state.exportStates.shift()! : state.exportStates[0]!;
        return answer(200, { id: 'exp-1', status, percentComplete: status === 'Succeeded' ? 100 : 40 });
      }
      if (request.method === 'GET' && url === `${report}/exports/exp-1/file`) {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end(POWER_BI_FILE);
      }
      if (request.method === 'POST' && url === `${report}/GenerateToken`) {
        return answer(200, { token: 'embed-token-1', tokenId: 'token-id', expiration: '2030-01-01T10:00:00Z' });
      }
      return answer(404, { error: { code: 'NotFound' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST v2/powerbi/embedToken', () => {
  describe('who may ask, and the answer when Power BI is not configured', () => {
    let context: DemoSiteContext;
    let dashboards: Dashboards;
    const embedToken = (as: string | undefined, payload: unknown) =>
      context.request('POST', '/api/v2/powerbi/embedToken', { as, payload });

    before(async () => {
      context = await sharedDemoSite();
      dashboards = await seedDashboards(context);
    });

    test('without Power BI settings: 200 with the reason to show and no token', async () => {
      for (const as of [SITE_ADMIN, SECOND_VIEWER]) {
        const response = await embedToken(as, { reportUrl: REPORT_URL, docId: dashboards.open.docId });
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json<PowerBiEmbed>(), {
          reportId: REPORT_ID,
          token: '',
          embedUrl: '',
          error: POWER_BI_NOT_CONFIGURED,
          expiration: null,
        });
      }
      assert.equal(
        POWER_BI_NOT_CONFIGURED,
        'Power BI embedding is not configured on this server: set POWERBI_TENANT_ID, POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET.',
      );
    });

    test('refusals: no token, no site, another site, private asset, no dashboard access, not a dashboard, another report', async () => {
      const before = await databaseSnapshot(context.server.app);
      const { open, secret, notDashboard, noAction } = dashboards;
      const cases: [string | undefined, unknown, number, RegExp | string][] = [
        [undefined, { reportUrl: REPORT_URL, docId: open.docId }, 401, /./],
        [NO_SITE_USER, { reportUrl: REPORT_URL, docId: open.docId }, 403, ACCESS_MESSAGES.noSite],
        [MERIDIAN_EDITOR, { reportUrl: REPORT_URL, docId: open.docId }, 404, /No such document/],
        [SITE_ADMIN, { reportUrl: REPORT_URL, docId: 'no-such-doc' }, 404, /No such document/],
        [SITE_VIEWER, { reportUrl: REPORT_URL, docId: secret.docId }, 403, ACCESS_MESSAGES.privateAsset],
        [SECOND_VIEWER, { reportUrl: REPORT_URL, docId: secret.docId }, 403, ACCESS_MESSAGES.privateAsset],
        [SITE_VIEWER, { reportUrl: REPORT_URL, docId: open.docId }, 403, ACCESS_MESSAGES.dashboardDenied],
        [SITE_ADMIN, { reportUrl: REPORT_URL, docId: notDashboard.docId }, 400, /is not a dashboard/],
        [SECOND_VIEWER, { reportUrl: REPORT_URL, docId: noAction.docId }, 400, /is not a dashboard/],
        [
          SECOND_VIEWER,
          { reportUrl: REPORT_URL.replace(REPORT_ID, '11111111-2222-4333-8444-555555555555'), docId: open.docId },
          400,
          /reportUrl is not the dashboard's report/,
        ],
        [SITE_ADMIN, { reportUrl: REPORT_URL }, 400, /docId/],
        [SITE_ADMIN, { reportUrl: '', docId: open.docId }, 400, /reportUrl/],
      ];
      for (const [as, payload, status, message] of cases) {
        const response = await embedToken(as, payload);
        assert.equal(response.statusCode, status, `${as} ${JSON.stringify(payload)}: ${response.body}`);
        if (typeof message === 'string')
          assert.equal(response.json().error, message, `${as} ${JSON.stringify(payload)}`);
        else assert.match(response.json().error, message, `${as} ${JSON.stringify(payload)}`);
      }
      assert.deepEqual(await databaseSnapshot(context.server.app), before);
    });

    test('an export of a Power BI report without Power BI settings is Failed with the reason; refusals as for the token', async () => {
      const exported = await context.request('POST', '/api/v2/powerbi/export', {
        as: SECOND_VIEWER,
        payload: { reportUrl: REPORT_URL, docId: dashboards.open.docId, format: 'PDF' },
      });
      assert.equal(exported.statusCode, 200, exported.body);
      assert.equal(exported.json<PowerBiExport>().status, 'Failed');
      assert.equal(exported.json<PowerBiExport>().error, POWER_BI_NOT_CONFIGURED);
      for (const [as, docId, status] of [
        [SITE_VIEWER, dashboards.open.docId, 403],
        [SITE_VIEWER, dashboards.secret.docId, 403],
        [MERIDIAN_EDITOR, dashboards.open.docId, 404],
        [SITE_ADMIN, dashboards.notDashboard.docId, 400],
      ] as const) {
        const response = await context.request('POST', '/api/v2/powerbi/export', {
          as,
          payload: { reportUrl: REPORT_URL, docId, format: 'PDF' },
        });
        assert.equal(response.statusCode, status, `${as} ${docId}: ${response.body}`);
      }
    });

    test('the private dashboard opens for the site administrator (accessPrivateAsset)', async () => {
      const response = await embedToken(SITE_ADMIN, { reportUrl: REPORT_URL, docId: dashboards.secret.docId });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<PowerBiEmbed>().error, POWER_BI_NOT_CONFIGURED);
    });

    test('a dashboard whose external URL is not a Power BI report is 400', async () => {
      const url = 'https://portal.example.com/sites/1/dashboards/builtin/engagement';
      const builtin = await addDashboard(context.server.app, dashboards.site, {
        title: 'Engagement',
        contentTypeValueId: dashboards.dashboardsType,
        externalUrl: url,
        action: 'embed',
      });
      const response = await embedToken(SITE_ADMIN, { reportUrl: url, docId: builtin.docId });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().error, /not a Power BI report URL/);
    });
  });

  describe('with Power BI configured (a fake Entra ID and Power BI API)', () => {
    let context: DemoSiteContext;
    let dashboards: Dashboards;
    let fake: Awaited<ReturnType<typeof startFakePowerBi>>;
    const embedToken = (as: string, docId: string, reportUrl = REPORT_URL) =>
      context.request('POST', '/api/v2/powerbi/embedToken', { as, payload: { reportUrl, docId } });

    before(async () => {
      fake = await startFakePowerBi();
      context = await startDemoSiteContext({
        name: 'PGlite in-process, Power BI configured',
        start: async () => ({
          env: {
            POWERBI_TENANT_ID: TENANT,
            POWERBI_CLIENT_ID: CLIENT_ID,
            POWERBI_CLIENT_SECRET: CLIENT_SECRET,
            POWERBI_AUTHORITY_HOST: fake.baseUrl,
            POWERBI_API_URL: `${fake.baseUrl}/`,
          },
          stop: async () => undefined,
        }),
      });
      dashboards = await seedDashboards(context);
    });
    after(async () => {
      await context?.close();
      await fake?.close();
    });

    test("the service principal signs in, reads the report's embed URL and generates a view token", async () => {
      const response = await embedToken(SECOND_VIEWER, dashboards.open.docId);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json<PowerBiEmbed>(), {
        reportId: REPORT_ID,
        token: 'embed-token-1',
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${REPORT_ID}&groupId=${GROUP_ID}&config=abc`,
        error: null,
        expiration: '2030-01-01T10:00:00Z',
      });

      const [signIn, report, generate] = fake.received;
      assert.equal(fake.received.length, 3);
      assert.equal(signIn?.method, 'POST');
      assert.equal(signIn?.url, `/${TENANT}/oauth2/v2.0/token`);
      assert.equal(signIn?.headers['content-type'], 'application/x-www-form-urlencoded');
      assert.deepEqual(Object.fromEntries(new URLSearchParams(signIn?.body)), {
        grant_type: 'client_credentials',
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        scope: POWER_BI_SCOPE,
      });
      assert.equal(report?.method, 'GET');
      assert.equal(report?.url, `/v1.0/myorg/groups/${GROUP_ID}/reports/${REPORT_ID}`);
      assert.equal(report?.headers.authorization, 'Bearer aad-token-1');
      assert.equal(generate?.method, 'POST');
      assert.equal(generate?.url, `/v1.0/myorg/groups/${GROUP_ID}/reports/${REPORT_ID}/GenerateToken`);
      assert.equal(generate?.headers.authorization, 'Bearer aad-token-1');
      assert.equal(generate?.headers['content-type'], 'application/json');
      assert.deepEqual(JSON.parse(generate?.body ?? ''), { accessLevel: 'View' });
    });

    test('the Entra ID token is kept: a second embed token needs no new sign-in; the reportEmbed form of the URL works too', async () => {
      const app = context.server.app;
      const embedForm = `https://app.powerbi.com/reportEmbed?reportId=${REPORT_ID}&groupId=${GROUP_ID}&autoAuth=true`;
      await app.db.update(assets).set({ externalUrl: embedForm }).where(eq(assets.assetId, dashboards.secret.assetId));
      fake.received.length = 0;
      const response = await embedToken(SITE_ADMIN, dashboards.secret.docId, embedForm);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<PowerBiEmbed>().token, 'embed-token-1');
      assert.deepEqual(
        fake.received.map((request) => `${request.method} ${request.url} ${request.headers.authorization}`),
        [
          `GET /v1.0/myorg/groups/${GROUP_ID}/reports/${REPORT_ID} Bearer aad-token-1`,
          `POST /v1.0/myorg/groups/${GROUP_ID}/reports/${REPORT_ID}/GenerateToken Bearer aad-token-1`,
        ],
      );
    });

    test("Power BI's refusal is answered (200) with its status and message, and no token", async () => {
      fake.state.refuse = true;
      try {
        const response = await embedToken(SECOND_VIEWER, dashboards.open.docId);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json<PowerBiEmbed>(), {
          reportId: REPORT_ID,
          token: '',
          embedUrl: '',
          error:
            'Power BI refused the embed token: 401 PowerBINotAuthorizedException: The service principal is not a workspace member',
          expiration: null,
        });
      } finally {
        fake.state.refuse = false;
      }
    });

    test("an export runs through Power BI's export-to-file: NotStarted, Running, Succeeded, and its file is kept here", async () => {
      const exported = await context.request('POST', '/api/v2/powerbi/export', {
        as: SECOND_VIEWER,
        payload: { reportUrl: REPORT_URL, docId: dashboards.open.docId, format: 'PDF' },
      });
      assert.equal(exported.statusCode, 200, exported.body);
      const started = exported.json<PowerBiExport>();
      assert.equal(started.status, 'NotStarted');
      assert.equal(started.fileUrl, null);
      const exportTo = fake.received.find((request) => request.url.endsWith('/ExportTo'));
      assert.deepEqual(JSON.parse(exportTo?.body ?? ''), { format: 'PDF' });
      const status = (exportId: string) =>
        context.request('POST', '/api/v2/powerbi/exportStatus', {
          as: SECOND_VIEWER,
          payload: { reportUrl: REPORT_URL, exportId },
        });
      const { seen, last } = await settled(status, started);
      assert.deepEqual(seen, ['NotStarted', 'Running', 'Succeeded']);
      const file = await context.request('GET', last.fileUrl!, { as: SECOND_VIEWER });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.match(String(file.headers['content-disposition']), /attachment; filename="sales-dashboard\.pdf"/);
      assert.deepEqual(file.rawPayload, POWER_BI_FILE);
      // Succeeded is final: Power BI is not asked again.
      const asked = fake.received.length;
      assert.equal((await status(started.exportId)).json<PowerBiExport>().status, 'Succeeded');
      assert.equal(fake.received.length, asked);
    });

    test('an export Power BI fails, or refuses to start, is Failed with the reason', async () => {
      fake.state.exportStates = ['Failed'];
      const start = () =>
        context.request('POST', '/api/v2/powerbi/export', {
          as: SECOND_VIEWER,
          payload: { reportUrl: REPORT_URL, docId: dashboards.open.docId, format: 'PNG' },
        });
      const started = (await start()).json<PowerBiExport>();
      const status = (exportId: string) =>
        context.request('POST', '/api/v2/powerbi/exportStatus', {
          as: SECOND_VIEWER,
          payload: { reportUrl: REPORT_URL, exportId },
        });
      const { last } = await settled(status, started);
      assert.equal(last.status, 'Failed');
      assert.equal(last.error, 'Power BI could not export the report.');
      fake.state.refuse = true;
      try {
        const refused = (await start()).json<PowerBiExport>();
        assert.equal(refused.status, 'Failed');
        assert.equal(
          refused.error,
          'Power BI refused the export: 401 PowerBINotAuthorizedException: The service principal is not a workspace member',
        );
      } finally {
        fake.state.refuse = false;
      }
    });

    test('refusals still come first: no dashboard access is 403 and Power BI is not asked', async () => {
      fake.received.length = 0;
      const response = await embedToken(SITE_VIEWER, dashboards.open.docId);
      assert.equal(response.statusCode, 403, response.body);
      assert.deepEqual(fake.received, []);
    });
  });
});

describe('POST v2/powerbi/export of a built-in BI dashboard, exportStatus and the file', () => {
  let context: DemoSiteContext;
  let awardsSite: number;
  let homeSite: number;
  const start = (as: string | undefined, payload: unknown) =>
    context.request('POST', '/api/v2/powerbi/export', { as, payload });
  const status = (as: string | undefined, payload: unknown) =>
    context.request('POST', '/api/v2/powerbi/exportStatus', { as, payload });
  const rankings = () => `/sites/${awardsSite}/bidashboards/brand-rankings`;

  before(async () => {
    context = await sharedDemoSite();
    awardsSite = await context.siteId('Northwind Awards');
    homeSite = await context.siteId('Northwind Discovery');
  });

  test("a site's user exports Brand Rankings to PDF and PNG: the job runs to Succeeded and the file is theirs to download", async () => {
    const files: Record<string, Buffer> = {};
    for (const format of ['PDF', 'PNG'] as const) {
      const reportUrl = `https://portal.example.com${rankings()}?year=2025`;
      const response = await start(AWARDS_VIEWER, { reportUrl, format });
      assert.equal(response.statusCode, 200, response.body);
      const started = response.json<PowerBiExport>();
      assert.ok((POWER_BI_EXPORT_STATUSES as readonly string[]).includes(started.status));
      assert.equal(started.fileName, `brand-rankings-2025.${format.toLowerCase()}`);
      assert.ok(Date.parse(started.expiresAt) - Date.parse(started.created) >= 23 * 3_600_000);
      const { last } = await settled((exportId) => status(AWARDS_VIEWER, { reportUrl, exportId }), started);
      assert.equal(last.status, 'Succeeded', last.error ?? '');
      assert.equal(last.percentComplete, 100);
      const file = await context.request('GET', last.fileUrl!, { as: AWARDS_VIEWER });
      assert.equal(file.statusCode, 200, file.body);
      assert.equal(file.headers['content-type'], format === 'PDF' ? 'application/pdf' : 'image/png');
      files[format] = file.rawPayload;
    }
    assert.equal(files.PDF!.subarray(0, 5).toString('latin1'), '%PDF-');
    const picture = await sharp(files.PNG!).metadata();
    assert.equal(picture.format, 'png');
    assert.equal(picture.width, 2400);
    assert.ok((picture.height ?? 0) > 600, 'fifteen names charted');
    // The first name's bar of the year is drawn in the site's first chart colour, as the page draws it.
    const setting = (
      await loadPropertyValues(context.server.app.db, 'deploymentIndex', [awardsSite], 'chartColors')
    ).get(awardsSite);
    const { latest } = exportColours(setting?.value);
    assert.notEqual(latest, DEFAULT_EXPORT_COLOURS.latest, 'the demo site has chart colours of its own');
    const pixel = await sharp(files.PNG!)
      .extract({ left: 700, top: 318, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    assert.equal(`#${pixel.toString('hex')}`.toUpperCase(), latest.toUpperCase());
  });

  test('a site without award results: the export is Failed and says why', async () => {
    const reportUrl = `/sites/${homeSite}/bidashboards/holding-companies`;
    const started = (await start(SITE_ADMIN, { reportUrl, format: 'PDF' })).json<PowerBiExport>();
    const { last } = await settled((exportId) => status(SITE_ADMIN, { reportUrl, exportId }), started);
    assert.equal(last.status, 'Failed');
    assert.equal(last.error, 'The site has no award results yet: there is nothing to export.');
    assert.equal(last.fileUrl, null);
  });

  test('refusals: no sign-in, no site, another site, unknown page, bad format, an export id of someone else, unknown and malformed ids', async () => {
    const reportUrl = rankings();
    const mine = (await start(AWARDS_VIEWER, { reportUrl, format: 'PNG' })).json<PowerBiExport>();
    // The job is done before the database is compared.
    await settled((exportId) => status(AWARDS_VIEWER, { reportUrl, exportId }), mine);
    const before = await databaseSnapshot(context.server.app);
    const unknownId = '6f1c1f43-5d8b-4c55-9a8e-6b1f0e9f1d2a';
    const cases: [string, Awaited<ReturnType<typeof start>>, number, RegExp | string][] = [
      ['no sign-in', await start(undefined, { reportUrl, format: 'PDF' }), 401, /./],
      ['no site', await start(NO_SITE_USER, { reportUrl, format: 'PDF' }), 403, ACCESS_MESSAGES.noSiteAccess],
      ['another site', await start(MERIDIAN_VIEWER, { reportUrl, format: 'PDF' }), 403, ACCESS_MESSAGES.noSiteAccess],
      [
        'unknown site',
        await start(SITE_ADMIN, { reportUrl: '/sites/99999/bidashboards/brand-rankings', format: 'PDF' }),
        404,
        /./,
      ],
      [
        'unknown page',
        await start(SITE_ADMIN, { reportUrl: `/sites/${awardsSite}/bidashboards/nope`, format: 'PDF' }),
        400,
        /docId/,
      ],
      ['bad format', await start(AWARDS_VIEWER, { reportUrl, format: 'DOCX' }), 400, /format/],
      ['extra field', await start(AWARDS_VIEWER, { reportUrl, format: 'PDF', pages: 'all' }), 400, /./],
      ["someone else's export", await status(SITE_ADMIN, { reportUrl, exportId: mine.exportId }), 404, /was not found/],
      ['unknown export', await status(AWARDS_VIEWER, { reportUrl, exportId: unknownId }), 404, /was not found/],
      ['malformed export id', await status(AWARDS_VIEWER, { reportUrl, exportId: '1 or 1=1' }), 400, /exportId/],
      [
        'another report',
        await status(AWARDS_VIEWER, { reportUrl: `${reportUrl}-preview`, exportId: mine.exportId }),
        404,
        /not an export of this report/,
      ],
      [
        "someone else's file",
        await context.request('GET', `/api/v2/powerbi/exports/${mine.exportId}/file`, { as: SITE_ADMIN }),
        404,
        /was not found/,
      ],
      ['no sign-in file', await context.request('GET', `/api/v2/powerbi/exports/${mine.exportId}/file`), 401, /./],
    ];
    for (const [what, response, code, message] of cases) {
      assert.equal(response.statusCode, code, `${what}: ${response.body}`);
      if (typeof message === 'string') assert.equal(response.json().error, message, what);
      else assert.match(response.json().error, message, what);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
