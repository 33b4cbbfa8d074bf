import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { assets, collectionAssets, collections, groups } from '../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { seedDemoCollections } from './seed-demo-collections.js';
import { AI_USER, SECOND_VIEWER, SITE_ADMIN, SITE_VIEWER } from '../test/cast.js';

describe('demo collections and groups seed', () => {
  let context: DemoSiteContext;
  let site: number;
  before(async () => {
    context = await sharedDemoSite();
    site = await context.siteId('Northwind Discovery');
    // Library-like assets (rows only: the seed needs their ids, not their files).
    await context.server.app.db.insert(assets).values(
      Array.from({ length: 30 }, (_, index) => ({
        docId: `seed-collections-${index}`,
        title: `Demo asset ${index}`,
        fileName: `asset-${index}.pdf`,
        originalFileName: `asset-${index}.pdf`,
        deploymentIndexId: site,
      })),
    );
    await seedDemoCollections(context.server.app.db);
  });

  const names = async (as: string, type: string) => {
    const response = await context.request('GET', `/api/v2/collections?type=${type}&deploymentIndexId=${site}`, { as });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { rows: { name: string }[] }).rows.map((row) => row.name).sort();
  };

  test('fills every list of a site viewer with real collections, each role as seeded', async () => {
    assert.deepEqual(await names(SITE_VIEWER, 'my'), ['Brand inspiration']);
    assert.deepEqual(await names(SITE_VIEWER, 'shared'), ['Pitch credentials 2026', 'Retail launch case studies']);
    assert.deepEqual(await names(SITE_VIEWER, 'all-public'), ['Brand inspiration', 'Retail launch case studies']);
    assert.deepEqual(await names(SITE_VIEWER, 'pinned'), ['Brand inspiration', 'Retail launch case studies']);
    assert.deepEqual(await names(SITE_VIEWER, 'starred'), ['Retail launch case studies']);
    assert.deepEqual(await names(SITE_VIEWER, 'featured'), ['Brand inspiration', 'Retail launch case studies']);
    const groupsOfSofia = await context.request('GET', `/api/v2/groups?type=shared&deploymentIndexId=${site}`, {
      as: SITE_VIEWER,
    });
    assert.deepEqual((groupsOfSofia.json() as { rows: { name: string }[] }).rows.map((row) => row.name).sort(), [
      'Client pitches',
      'Creative library',
    ]);
  });

  test('keeps the confidential collection to its owner (and the site administrator)', async () => {
    assert.ok((await names(AI_USER, 'my')).includes('Awards entries draft'));
    assert.ok(!(await names(SECOND_VIEWER, 'all-public')).includes('Awards entries draft'));
    assert.ok(!(await names(SECOND_VIEWER, 'shared')).includes('Awards entries draft'));
    const all = await context.request('GET', `/api/v2/collections/count?deploymentIndexId=${site}`, { as: SITE_ADMIN });
    assert.equal(all.statusCode, 200);
    assert.equal((all.json() as { count: number }).count, 4);
  });

  test('puts pinned assets on the pinboard and is made only once', async () => {
    const [retail] = await context.server.app.db
      .select({ id: collections.collectionId })
      .from(collections)
      .where(eq(collections.name, 'Retail launch case studies'));
    assert.ok(retail);
    const page = await context.request('GET', `/api/v2/collections/${retail.id}/assets`, { as: SITE_VIEWER });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal((page.json() as { count: number }).count, 8);
    assert.deepEqual(
      (page.json() as { rows: { pinned: boolean }[] }).rows.slice(0, 3).map((row) => row.pinned),
      [true, true, false],
    );
    const pinned = await context.request('GET', `/api/v2/collections/${retail.id}/assets?pinned=true`, {
      as: SITE_VIEWER,
    });
    assert.equal((pinned.json() as { count: number }).count, 2);

    const brand = (await names(SITE_VIEWER, 'my'))[0];
    assert.equal(brand, 'Brand inspiration');
    const [brandRow] = await context.server.app.db
      .select({ id: collections.collectionId })
      .from(collections)
      .where(eq(collections.name, 'Brand inspiration'));
    const links = await context.request('GET', `/api/v2/collections/${brandRow!.id}/shareLinks`, { as: SITE_VIEWER });
    assert.equal(links.statusCode, 200, links.body);
    assert.equal((links.json() as unknown[]).length, 1);

    const before = await tableSizes();
    await seedDemoCollections(context.server.app.db);
    assert.deepEqual(await tableSizes(), before);
  });

  const tableSizes = async () => {
    const db = context.server.app.db;
    return {
      collections: (await db.select({ value: count() }).from(collections))[0]?.value,
      groups: (await db.select({ value: count() }).from(groups))[0]?.value,
      assets: (await db.select({ value: count() }).from(collectionAssets))[0]?.value,
    };
  };
});
