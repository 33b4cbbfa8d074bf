import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { assets } from '../db/schema/index.js';
import {
  pauseIngest,
  startDemoSiteContext,
  type DatabaseMode,
  type DemoSiteContext,
} from '../test/demo-site-context.js';
import { registerFile, seedMetadataSet, type SeededSet } from '../test/uploader-fixtures.js';
import { DEFAULT_FAKE_ERROR } from './upload-answers.js';
import { UPLOADER } from '../test/cast.js';

interface Item {
  UniqueId: string;
  AssetId: number | null;
  BlobName: string | null;
  HasError: boolean;
  Error: string | null;
  FoundPreviewAssetInfos: { UniqueId: string; BlobName: string | null; HasError: boolean; Error: string | null }[];
}
interface Answer {
  HasError: boolean;
  Error: string | null;
  AssetInfos: Item[];
}

const SCRIPTED = '<img src=x onerror=alert(1)>';

/** The in-process database, with the server's test-fault switch as given. */
const withTestFaults = (value: 'on' | 'off'): DatabaseMode => ({
  name: `PORTAL_TEST_FAULTS=${value}`,
  start: async () => ({ env: { PORTAL_TEST_FAULTS: value }, stop: async () => undefined }),
});

async function startUploaderSite(value: 'on' | 'off') {
  const context = await startDemoSiteContext(withTestFaults(value));
  await pauseIngest(context.server.app);
  const site = await context.siteId('Northwind Discovery');
  const set = await seedMetadataSet(context.server.app, site);
  return { context, site, set };
}

