import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  collectionAssets,
  collections,
  collectionUsers,
  metadataEdges,
  metadataFieldValues,
  users,
} from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedQuietSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { registerFile, seedMetadataSet, type SeededSet } from '../../../../test/uploader-fixtures.js';
import { NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';

describe('POST v2/uploader saveAssetCollections, updateAssetCollections, createNewMetadata, createEdge', () => {
  let context: DemoSiteContext;
  let site: number;
  let awards: number;
  let set: SeededSet;
  before(async () => {
    context = await sharedQuietSite();
    site = (await castSite(context, 'Uploader collections')).deploymentIndexId;
    awards = await context.siteId('Northwind Awards');
    set = await seedMetadataSet(context.server.app, site);
  });

  const post = (name: string, payload: unknown, as?: string) =>
    context.request('POST', `/api/v2/uploader/${name}`, { as, payload });
  const metadata = () => [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }];
  const collectionIdsOf = async (assetId: number) =>
    (await context.server.app.db.select().from(collectionAssets).where(eq(collectionAssets.assetId, assetId)))
      .map((row) => row.collectionId)
      .sort((a, b) => a - b);

  test('save adds assets to the chosen collections; update makes the selection exact, leaving collections the user may not change alone', async () => {
    const app = context.server.app;
    const [sofia] = await app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const [picks] = await app.db
      .insert(collections)
      .values({ name: 'Sofia picks', deploymentIndexId: site, createdByUserId: sofia!.userId })
      .returning();
    const [reels] = await app.db
      .insert(collections)
      .values({ name: 'Agency reels', deploymentIndexId: site })
      .returning();
    const [board] = await app.db
      .insert(collections)
      .values({ name: 'Board pack', deploymentIndexId: site })
      .returning();
    await app.db
      .insert(collectionUsers)
      .values({ collectionId: reels!.collectionId, userId: sofia!.userId, roleCode: 'collectionOwner' });
    const first = await registerFile(context, UPLOADER, site, { name: 'one.pdf', size: 5 }, metadata());
    const second = await registerFile(context, UPLOADER, site, { name: 'two.pdf', size: 5 }, metadata());
    await app.db.insert(collectionAssets).values({ collectionId: board!.collectionId, assetId: first.AssetId });

    const saved = await post(
      'saveAssetCollections',
      {
        DeploymentIndexId: site,
        AssetInfos: [{ UniqueId: 'a', AssetId: first.AssetId }, { DocId: second.DocId }],
        MetadataData: [
          { fieldId: 0, profileFieldValueId: picks!.collectionId },
          { profileFieldValueId: reels!.collectionId },
        ],
      },
      SITE_VIEWER,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const body = saved.json();
    assert.deepEqual([body.HasError, body.Error], [false, null]);
    assert.deepEqual(
      body.AssetInfos.map((item: { UniqueId: string }) => item.UniqueId),
      ['a', second.DocId],
    );
    assert.deepEqual(
      body.AssetInfos[0].Collections.map((value: { value: string }) => value.value),
      ['Agency reels', 'Sofia picks'],
    );
    assert.deepEqual(
      await collectionIdsOf(first.AssetId),
      [picks!.collectionId, reels!.collectionId, board!.collectionId].sort((a, b) => a - b),
    );
    assert.deepEqual(
      await collectionIdsOf(second.AssetId),
      [picks!.collectionId, reels!.collectionId].sort((a, b) => a - b),
    );

    const updated = await post(
      'updateAssetCollections',
      {
        DeploymentIndexId: site,
        SingleDocId: first.DocId,
        MetadataData: [{ fieldId: 0, profileFieldValueId: reels!.collectionId }],
      },
      SITE_VIEWER,
    );
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(
      updated.json().AssetInfos[0].Collections.map((value: { value: string }) => value.value),
      ['Agency reels'],
    );
    // Sofia may not change 'Board pack', so the asset stays in it.
    assert.deepEqual(
      await collectionIdsOf(first.AssetId),
      [reels!.collectionId, board!.collectionId].sort((a, b) => a - b),
    );
  });

  test('collections: 403 for a collection the user may only view, 400 naming the field for another site or no collection, 401; nothing changed', async () => {
    const app = context.server.app;
    const item = await registerFile(context, UPLOADER, site, { name: 'three.pdf', size: 5 }, metadata());
    const [board] = await app.db
      .insert(collections)
      .values({ name: 'Leadership', deploymentIndexId: site })
      .returning();
    const [elsewhere] = await app.db
      .insert(collections)
      .values({ name: 'Awards shortlist', deploymentIndexId: awards })
      .returning();
    const before = await databaseSnapshot(app);
    const save = (collectionId: number, as?: string, extra: Record<string, unknown> = {}) =>
      post(
        'saveAssetCollections',
        {
          DeploymentIndexId: site,
          SingleDocId: item.DocId,
          MetadataData: [{ profileFieldValueId: collectionId }],
          ...extra,
        },
        as,
      );
    const denied = await save(board!.collectionId, SITE_VIEWER);
    assert.equal(denied.statusCode, 403);
    assert.equal(
      denied.json().error,
      "You may not add assets to the collection 'Leadership': it needs its owner or an editor.",
    );
    const foreign = await save(elsewhere!.collectionId, SITE_ADMIN);
    assert.equal(foreign.statusCode, 400);
    assert.match(
      foreign.json().error,
      /body\/MetadataData\/0\/profileFieldValueId: the collection 'Awards shortlist' is not on this site/,
    );
    const missing = await save(999_999, SITE_ADMIN);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /body\/MetadataData\/0\/profileFieldValueId 999999 is not a collection/);
    assert.equal((await save(board!.collectionId, NO_SITE_USER)).statusCode, 403);
    assert.equal((await save(board!.collectionId)).statusCode, 401);
    const empty = await post('saveAssetCollections', { DeploymentIndexId: site, MetadataData: [] }, SITE_ADMIN);
    assert.deepEqual(
      [empty.statusCode, empty.json().HasError, empty.json().Error],
      [200, true, 'No asset info in request.'],
    );
    assert.deepEqual(await databaseSnapshot(app), before);
  });

  test('createNewMetadata adds a value at the end of its field, answers an existing one, refuses a removed one', async () => {
    const app = context.server.app;
    const created = await post(
      'createNewMetadata',
      { DeploymentIndexId: site, FieldId: set.field.keywords, FieldValue: '  Retail   media ' },
      UPLOADER,
    );
    assert.equal(created.statusCode, 201, created.body);
    const value = created.json();
    assert.deepEqual([value.value, value.fieldCode, value.created, value.order], ['Retail media', 'keywords', true, 1]);
    const [row] = await app.db
      .select()
      .from(metadataFieldValues)
      .where(eq(metadataFieldValues.fieldValueId, value.profileFieldValueId));
    assert.equal(row?.fieldId, set.field.keywords);
    const again = await post(
      'createNewMetadata',
      { DeploymentIndexId: site, FieldId: set.field.keywords, FieldValue: 'retail MEDIA' },
      SITE_ADMIN,
    );
    assert.deepEqual(
      [again.statusCode, again.json().profileFieldValueId, again.json().created],
      [200, value.profileFieldValueId, false],
    );
    // The new value can be chosen at once.
    const item = await registerFile(context, UPLOADER, site, { name: 'kw.pdf', size: 5 }, [
      ...metadata(),
      { fieldId: set.field.keywords, profileFieldValueId: value.profileFieldValueId },
    ]);
    assert.ok(item.AssetId > 0);

    const before = await databaseSnapshot(app);
    const removed = await post(
      'createNewMetadata',
      { DeploymentIndexId: site, FieldId: set.field.contentTypes, FieldValue: 'retired' },
      UPLOADER,
    );
    assert.equal(removed.statusCode, 409);
    assert.equal(
      removed.json().error,
      "The value 'Retired' was removed from 'Content Types' and cannot be added again from the uploader.",
    );
    const foreignField = await post(
      'createNewMetadata',
      { DeploymentIndexId: awards, FieldId: set.field.keywords, FieldValue: 'x' },
      SITE_ADMIN,
    );
    assert.equal(foreignField.statusCode, 400);
    assert.match(foreignField.json().error, /body\/FieldId \d+ is not a field of this site's metadata sets/);
    const blank = await post(
      'createNewMetadata',
      { DeploymentIndexId: site, FieldId: set.field.keywords, FieldValue: '   ' },
      SITE_ADMIN,
    );
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json().error, /body\/FieldValue must not be blank/);
    assert.equal(
      (
        await post(
          'createNewMetadata',
          { DeploymentIndexId: site, FieldId: set.field.keywords, FieldValue: 'x' },
          SITE_VIEWER,
        )
      ).statusCode,
      403,
    );
    assert.equal(
      (await post('createNewMetadata', { DeploymentIndexId: site, FieldId: set.field.keywords, FieldValue: 'x' }))
        .statusCode,
      401,
    );
    assert.deepEqual(await databaseSnapshot(app), before);
  });

  test('createEdge links a value under its parent once; refuses unknown fields and values, a half parent and a self-parent', async () => {
    const app = context.server.app;
    const edge = {
      DeploymentIndexId: site,
      FieldCode: 'countries',
      FieldName: 'whatever the client calls it',
      FieldValue: 'brazil',
      FieldOrder: 7,
      ParentFieldCode: 'regions',
      ParentFieldName: 'Regions',
      ParentFieldValue: 'Europe',
      ParentFieldOrder: 1,
    };
    const created = await post('createEdge', edge, UPLOADER);
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(
      (({
        FieldCode,
        FieldName,
        FieldValue,
        FieldOrder,
        ParentFieldCode,
        ParentFieldName,
        ParentFieldValue,
        ParentFieldOrder,
        created,
      }) => ({
        FieldCode,
        FieldName,
        FieldValue,
        FieldOrder,
        ParentFieldCode,
        ParentFieldName,
        ParentFieldValue,
        ParentFieldOrder,
        created,
      }))(created.json()),
      {
        FieldCode: 'countries',
        FieldName: 'Countries',
        FieldValue: 'Brazil',
        FieldOrder: 7,
        ParentFieldCode: 'regions',
        ParentFieldName: 'Regions',
        ParentFieldValue: 'Europe',
        ParentFieldOrder: 1,
        created: true,
      },
    );
    const again = await post('createEdge', edge, UPLOADER);
    assert.deepEqual(
      [again.statusCode, again.json().MetadataEdgeId, again.json().created],
      [200, created.json().MetadataEdgeId, false],
    );
    const stored = await app.db
      .select()
      .from(metadataEdges)
      .where(and(eq(metadataEdges.fieldValue, 'Brazil'), eq(metadataEdges.deploymentIndexId, site)));
    assert.deepEqual(stored.map((row) => row.parentFieldValue).sort(), ['Americas', 'Europe']);
    const set2 = await context.request(
      'GET',
      `/api/v2/uploader/getUploaderSetById?setid=${set.masterSetId}&deploymentIndexId=${site}`,
      { as: UPLOADER },
    );
    const brazil = set2
      .json()
      .fields.find((field: { code: string }) => field.code === 'countries')
      .values.find((value: { value: string }) => value.value === 'Brazil');
    assert.deepEqual(brazil.parents.map((parent: { fieldValue: string }) => parent.fieldValue).sort(), [
      'Americas',
      'Europe',
    ]);

    const before = await databaseSnapshot(app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ FieldCode: 'planets' }, /body\/FieldCode 'planets' is not a field of this site's metadata sets/],
      [{ FieldValue: 'Atlantis' }, /body\/FieldValue 'Atlantis' is not a value of the field 'Countries' \(countries\)/],
      [{ ParentFieldValue: null }, /body\/ParentFieldValue is required with body\/ParentFieldCode/],
      [{ ParentFieldCode: 'countries', ParentFieldValue: 'Brazil' }, /a value cannot be its own parent/],
      [
        { FieldCode: 'content_types', FieldValue: 'Retired', ParentFieldCode: null, ParentFieldValue: null },
        /body\/FieldValue 'Retired' is not a value/,
      ],
    ];
    for (const [change, message] of cases) {
      const response = await post('createEdge', { ...edge, ...change }, SITE_ADMIN);
      assert.equal(response.statusCode, 400, `${JSON.stringify(change)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.equal((await post('createEdge', edge, SITE_VIEWER)).statusCode, 403);
    assert.equal((await post('createEdge', edge)).statusCode, 401);
    assert.equal((await post('createEdge', { ...edge, DeploymentIndexId: awards }, UPLOADER)).statusCode, 403);
    assert.deepEqual(await databaseSnapshot(app), before);
  });
});
