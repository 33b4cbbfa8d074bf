import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { AnnouncementPage } from '@portal/contracts';
import type { DeploymentIndex } from '../db/schema/index.js';
import { PORTAL_ADMIN, SITE_ADMIN, SITE_VIEWER } from '../test/cast.js';
import { databaseSnapshot } from '../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { siteNamed } from '../test/document-fixtures.js';
import { signInEveryone } from '../test/group-fixtures.js';
import { seedDemoAnnouncements } from './seed-demo-announcements.js';

/**
 * The demo announcements as the demo sites start with them. In the seed area, whose tests leave them alone (the
 * route probe of the platform area deletes announcement 1 with a valid token, as it may).
 */
describe('seedDemoAnnouncements', () => {
  let context: DemoSiteContext;
  const list = async (site: DeploymentIndex, as: string) => {
    const response = await context.request('GET', `/api/v2/deploymentIndexes/${site.deploymentIndexId}/announcements`, {
      as,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AnnouncementPage>();
  };

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
  });

  test('the demo sites start with announcements: the recent ones unread, a pinned guide first, a draft for the writers', async () => {
    const northwind = await siteNamed(context.server.app, 'Northwind Discovery');
    const forViewer = await list(northwind, SITE_VIEWER);
    const seeded = forViewer.rows.filter((row) => row.author === 'Ava Morgan');
    assert.deepEqual(
      seeded.map((row) => [row.title, row.pinned, row.read]),
      [
        ['How to find the right case study in seconds', true, false],
        ['Twelve new retail launch case studies', false, false],
        ['Dashboards now open inside the portal', false, true],
      ],
    );
    assert.ok(forViewer.unreadCount >= 2);
    assert.ok(seeded.every((row) => row.publishedAt && Date.parse(row.publishedAt) < Date.now()));
    const forAdmin = await list(northwind, SITE_ADMIN);
    assert.ok(
      forAdmin.rows.some((row) => row.title === 'Upcoming: quarterly credentials refresh' && row.status === 'draft'),
    );
    for (const name of ['Northwind Awards', 'Meridian Insights', 'Meridian Creative'] as const) {
      const site = await siteNamed(context.server.app, name);
      assert.ok((await list(site, PORTAL_ADMIN)).count >= 2, name);
    }

    const before = await databaseSnapshot(context.server.app);
    await seedDemoAnnouncements(context.server.app.db);
    assert.deepEqual(await databaseSnapshot(context.server.app), before, 'a second seeding adds nothing');
  });
});
