import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  appObjectSettings,
  appObjectSettingValues,
  appProperties,
  appPropertyGroups,
  quickLinks,
  quickLinkValues,
} from '../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { seedDemoCustomizations } from './seed-customizations.js';

describe('seedDemoCustomizations', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
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
    assert.ok(first.properties >= 11);
    // Ten values per site (the home header's five, the chart settings' five), and Meridian Creative's request access
    // form address.
    assert.equal(first.values, 4 * 10 + 1);
    await seedDemoCustomizations(context.server.app.db);
    assert.deepEqual(await counts(), first);
  });

  test('gives Meridian Creative alone a requestAccessFormUrl value, filled again only when it is missing', async () => {
    const db = context.server.app.db;
    const [property] = await db
      .select({
        id: appProperties.appPropertyId,
        type: appProperties.type,
        group: appPropertyGroups.code,
        description: appProperties.description,
      })
      .from(appProperties)
      .innerJoin(appPropertyGroups, eq(appPropertyGroups.appPropertyGroupId, appProperties.appPropertyGroupId))
      .where(eq(appProperties.code, 'requestAccessFormUrl'));
    assert.deepEqual(property && { type: property.type, group: property.group, description: property.description }, {
      type: 'url',
      group: 'links',
      description: 'Fills {{requestAccessFormUrl}} in navigation paths.',
    });
    const values = () =>
      db
        .select({ entityId: appObjectSettings.entityId, value: appObjectSettingValues.value })
        .from(appObjectSettingValues)
        .innerJoin(
          appObjectSettings,
          eq(appObjectSettings.appObjectSettingId, appObjectSettingValues.appObjectSettingId),
        )
        .where(eq(appObjectSettingValues.appPropertyId, property?.id ?? -1));
    const creative = await context.siteId('Meridian Creative');
    assert.deepEqual(await values(), [
      { entityId: creative, value: 'https://forms.example.com/meridian-creative/request-access' },
    ]);

    await db
      .update(appObjectSettingValues)
      .set({ value: 'https://forms.example.com/edited' })
      .where(eq(appObjectSettingValues.appPropertyId, property?.id ?? -1));
    await seedDemoCustomizations(db);
    assert.deepEqual(
      await values(),
      [{ entityId: creative, value: 'https://forms.example.com/edited' }],
      'a saved change is kept',
    );

    await db.delete(appObjectSettingValues).where(eq(appObjectSettingValues.appPropertyId, property?.id ?? -1));
    await seedDemoCustomizations(db);
    assert.deepEqual(
      await values(),
      [{ entityId: creative, value: 'https://forms.example.com/meridian-creative/request-access' }],
      'a missing one is seeded again',
    );
  });
});
