import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { collectionAssets, collections, collectionUsers } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SECOND_VIEWER,
} from '../../../../test/cast.js';

describe('POST v2/assets/{assetId}/pin and /unpin', () => {
  let context: DemoSiteContext;
  let assetId: number;
  let otherAssetId: number;
  let confidential: number;
  let open: number;
  let elsewhere: number;

  const pin = (as: string | undefined, body: unknown, what = 'pin', id = assetId) =>
    context.request('POST', `/api/v2/assets/${id}/${what}`, { as, payload: body });
  const pinnedIn = async () =>
    (
      await context.server.app.db
        .select({ id: collectionAssets.collectionId })
        .from(collectionAssets)
        .where(and(eq(collectionAssets.assetId, assetId), eq(collectionAssets.pinned, true)))
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    const meridian = await siteNamed(app, 'Meridian Insights');
    const bytes = new TextEncoder().encode('hello');
    const doc = { fileName: 'a.txt', bytes, mimeType: 'text/plain', process: false } as const;
    assetId = (await addDocument(app, site, { ...doc, title: 'Pinned one' })).assetId;
    otherAssetId = (await addDocument(app, site, { ...doc, title: 'Not added' })).assetId;
    const owner = await userIdOf(app, ENTITY_OWNER);
    const insert = async (name: string, isConfidential: boolean, siteId = site.deploymentIndexId) =>
      (
        await app.db
          .insert(collections)
          .values({ name, isConfidential, createdByUserId: owner, deploymentIndexId: siteId })
          .returning()
      )[0]!.collectionId;
    confidential = await insert('Confidential', true);
    open = await insert('Open', false);
    elsewhere = await insert('Meridian one', false, meridian.deploymentIndexId);
    await app.db.insert(collectionUsers).values([
      { collectionId: confidential, userId: owner, roleCode: 'collectionOwner' },
      { collectionId: confidential, userId: await userIdOf(app, ENTITY_EDITOR), roleCode: 'collectionEditor' },
      { collectionId: confidential, userId: await userIdOf(app, SECOND_VIEWER), roleCode: 'collectionViewer' },
    ]);
    await app.db.insert(collectionAssets).values([
      { collectionId: confidential, assetId },
      { collectionId: open, assetId },
    ]);
  });

  test('an editor pins the asset within several collections and unpins it', async () => {
    const pinned = await pin(ENTITY_EDITOR, { collectionIds: [confidential] });
    assert.equal(pinned.statusCode, 200, pinned.body);
    assert.deepEqual(pinned.json(), { assetId, pinnedCollections: [confidential] });
    const both = await pin(ENTITY_OWNER, { collectionIds: [confidential, open] });
    assert.deepEqual(both.json().pinnedCollections, [confidential, open]);
    const unpinned = await pin(ENTITY_EDITOR, { collectionIds: [confidential] }, 'unpin');
    assert.equal(unpinned.statusCode, 200, unpinned.body);
    assert.deepEqual(unpinned.json().pinnedCollections, [open]);
    assert.deepEqual(await pinnedIn(), [open]);
  });

  test('viewers and non-members are refused, other sites and hidden collections are 404, and nothing changes', async () => {
    const before = await pinnedIn();
    const viewer = await pin(SECOND_VIEWER, { collectionIds: [confidential] });
    assert.equal(viewer.statusCode, 403);
    assert.match(viewer.json().error, /needs its owner, an editor or a site administrator/);
    assert.equal((await pin(NON_MEMBER, { collectionIds: [open] }, 'unpin')).statusCode, 403);
    const hidden = await pin(NON_MEMBER, { collectionIds: [confidential] });
    assert.equal(hidden.statusCode, 404);
    assert.equal(hidden.json().error, `No such collection: ${confidential}.`);
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER]) {
      const refused = await pin(as, { collectionIds: [open] });
      assert.equal(refused.statusCode, 404, as);
      assert.equal(refused.json().error, `No such asset: ${assetId}.`);
    }
    assert.equal((await pin(undefined, { collectionIds: [open] })).statusCode, 401);
    // All or nothing: one refused collection leaves the other unchanged.
    assert.equal((await pin(ENTITY_EDITOR, { collectionIds: [confidential, elsewhere] })).statusCode, 404);
    assert.equal((await pin(ENTITY_EDITOR, { collectionIds: [confidential, 999_999] })).statusCode, 404);
    assert.deepEqual(await pinnedIn(), before);
  });

  test('bad input: an asset not in the collection, unknown asset, empty or wrong collectionIds', async () => {
    const notIn = await pin(ENTITY_OWNER, { collectionIds: [confidential] }, 'pin', otherAssetId);
    assert.equal(notIn.statusCode, 400);
    assert.match(notIn.json().error, /is not in the collection 'Confidential': add it first/);
    assert.equal((await pin(ENTITY_OWNER, { collectionIds: [open] }, 'pin', 999_999)).statusCode, 404);
    for (const body of [{ collectionIds: [] }, { collectionIds: ['x'] }, {}, { collectionIds: [0] }]) {
      const response = await pin(ENTITY_OWNER, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().error, /collectionIds/);
    }
  });
});
