// wire pass: migrations and the demo deployments seeded into an empty database through the `pg` pool.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, ne } from 'drizzle-orm';
import {
  deploymentIndexes,
  deployments,
  pageGroupings,
  pages,
  userGroupMembers,
  userGroups,
  users,
} from '../../../../db/schema/index.js';
import { seedDemoDeployments } from '../../../../seed/seed-demo-deployments.js';
import {
  databaseModeOfPass,
  startDemoSiteContext,
  type DatabaseMode,
  type DemoSiteContext,
} from '../../../../test/demo-site-context.js';
import { MERIDIAN_VIEWER, NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

interface SiteBody {
  name: string;
  deploymentIndexId: number;
  welcomeMessage: string;
  theme: { primary?: string } | null;
  isCurrent: boolean;
  [field: string]: unknown;
}
interface DeploymentBody {
  deploymentId: number;
  name: string;
  isCurrent: boolean;
  primaryColor: string | null;
  metadataSetId: number | null;
  deploymentIndexes: SiteBody[];
}

const INDEX_FIELDS = [
  'chartTheme',
  'containerName',
  'containerUrl',
  'customizationsContainer',
  'deploymentId',
  'deploymentIndexId',
  'externalFormAddress',
  'isCurrent',
  'isPreviewable',
  'metadataSetId',
  'name',
  'pageTemplateCode',
  'previewContainerName',
  'searchIndexName',
  'theme',
  'welcomeMessage',
];

function listDeploymentsSuite(mode: DatabaseMode) {
  describe(`GET /api/v2/deployments — ${mode.name}`, () => {
    let context: DemoSiteContext;
    before(async () => {
      context = await startDemoSiteContext(mode);
    });
    after(async () => {
      await context?.close();
    });

    const list = (as?: string) => context.request('GET', '/api/v2/deployments', { as });

    test('refuses a call without a token with 401', async () => {
      const response = await list();
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { statusCode: 401, error: 'Sign-in required: no bearer token.' });
    });

    test('an administrator sees both deployments with all four sites and their fields, and no storage keys', async () => {
      const response = await list(PORTAL_ADMIN);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<DeploymentBody[]>();
      assert.deepEqual(
        body.map((deployment) => [
          deployment.name,
          deployment.primaryColor,
          deployment.isCurrent,
          deployment.metadataSetId,
        ]),
        [
          ['Northwind Group', '#1f4e79', false, null],
          ['Meridian Agencies', '#00695c', false, null],
        ],
      );
      const sites = body.flatMap((deployment) => deployment.deploymentIndexes);
      assert.deepEqual(
        sites.map((site) => site.name),
        ['Northwind Discovery', 'Northwind Awards', 'Meridian Insights', 'Meridian Creative'],
      );
      for (const site of sites) assert.deepEqual(Object.keys(site).sort(), INDEX_FIELDS);
      assert.equal(new Set(sites.map((site) => site.theme?.primary)).size, 4, 'each site has its own colour');
      assert.deepEqual(
        sites.map((site) => [site.name, site.externalFormAddress]),
        [
          ['Northwind Discovery', null],
          ['Northwind Awards', null],
          ['Meridian Insights', null],
          ['Meridian Creative', 'https://forms.example.com/meridian-creative'],
        ],
        'only Meridian Creative collects its forms elsewhere',
      );

      const awards = sites.find((site) => site.name === 'Northwind Awards');
      assert.equal(awards?.welcomeMessage, 'Welcome to Northwind Awards', 'the default welcome when none is stored');
      assert.equal(awards?.pageTemplateCode, 'awards');
      const discovery = sites.find((site) => site.name === 'Northwind Discovery');
      assert.match(discovery?.welcomeMessage ?? '', /^Welcome to Northwind Discovery: case studies/);
      assert.equal(discovery?.containerName, 'northwind-discovery-assets');
      assert.equal(discovery?.searchIndexName, 'northwind-discovery-index');
      assert.doesNotMatch(response.body, /storageAccessToken|authorizationKey|subscriptionKey/i);
    });

    test('a user sees only the sites they have a role on, and deployments without one are left out', async () => {
      const viewer = await list(SITE_VIEWER);
      assert.equal(viewer.statusCode, 200, viewer.body);
      assert.deepEqual(
        viewer
          .json<DeploymentBody[]>()
          .map((deployment) => [deployment.name, deployment.deploymentIndexes.map((site) => site.name)]),
        [['Northwind Group', ['Northwind Discovery']]],
      );

      const spread = await list(MERIDIAN_VIEWER);
      assert.deepEqual(
        spread
          .json<DeploymentBody[]>()
          .map((deployment) => [deployment.name, deployment.deploymentIndexes.map((site) => site.name)]),
        [['Meridian Agencies', ['Meridian Insights', 'Meridian Creative']]],
      );
    });

    test('a user with no site gets an empty list', async () => {
      const response = await list(NO_SITE_USER);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), []);
    });

    test('seeding again (a second start) reuses every demo row', async () => {
      const db = context.server.app.db;
      const totals = async () =>
        Promise.all(
          [deployments, deploymentIndexes, userGroups, userGroupMembers, pageGroupings, pages, users].map(
            async (table) => {
              const [row] = await db.select({ total: count() }).from(table);
              return row?.total;
            },
          ),
        );
      const before = await totals();
      assert.deepEqual(before.slice(0, 2), [2, 4]);
      await seedDemoDeployments(db);
      assert.deepEqual(await totals(), before);
    });

    test("seeding again fills Meridian Creative's external form address only when it is missing", async () => {
      const db = context.server.app.db;
      const creative = eq(deploymentIndexes.name, 'Meridian Creative');
      const address = async () =>
        (await db.select({ value: deploymentIndexes.externalFormAddress }).from(deploymentIndexes).where(creative))[0]
          ?.value;
      const others = () =>
        db
          .select({ value: deploymentIndexes.externalFormAddress })
          .from(deploymentIndexes)
          .where(ne(deploymentIndexes.name, 'Meridian Creative'));

      await db
        .update(deploymentIndexes)
        .set({ externalFormAddress: 'https://forms.example.com/changed-by-an-admin' })
        .where(creative);
      await seedDemoDeployments(db);
      assert.equal(await address(), 'https://forms.example.com/changed-by-an-admin', 'a stored address is kept');

      await db.update(deploymentIndexes).set({ externalFormAddress: null }).where(creative);
      await seedDemoDeployments(db);
      assert.equal(await address(), 'https://forms.example.com/meridian-creative', 'a missing one is filled');
      assert.deepEqual(
        await others(),
        [{ value: null }, { value: null }, { value: null }],
        'the other sites keep none',
      );
    });
  });
}

listDeploymentsSuite(databaseModeOfPass);
