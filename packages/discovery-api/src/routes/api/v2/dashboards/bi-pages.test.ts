import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { BI_DASHBOARD_SOURCE, type BiDashboardPageAsset } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { biDashboardPageUrl } from '../../../../bi/bi-dashboard-pages.js';
import { assets, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { addDashboard, addDashboardViewers, seedContentTypes } from '../../../../test/dashboard-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { castSite } from '../../../../test/cast-site.js';
import {
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

describe('GET v2/dashboards/biPages: the BI pages that are dashboard assets of the site', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let other: DeploymentIndex;
  let brands: Asset;
  let holdings: Asset;
  const pages = (as: string, indexId = site.deploymentIndexId) =>
    context.request('GET', `/api/v2/dashboards/biPages?indexId=${indexId}`, { as });
  const standFor = async (asset: Asset, source: string, page: string) =>
    context.server.app.db
      .update(assets)
      .set({ externalSource: source, externalId: page })
      .where(eq(assets.assetId, asset.assetId));

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    site = await castSite(context, 'BI pages');
    other = await castSite(context, 'BI pages elsewhere');
    const types = await seedContentTypes(app, site);
    const dashboard = (title: string, externalUrl: string, visibility: 'Public' | 'Private' = 'Public') =>
      addDashboard(app, site, {
        title,
        contentTypeValueId: types.dashboards,
        externalUrl,
        action: 'embed',
        visibility,
        createdBy: UPLOADER,
      });
    // Brand rankings: the portal's own page. Holding companies: a Power BI report. Network companies: a private asset
    // the viewer may not open. The preview has no asset.
    brands = await dashboard(
      'Brand Rankings dashboard',
      biDashboardPageUrl(context.server.config.publicUrl, site.deploymentIndexId, 'brand-rankings'),
    );
    holdings = await dashboard(
      'Holding companies (Power BI)',
      'https://app.powerbi.com/groups/me/reports/7f1c0000-0000-0000-0000-000000000001/ReportSection',
    );
    const networks = await dashboard('Networks, private', 'https://app.powerbi.com/reports/2', 'Private');
    const unrelated = await dashboard('A dashboard of no BI page', 'https://app.powerbi.com/reports/3');
    await standFor(brands, BI_DASHBOARD_SOURCE, 'brand-rankings');
    await standFor(holdings, 'BIDASHBOARDS', ' holding-companies ');
    await standFor(networks, BI_DASHBOARD_SOURCE, 'network-companies');
    await standFor(unrelated, BI_DASHBOARD_SOURCE, 'no-such-page');
    // A second asset for brand rankings, made later: the first made stands for the page.
    await standFor(
      await dashboard('Brand Rankings, copy', 'https://app.powerbi.com/reports/4'),
      BI_DASHBOARD_SOURCE,
      'brand-rankings',
    );
    await addDashboardViewers(app, site, [SECOND_VIEWER], [holdings.assetId]);
  });

  test("names each page's asset, whether it is the built-in page, and whether the caller may open it as a dashboard", async () => {
    const response = await pages(SECOND_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<BiDashboardPageAsset[]>(), [
      {
        page: 'brand-rankings',
        docId: brands.docId,
        title: 'Brand Rankings dashboard',
        builtIn: true,
        dashboardAccess: false,
      },
      {
        page: 'holding-companies',
        docId: holdings.docId,
        title: 'Holding companies (Power BI)',
        builtIn: false,
        dashboardAccess: true,
      },
    ]);
  });

  test('lists a private asset to who may open it (its uploader, an administrator), never to other viewers', async () => {
    const listed = async (as: string) => (await pages(as)).json<BiDashboardPageAsset[]>().map((entry) => entry.page);
    assert.deepEqual(await listed(SITE_VIEWER), ['brand-rankings', 'holding-companies']);
    assert.deepEqual(await listed(UPLOADER), ['brand-rankings', 'holding-companies', 'network-companies']);
    assert.deepEqual(await listed(SITE_ADMIN), ['brand-rankings', 'holding-companies', 'network-companies']);
  });

  test('refuses a call without a token (401), a user without the site (403), an unknown site (404) and a bad id (400)', async () => {
    assert.equal(
      (await context.request('GET', `/api/v2/dashboards/biPages?indexId=${site.deploymentIndexId}`)).statusCode,
      401,
    );
    assert.equal((await pages(NO_SITE_USER)).statusCode, 403);
    assert.equal((await pages(MERIDIAN_EDITOR)).statusCode, 403);
    assert.equal((await pages(SITE_ADMIN, 999_999)).statusCode, 404);
    assert.equal(
      (await context.request('GET', '/api/v2/dashboards/biPages?indexId=x', { as: SITE_ADMIN })).statusCode,
      400,
    );
  });

  test("another site's assets are not this site's pages", async () => {
    const response = await pages(SITE_ADMIN, other.deploymentIndexId);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), []);
  });
});