describe('test-injection flags of the uploader payloads, server not in test mode (PORTAL_TEST_FAULTS=off)', () => {
  let context: DemoSiteContext;
  let site: number;
  let set: SeededSet;
  before(async () => {
    ({ context, site, set } = await startUploaderSite('off'));
  });
  after(async () => {
    await context?.close();
  });
  const caseStudy = () => [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }];

  test('saveAssetWithMetadata ignores BulkError, InjectError and FakeErrorMessage: every file and preview is registered, the text never echoed', async () => {
    const response = await context.request('POST', '/api/v2/uploader/saveAssetWithMetadata', {
      as: UPLOADER,
      payload: {
        DeploymentIndexId: site,
        MetadataData: caseStudy(),
        AssetInfos: [
          { UniqueId: 'a', FileName: 'a.pdf', filesize: 1, InjectError: true },
          { UniqueId: 'b', FileName: 'b.pdf', filesize: 1 },
        ],
        PreviewAssetInfos: [{ UniqueId: 'p', ParentUniqueId: 'b', FileName: 'p.png', InjectError: true }],
        BulkError: true,
        FakeErrorMessage: SCRIPTED,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.doesNotMatch(response.body, /<img|onerror|injected/i);
    const body = response.json<Answer>();
    assert.deepEqual([body.HasError, body.Error], [false, null]);
    assert.deepEqual(
      body.AssetInfos.map((item) => [item.UniqueId, item.HasError, item.Error]),
      [
        ['a', false, null],
        ['b', false, null],
      ],
    );
    assert.ok(body.AssetInfos[1]?.FoundPreviewAssetInfos[0]?.BlobName, response.body);
    for (const item of body.AssetInfos) {
      const [stored] = await context.server.app.db.select().from(assets).where(eq(assets.assetId, item.AssetId!));
      assert.equal(stored?.blobName, item.BlobName);
    }
  });

  test('updateAssetWithMetadata ignores them too: the asset is updated, the text never echoed', async () => {
    const item = await registerFile(context, UPLOADER, site, { name: 'brief.pdf', size: 5 }, caseStudy());
    const response = await context.request('POST', '/api/v2/uploader/updateAssetWithMetadata', {
      as: UPLOADER,
      payload: {
        DeploymentIndexId: site,
        MetadataData: caseStudy(),
        AssetInfos: [{ AssetId: item.AssetId, Title: 'Retitled', InjectError: true }],
        BulkError: true,
        FakeErrorMessage: SCRIPTED,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.doesNotMatch(response.body, /<img|onerror|injected/i);
    const body = response.json<Answer>();
    assert.deepEqual(
      [body.HasError, body.Error, body.AssetInfos[0]?.HasError, body.AssetInfos[0]?.Error],
      [false, null, false, null],
    );
    const [stored] = await context.server.app.db.select().from(assets).where(eq(assets.assetId, item.AssetId));
    assert.equal(stored?.title, 'Retitled');
  });
});

describe('test-injection flags of the uploader payloads, server in test mode (PORTAL_TEST_FAULTS=on)', () => {
  let context: DemoSiteContext;
  let site: number;
  let set: SeededSet;
  before(async () => {
    ({ context, site, set } = await startUploaderSite('on'));
  });
  after(async () => {
    await context?.close();
  });
  const caseStudy = () => [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }];
  const register = (payload: Record<string, unknown>) =>
    context.request('POST', '/api/v2/uploader/saveAssetWithMetadata', {
      as: UPLOADER,
      payload: { DeploymentIndexId: site, MetadataData: caseStudy(), ...payload },
    });

  test('BulkError fails the request with FakeErrorMessage as plain text: tags and markup characters removed', async () => {
    const response = await register({
      AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1 }],
      BulkError: true,
      FakeErrorMessage: `<b>Simulated</b> outage ${SCRIPTED} & <script>x`,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.doesNotMatch(response.body, /[<>&]/);
    assert.deepEqual(response.json<Answer>(), {
      ...response.json<Answer>(),
      HasError: true,
      Error: 'Simulated outage x',
      AssetInfos: [],
    });
  });

  test('InjectError fails the item and its previews; a FakeErrorMessage that is only markup leaves the default text', async () => {
    const response = await register({
      AssetInfos: [{ UniqueId: 'a', FileName: 'a.pdf', filesize: 1, InjectError: true }],
      PreviewAssetInfos: [{ UniqueId: 'p', ParentUniqueId: 'a', FileName: 'p.png', InjectError: true }],
      FakeErrorMessage: SCRIPTED,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.doesNotMatch(response.body, /<img|onerror/);
    const body = response.json<Answer>();
    const item = body.AssetInfos[0]!;
    assert.deepEqual(
      [body.HasError, body.Error, item.HasError, item.Error, item.AssetId],
      [true, DEFAULT_FAKE_ERROR, true, DEFAULT_FAKE_ERROR, null],
    );
    assert.deepEqual(
      [item.FoundPreviewAssetInfos[0]?.HasError, item.FoundPreviewAssetInfos[0]?.Error],
      [true, DEFAULT_FAKE_ERROR],
    );
  });

  test('updateAssetWithMetadata: the echoed text is plain and at most 200 characters', async () => {
    const item = await registerFile(context, UPLOADER, site, { name: 'brief.pdf', size: 5 }, caseStudy());
    const response = await context.request('POST', '/api/v2/uploader/updateAssetWithMetadata', {
      as: UPLOADER,
      payload: {
        DeploymentIndexId: site,
        MetadataData: caseStudy(),
        AssetInfos: [{ AssetId: item.AssetId, InjectError: true }],
        FakeErrorMessage: `${SCRIPTED}${'x'.repeat(500)}`,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<Answer>();
    assert.deepEqual(
      [body.HasError, body.Error, body.AssetInfos[0]?.HasError, body.AssetInfos[0]?.Error],
      [true, 'x'.repeat(200), true, 'x'.repeat(200)],
    );

    const bulk = await context.request('POST', '/api/v2/uploader/updateAssetWithMetadata', {
      as: UPLOADER,
      payload: {
        DeploymentIndexId: site,
        MetadataData: caseStudy(),
        AssetInfos: [{ AssetId: item.AssetId }],
        BulkError: true,
        FakeErrorMessage: SCRIPTED,
      },
    });
    assert.doesNotMatch(bulk.body, /<img|onerror/);
    assert.deepEqual([bulk.json<Answer>().HasError, bulk.json<Answer>().Error], [true, DEFAULT_FAKE_ERROR]);
  });
});
