// wire pass: registration and updates are all-or-nothing transactions.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { assetFieldValues, assets } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedQuietSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import {
  fetchQueuedAssetIds,
  putBlob,
  registerFile,
  seedMetadataSet,
  type SeededSet,
} from '../../../../test/uploader-fixtures.js';
import { NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

interface Item {
  UniqueId: string;
  AssetId: number | null;
  DocId: string | null;
  BlobName: string | null;
  ContainerName: string | null;
  HasError: boolean;
  Error: string | null;
  Status: string;
  StatusId: number | null;
  MimeType: string;
  PreviewFound: boolean;
  FoundPreviewAssetInfos: {
    UniqueId: string;
    ParentUniqueId: string;
    BlobName: string | null;
    ContainerName: string;
    AssetId: number | null;
  }[];
}
interface Answer {
  HasError: boolean;
  Error: string | null;
  AssetInfos: Item[];
  MasterSetId: number | null;
  SubsetId: number | null;
}

describe('POST v2/uploader/saveAssetWithMetadata and updateAssetWithMetadata', () => {
  let context: DemoSiteContext;
  let site: number;
  let awards: number;
  let set: SeededSet;
  before(async () => {
    context = await sharedQuietSite();
    site = await context.siteId('Northwind Discovery');
    awards = await context.siteId('Northwind Awards');
    set = await seedMetadataSet(context.server.app, site);
  });

  const post = (name: string, payload: unknown, as?: string) =>
    context.request('POST', `/api/v2/uploader/${name}`, { as, payload });
  const caseStudy = () => [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }];
  const register = (payload: Record<string, unknown>, as = UPLOADER) =>
    post('saveAssetWithMetadata', { DeploymentIndexId: site, MetadataData: caseStudy(), ...payload }, as);

  test('registers each file as a Registered asset with a server-made blob name, previews matched to their parent', async () => {
    const response = await register({
      AssetInfos: [
        { UniqueId: 'u1', FileName: '../../etc/Q1 Results.pdf', filesize: 1200, Title: 'Q1 results' },
        { UniqueId: 'u2', FileName: 'Q1 Results.pdf', filesize: 900, MimeType: 'application/pdf' },
        { UniqueId: 'u3', FileName: 'launch.mp4', filesize: 5000 },
      ],
      MetadataData: [
        ...caseStudy(),
        { fieldId: set.field.regions, profileFieldValueId: set.value.europe },
        { fieldId: set.field.countries, profileFieldValueId: set.value.france },
        { fieldId: set.field.countries, profileFieldValueId: set.value.germany },
        { fieldId: set.field.countries, profileFieldValueId: set.value.germany },
      ],
      PreviewAssetInfos: [
        { UniqueId: 'p1', ParentUniqueId: 'u1', FileName: 'cover.png' },
        { UniqueId: 'p2', ParentUniqueId: 'u1', FileName: 'COVER.png' },
      ],
      UploadingAssets: [{}, {}],
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<Answer>();
    assert.equal(body.HasError, false);
    assert.equal(body.Error, null);
    assert.equal(body.MasterSetId, set.masterSetId);
    assert.equal(body.SubsetId, null);
    assert.deepEqual(
      body.AssetInfos.map((item) => item.UniqueId),
      ['u1', 'u2', 'u3'],
    );
    const [first, second, video] = body.AssetInfos as [Item, Item, Item];
    for (const item of body.AssetInfos) {
      assert.equal(item.HasError, false);
      assert.equal(item.Status, 'Registered');
      assert.equal(item.StatusId, 1);
      assert.equal(item.ContainerName, 'northwind-discovery-assets');
      assert.equal(item.BlobName, `${item.DocId}/${item.UniqueId === 'u3' ? 'launch.mp4' : 'Q1 Results.pdf'}`);
    }
    // Same file name, different assets: different folders, so the names never collide.
    assert.notEqual(first.BlobName, second.BlobName);
    assert.equal(first.MimeType, 'application/pdf');
    assert.equal(video.MimeType, 'video/mp4');
    assert.equal(first.PreviewFound, true);
    assert.deepEqual(
      first.FoundPreviewAssetInfos.map((preview) => [
        preview.UniqueId,
        preview.ParentUniqueId,
        preview.BlobName,
        preview.ContainerName,
        preview.AssetId,
      ]),
      [
        ['p1', 'u1', `${first.DocId}/cover.png`, 'northwind-discovery-previews', first.AssetId],
        ['p2', 'u1', `${first.DocId}/COVER (2).png`, 'northwind-discovery-previews', first.AssetId],
      ],
    );
    assert.equal(second.PreviewFound, false);

    const db = context.server.app.db;
    const [stored] = await db.select().from(assets).where(eq(assets.assetId, first.AssetId!));
    assert.equal(stored?.title, 'Q1 results');
    assert.equal(stored?.statusId, 1);
    assert.equal(stored?.fileSize, 1200);
    assert.equal(stored?.isConfidential, true);
    assert.equal(stored?.archiveTierId, 1);
    const [untitled] = await db.select().from(assets).where(eq(assets.assetId, second.AssetId!));
    assert.equal(untitled?.title, 'Q1 Results');
    const [videoRow] = await db.select().from(assets).where(eq(assets.assetId, video.AssetId!));
    assert.equal(videoRow?.isVideo, true);
    const values = await db.select().from(assetFieldValues).where(eq(assetFieldValues.assetId, first.AssetId!));
    assert.deepEqual(
      values.map((row) => row.fieldValueId).sort((a, b) => a - b),
      [set.value.caseStudy, set.value.europe, set.value.france, set.value.germany].sort((a, b) => a - b),
    );
  });

  test("values of a subset's fields put the asset in that subset, whose required fields then count", async () => {
    const missing = await register({
      AssetInfos: [{ UniqueId: 'a', FileName: 'case.pdf', filesize: 10 }],
      MetadataData: [
        ...caseStudy(),
        { fieldId: set.field.otherField, profileFieldValueId: set.value.other },
        { fieldId: set.field.clientResult, profileFieldValueId: set.value.growth },
      ],
    });
    assert.equal(missing.statusCode, 400);
    assert.match(
      missing.json().error,
      /body\/MetadataData\/2\/fieldId: the field 'Client Result' belongs to the subset 'Case studies'/,
    );

    const ok = await register({
      AssetInfos: [{ UniqueId: 'a', FileName: 'case.pdf', filesize: 10 }],
      MetadataData: [...caseStudy(), { fieldId: set.field.clientResult, profileFieldValueId: set.value.growth }],
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json<Answer>().SubsetId, set.subsetId);
  });

  test("an empty AssetInfos answers HasError with 'No asset info in request.'; BulkError and InjectError fail as asked; nothing stored for them", async () => {
    const before = await databaseSnapshot(context.server.app);
    const empty = await register({ AssetInfos: [] });
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json<Answer>().HasError, true);
    assert.equal(empty.json<Answer>().Error, 'No asset info in request.');
    const bulk = await register({
      AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }],
      BulkError: true,
      FakeErrorMessage: 'Simulated outage',
    });
    assert.deepEqual(
      [bulk.json<Answer>().HasError, bulk.json<Answer>().Error, bulk.json<Answer>().AssetInfos.length],
      [true, 'Simulated outage', 0],
    );
    const injected = await register({
      AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1, InjectError: true }],
      FakeErrorMessage: 'Item failure',
    });
    const item = injected.json<Answer>().AssetInfos[0]!;
    assert.deepEqual(
      [item.HasError, item.Error, item.Status, item.AssetId, item.BlobName],
      [true, 'Item failure', 'error', null, null],
    );
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('400 naming the field, nothing stored: required field missing, soft-deleted value, two values for a one-value field, bad parent, traversal-only name', async () => {
    const before = await databaseSnapshot(context.server.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }], MetadataData: [] },
        /body\/MetadataData: the field 'Content Types' \(content_types\) is required/,
      ],
      [
        {
          AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }],
          MetadataData: [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.retired }],
        },
        /body\/MetadataData\/0\/profileFieldValueId: the value 'Retired' of 'Content Types' was removed/,
      ],
      [
        {
          AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }],
          MetadataData: [
            ...caseStudy(),
            { fieldId: set.field.regions, profileFieldValueId: set.value.europe },
            { fieldId: set.field.regions, profileFieldValueId: set.value.americas },
          ],
        },
        /the field 'Regions' takes one value; 2 were given/,
      ],
      [
        {
          AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }],
          MetadataData: [{ fieldId: set.field.regions, profileFieldValueId: set.value.caseStudy }],
        },
        /body\/MetadataData\/0\/profileFieldValueId \d+ is not a value of the field 'Regions'/,
      ],
      [
        { AssetInfos: [{ UniqueId: 'a', FileName: '../..', filesize: 1 }] },
        /body\/AssetInfos\/0\/FileName '..\/..' has no usable file name/,
      ],
      [
        {
          AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }],
          PreviewAssetInfos: [{ UniqueId: 'p', ParentUniqueId: 'zzz', FileName: 'p.png' }],
        },
        /body\/PreviewAssetInfos\/0\/ParentUniqueId 'zzz' matches no item/,
      ],
      [
        {
          AssetInfos: [
            { UniqueId: 'a', FileName: 'a.pdf', filesize: 1 },
            { UniqueId: 'a', FileName: 'b.pdf', filesize: 1 },
          ],
        },
        /body\/AssetInfos\/1\/UniqueId 'a' is used twice/,
      ],
      [
        { AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1, ArchiveTierId: 99 }] },
        /body\/AssetInfos\/0\/ArchiveTierId 99 does not exist/,
      ],
      [
        { AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }], MasterSetId: set.subsetId },
        /body\/MasterSetId \d+ is not the master metadata set of this site/,
      ],
      [{ AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 0 }] }, /AssetInfos\/0\/filesize/],
      [
        { AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1, MimeType: 'pdf please' }] },
        /body\/AssetInfos\/0\/MimeType 'pdf please' is not a content type/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await register(payload, SITE_ADMIN);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('registering: 401 without a token, 403 for a viewer, a user of no site and an uploader of another site', async () => {
    const before = await databaseSnapshot(context.server.app);
    const payload = { AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }] };
    assert.equal(
      (await post('saveAssetWithMetadata', { DeploymentIndexId: site, MetadataData: caseStudy(), ...payload }))
        .statusCode,
      401,
    );
    const viewer = await register(payload, SITE_VIEWER);
    assert.equal(viewer.statusCode, 403);
    assert.equal(viewer.json().error, ACCESS_MESSAGES.uploadDenied);
    assert.equal((await register(payload, NO_SITE_USER)).statusCode, 403);
    assert.equal(
      (await post('saveAssetWithMetadata', { DeploymentIndexId: awards, MetadataData: [], ...payload }, UPLOADER))
        .statusCode,
      403,
    );
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test("updating replaces the selected values and fields, names new previews, and re-queues an uploaded asset's indexing", async () => {
    const app = context.server.app;
    const item = await registerFile(
      context,
      UPLOADER,
      site,
      { name: 'brief.txt', size: 5, mimeType: 'text/plain' },
      caseStudy(),
    );
    await putBlob(app, item.ContainerName, item.BlobName, Buffer.from('hello'), 'text/plain');
    assert.equal((await post('markAsUploaded', { AssetId: item.AssetId }, UPLOADER)).statusCode, 200);
    await fetchQueuedAssetIds(app);

    const response = await post(
      'updateAssetWithMetadata',
      {
        DeploymentIndexId: site,
        SingleDocId: item.DocId,
        AssetInfos: [],
        MasterSetId: set.masterSetId,
        SubsetId: set.subsetId,
        MetadataData: [
          { fieldId: set.field.contentTypes, profileFieldValueId: set.value.credential },
          { fieldId: set.field.clientResult, profileFieldValueId: set.value.growth },
        ],
        PreviewAssetInfos: [{ UniqueId: 'p', ParentUniqueId: item.DocId, FileName: 'still.jpg' }],
      },
      UPLOADER,
    );
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<Answer>();
    assert.deepEqual([body.HasError, body.SubsetId], [false, set.subsetId]);
    const updated = body.AssetInfos[0]!;
    assert.deepEqual(
      [updated.UniqueId, updated.AssetId, updated.StatusId, updated.Status],
      [item.DocId, item.AssetId, 3, 'Queued for indexing'],
    );
    assert.equal(updated.FoundPreviewAssetInfos[0]?.BlobName, `${item.DocId}/still.jpg`);
    const values = await app.db.select().from(assetFieldValues).where(eq(assetFieldValues.assetId, item.AssetId));
    assert.deepEqual(
      values.map((row) => row.fieldValueId).sort((a, b) => a - b),
      [set.value.credential, set.value.growth].sort((a, b) => a - b),
    );
    assert.deepEqual(await fetchQueuedAssetIds(app), [item.AssetId]);

    const retitled = await post(
      'updateAssetWithMetadata',
      {
        DeploymentIndexId: site,
        AssetInfos: [{ AssetId: item.AssetId, Title: 'Creative brief', IsConfidential: false }],
        MetadataData: caseStudy(),
      },
      SITE_ADMIN,
    );
    assert.equal(retitled.statusCode, 200, retitled.body);
    const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, item.AssetId));
    assert.deepEqual([stored?.title, stored?.isConfidential], ['Creative brief', false]);
  });

  test("updating: 403 for another uploader's asset and for a viewer, 400 naming the field, nothing changed", async () => {
    const app = context.server.app;
    const adminAsset = await registerFile(context, SITE_ADMIN, site, { name: 'admin.pdf', size: 3 }, caseStudy());
    const before = await databaseSnapshot(app);
    const update = (payload: Record<string, unknown>, as: string) =>
      post(
        'updateAssetWithMetadata',
        {
          DeploymentIndexId: site,
          AssetInfos: [{ AssetId: adminAsset.AssetId, Title: 'Changed' }],
          MetadataData: caseStudy(),
          ...payload,
        },
        as,
      );
    assert.equal(
      (await post('updateAssetWithMetadata', { DeploymentIndexId: site, AssetInfos: [], MetadataData: [] })).statusCode,
      401,
    );
    const other = await update({}, UPLOADER);
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().error, ACCESS_MESSAGES.editAssetDenied);
    assert.equal((await update({}, SITE_VIEWER)).statusCode, 403);
    assert.equal((await update({ DeploymentIndexId: awards }, SITE_ADMIN)).statusCode, 400);
    const noValues = await update({ MetadataData: [] }, SITE_ADMIN);
    assert.equal(noValues.statusCode, 400);
    assert.match(noValues.json().error, /'Content Types' \(content_types\) is required/);
    const unknown = await update({ AssetInfos: [{ DocId: 'no-such-doc' }] }, SITE_ADMIN);
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().error, /body\/AssetInfos\/0\/DocId names no asset/);
    const badSubset = await update({ SubsetId: set.masterSetId }, SITE_ADMIN);
    assert.equal(badSubset.statusCode, 400);
    assert.match(badSubset.json().error, /body\/SubsetId/);
    const empty = await post(
      'updateAssetWithMetadata',
      { DeploymentIndexId: site, AssetInfos: [], MetadataData: [] },
      SITE_ADMIN,
    );
    assert.deepEqual(
      [empty.statusCode, empty.json<Answer>().HasError, empty.json<Answer>().Error],
      [200, true, 'No asset info in request.'],
    );
    assert.deepEqual(await databaseSnapshot(app), before);
  });
});
