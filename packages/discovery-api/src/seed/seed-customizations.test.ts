import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { appObjectSettings, appObjectSettingValues, appProperties, appPropertyGroups, quickLinks, quickLinkValues } from '../db/schema/index.js';
import { startDemoSiteContext, type DemoSiteContext } from '../test/demo-site-context.js';
import { seedDemoCustomizations } from './seed-customizations.js';

describe('seedDemoCustomizations', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await startDemoSiteContext();
  });
  after(async () => {
    await context?.close();
  });

  const counts = async () => {
    const db = context.server.app.db;
    return {
      groups: (await db.select().from(appPropertyGroups)).length,
      properties: (await db.select().from(appProperties)).length,
      sets: (await db.select().from(appObjectSettings)).length,
      values: (await db.select().from(appObjectSettingValues)).length,
      links: (await db.select().from(quickLinks)).length,
      linkValues: (await db.select().from(quickLinkValues)).length,
    };
  };

  test('seeds a set per demo site and two quick links per site, and adds nothing when run again', async () => {
    const first = await counts();
    assert.equal(first.sets, 4);
    assert.equal(first.links, 8);
    assert.ok(first.properties >= 9);
    assert.equal(first.values, 4 * 8);
    await seedDemoCustomizations(context.server.app.db);
    assert.deepEqual(await counts(), first);
  });
});
