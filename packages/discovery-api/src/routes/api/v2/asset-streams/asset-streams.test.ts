import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  ASSET_STREAM_CODES,
  MAX_STREAM_ROWS_PER_PAGE,
  PAGE_SIZES,
  type AssetStream,
  type AssetStreamPage,
  type AssetStreams,
  type Collection,
} from '@portal/contracts';
import type { Asset, DeploymentIndex } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { siteNamed } from '../../../../test/document-fixtures.js';
import { createGroup } from '../../../../test/group-fixtures.js';
import { addPreviewPicture } from '../../../../test/insights-fixtures.js';
import { addIndexedDocument, daysAgo, insightsSite } from '../../../../test/site-insights-fixtures.js';
import { HOME_SITE, MERIDIAN_EDITOR, NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

/**
 * GET v2/assetStreams/{indexId} and POST v2/assetStreams/{indexId}/{code}/assets on a site of their own
 * (site-insights-fixtures.ts), so every count is of the documents made here.
 */
describe('v2/assetStreams', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let docs: Record<string, Asset>;
  let collectionId: number;
  let groupId: number;

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of [SITE_ADMIN, UPLOADER, SITE_VIEWER, NO_SITE_USER, MERIDIAN_EDITOR])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    site = await insightsSite(context, 'Streams');
    const add = (title: string, document: Omit<Parameters<typeof addIndexedDocument>[2], 'title'>) =>
      addIndexedDocument(app, site, { title, ...document });
    docs = {
      old: await add('Old upload', { created: daysAgo(10) }),
      folderCase: await add('Cases folder study', { created: daysAgo(5), folder: 'Cases' }),
      chosenCase: await add('Chosen case study', {
        created: daysAgo(3),
        values: { content_types: ['Case Study'] },
        isFeatured: true,
      }),
      report: await add('Quarterly report', {
        created: daysAgo(2),
        values: { content_types: ['Report'] },
        isFeatured: true,
      }),
      private: await add('Private plan', {
        created: daysAgo(1),
        values: { content_types: ['Case Study'] },
        visibility: 'Private',
        createdBy: UPLOADER,
      }),
    };
    await addPreviewPicture(app, site, docs.chosenCase!, { useAsThumbnail: true, fileName: 'thumbnail.png' });
    // Another site's newest upload, a case study, which no stream of this site may show (no metadata set is made there).
    await addIndexedDocument(app, await siteNamed(app, HOME_SITE), {
      title: 'Another site upload',
      folder: 'Cases',
    });

    const created = await context.request('POST', '/api/v2/collections', {
      as: SITE_ADMIN,
      payload: {
        deploymentIndexId: site.deploymentIndexId,
        collection: { name: 'Streams collection', isConfidential: false },
      },
    });
    assert.ok([200, 201].includes(created.statusCode), created.body);
    collectionId = created.json<Collection>().collectionId;
    const featuredCollection = await context.request(
      'POST',
      `/api/v2/collections/markAsFeatured/${collectionId}/${site.deploymentIndexId}`,
      { as: SITE_ADMIN },
    );
    assert.equal(featuredCollection.statusCode, 200, featuredCollection.body);
    groupId = (
      await createGroup(context, SITE_ADMIN, site.deploymentIndexId, { name: 'Streams group', isConfidential: false })
    ).groupId;
    const featuredGroup = await context.request(
      'POST',
      `/api/v2/groups/markAsFeatured/${groupId}/${site.deploymentIndexId}`,
      { as: SITE_ADMIN },
    );
    assert.equal(featuredGroup.statusCode, 200, featuredGroup.body);
  });

  const streamsOf = async (as: string, query = '') => {
    const response = await context.request('GET', `/api/v2/assetStreams/${site.deploymentIndexId}${query}`, { as });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AssetStreams>();
  };
  const stream = (answer: AssetStreams, code: string): AssetStream => {
    const found = answer.streams.find((entry) => entry.code === code);
    assert.ok(found, `the stream ${code} is answered`);
    return found;
  };
  const titles = (entry: AssetStream) =>
    entry.items.map((item) => ('title' in item ? item.title : 'name' in item ? item.name : ''));

  test("latest uploads: the site's documents only, newest upload first, with real thumbnails", async () => {
    const answer = await streamsOf(SITE_VIEWER);
    assert.equal(answer.deploymentIndexId, site.deploymentIndexId);
    assert.deepEqual(
      answer.streams.map((entry) => entry.code),
      ['latest-uploads', 'new-cases'],
      'the featured streams come only when asked',
    );
    const latest = stream(answer, 'latest-uploads');
    assert.equal(latest.kind, 'assets');
    assert.equal(latest.title, 'Latest uploads');
    assert.deepEqual(titles(latest), [
      'Private plan',
      'Quarterly report',
      'Chosen case study',
      'Cases folder study',
      'Old upload',
    ]);
    assert.equal(latest.count, 5);
    assert.equal(
      latest.kind === 'assets' && latest.items.every((item) => item.deploymentIndexId === site.deploymentIndexId),
      true,
    );

    const items = latest.kind === 'assets' ? latest.items : [];
    const withPicture = items.find((item) => item.assetId === docs.chosenCase!.assetId)!;
    assert.ok(withPicture.thumbnailUrl, 'an asset with a thumbnail gets its address');
    const picture = await context.request('GET', `/api/${withPicture.thumbnailUrl}`, { as: SITE_VIEWER });
    assert.equal(picture.statusCode, 200, 'the thumbnail address serves the picture');
    assert.match(String(picture.headers['content-type']), /^image\//);
    assert.equal(
      items.find((item) => item.assetId === docs.old!.assetId)!.thumbnailUrl,
      null,
      'no picture, no address',
    );
  });

  test('a private asset is listed to a viewer by its title only; its uploader may open it', async () => {
    const forViewer = stream(await streamsOf(SITE_VIEWER), 'latest-uploads');
    const locked =
      forViewer.kind === 'assets' ? forViewer.items.find((item) => item.assetId === docs.private!.assetId) : undefined;
    assert.ok(locked);
    assert.equal(locked.isAccessible, false);
    assert.equal(locked.thumbnailUrl, null);
    assert.equal(locked.description, null);
    assert.deepEqual(locked.selectedSet, []);

    const forUploader = stream(await streamsOf(UPLOADER), 'latest-uploads');
    const open =
      forUploader.kind === 'assets'
        ? forUploader.items.find((item) => item.assetId === docs.private!.assetId)
        : undefined;
    assert.equal(open?.isAccessible, true);
    assert.equal(open?.description, 'About Private plan.');
  });

  test('new cases: only Case Study documents (chosen, or from the Cases folder), newest first', async () => {
    const cases = stream(await streamsOf(SITE_VIEWER), 'new-cases');
    assert.equal(cases.title, 'New cases');
    assert.deepEqual(titles(cases), ['Private plan', 'Chosen case study', 'Cases folder study']);
    assert.equal(cases.count, 3);
    const contentTypes = cases.kind === 'assets' ? cases.items.map((item) => item.contentTypes) : [];
    assert.deepEqual(contentTypes, [['Case Study'], ['Case Study'], ['Case Study']]);
  });

  test('includeFeaturedContent: featured content, collections and groups of the site', async () => {
    const answer = await streamsOf(SITE_VIEWER, '?includeFeaturedContent=true');
    assert.deepEqual(
      answer.streams.map((entry) => entry.code),
      [...ASSET_STREAM_CODES],
    );
    const featured = stream(answer, 'featured-content');
    assert.deepEqual(titles(featured), ['Quarterly report', 'Chosen case study']);
    assert.equal(featured.count, 2);
    const collections = stream(answer, 'featured-collections');
    assert.equal(collections.kind, 'collections');
    assert.deepEqual(collections.kind === 'collections' ? collections.items.map((item) => item.collectionId) : [], [
      collectionId,
    ]);
    const groups = stream(answer, 'featured-groups');
    assert.equal(groups.kind, 'groups');
    assert.deepEqual(groups.kind === 'groups' ? groups.items.map((item) => item.groupId) : [], [groupId]);
    assert.equal(groups.count, 1);
  });

  test('codes: only the streams named, in the home page order, with the same items as the whole answer', async () => {
    const whole = await streamsOf(SITE_VIEWER, '?includeFeaturedContent=true');
    const some = await streamsOf(SITE_VIEWER, '?includeFeaturedContent=true&codes=featured-groups,featured-content');
    assert.deepEqual(
      some.streams.map((entry) => entry.code),
      ['featured-content', 'featured-groups'],
    );
    // The same items; their file links are signed anew per answer (a SAS expiry to the second), so not compared.
    const unsigned = (entry: AssetStream) => JSON.parse(JSON.stringify(entry).replace(/sv=[^"]*/g, 'sv=…'));
    assert.deepEqual(unsigned(stream(some, 'featured-content')), unsigned(stream(whole, 'featured-content')));
    assert.deepEqual(unsigned(stream(some, 'featured-groups')), unsigned(stream(whole, 'featured-groups')));
    const latest = await streamsOf(SITE_VIEWER, '?codes=latest-uploads');
    assert.deepEqual(
      latest.streams.map((entry) => entry.code),
      ['latest-uploads'],
    );
  });

  test('home holds 20 latest uploads and new cases, 15 of the other streams', async () => {
    const app = context.server.app;
    const busy = await insightsSite(context, 'Busy streams');
    for (let index = 0; index < PAGE_SIZES.latestUploads + 1; index += 1) {
      await addIndexedDocument(app, busy, {
        title: `Busy case ${String(index).padStart(2, '0')}`,
        created: daysAgo(30 - index),
        values: { content_types: ['Case Study'] },
        isFeatured: true,
      });
    }
    const response = await context.request(
      'GET',
      `/api/v2/assetStreams/${busy.deploymentIndexId}?includeFeaturedContent=true`,
      {
        as: SITE_VIEWER,
      },
    );
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<AssetStreams>();
    for (const [code, size] of [
      ['latest-uploads', PAGE_SIZES.latestUploads],
      ['new-cases', PAGE_SIZES.latestUploads],
      ['featured-content', PAGE_SIZES.streams],
    ] as const) {
      const entry = stream(answer, code);
      assert.equal(entry.items.length, size, code);
      assert.equal(entry.count, PAGE_SIZES.latestUploads + 1, code);
    }
    assert.equal(titles(stream(answer, 'latest-uploads'))[0], 'Busy case 20');
  });

  test('POST …/{code}/assets: one page of a stream; 15 rows when the body is left out', async () => {
    const page = async (code: string, payload?: unknown) => {
      const response = await context.request('POST', `/api/v2/assetStreams/${site.deploymentIndexId}/${code}/assets`, {
        as: SITE_VIEWER,
        payload,
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<AssetStreamPage>();
    };
    const second = await page('latest-uploads', { page: 2, rowsPerPage: 2 });
    assert.deepEqual(titles(second), ['Chosen case study', 'Cases folder study']);
    assert.equal(second.count, 5);
    assert.equal(second.currentPage, 2);
    assert.equal(second.rowsPerPage, 2);
    assert.equal(second.code, 'latest-uploads');

    const whole = await page('new-cases');
    assert.equal(whole.rowsPerPage, PAGE_SIZES.streams);
    assert.equal(whole.items.length, 3);

    const collections = await page('featured-collections', { page: 1, rowsPerPage: 1 });
    assert.equal(collections.kind, 'collections');
    assert.equal(collections.count, 1);
    const beyond = await page('featured-groups', { page: 2, rowsPerPage: 1 });
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.count, 1);
  });

  test('refused: no token, a user of no site, a user of another site, an unknown site; nothing changes', async () => {
    const before = await databaseSnapshot(context.server.app);
    const get = (as?: string, id = site.deploymentIndexId) =>
      context.request('GET', `/api/v2/assetStreams/${id}`, as ? { as } : {});
    const post = (as?: string, id = site.deploymentIndexId) =>
      context.request(
        'POST',
        `/api/v2/assetStreams/${id}/latest-uploads/assets`,
        as ? { as, payload: {} } : { payload: {} },
      );
    for (const call of [get, post]) {
      assert.equal((await call()).statusCode, 401);
      for (const as of [NO_SITE_USER, MERIDIAN_EDITOR]) {
        const refused = await call(as);
        assert.equal(refused.statusCode, 403, `${as}: ${refused.body}`);
        assert.equal(refused.json().error, ACCESS_MESSAGES.noSiteAccess);
      }
      const unknown = await call(SITE_VIEWER, 999_999);
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().error, 'No such site: 999999.');
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('bad input: an unknown stream, too many rows, page 0, an unknown field, a bad flag', async () => {
    const post = (code: string, payload: unknown) =>
      context.request('POST', `/api/v2/assetStreams/${site.deploymentIndexId}/${code}/assets`, {
        as: SITE_VIEWER,
        payload,
      });
    const unknownCode = await post('trending', {});
    assert.equal(unknownCode.statusCode, 404);
    assert.equal(
      unknownCode.json().error,
      `No such asset stream: 'trending' (the streams are ${ASSET_STREAM_CODES.join(', ')}).`,
    );
    for (const [payload, message] of [
      [
        { rowsPerPage: MAX_STREAM_ROWS_PER_PAGE + 1 },
        new RegExp(`body/rowsPerPage must be <= ${MAX_STREAM_ROWS_PER_PAGE}`),
      ],
      [{ rowsPerPage: 0 }, /body\/rowsPerPage must be >= 1/],
      [{ page: 0 }, /body\/page must be >= 1/],
      [{ page: 1, pageSize: 10 }, /body\/pageSize is not a field of this request \(it takes page, rowsPerPage\)/],
    ] as const) {
      const refused = await post('latest-uploads', payload);
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
      assert.match(refused.json().error, message);
    }
    const badFlag = await context.request(
      'GET',
      `/api/v2/assetStreams/${site.deploymentIndexId}?includeFeaturedContent=perhaps`,
      { as: SITE_VIEWER },
    );
    assert.equal(badFlag.statusCode, 400);
    assert.match(badFlag.json().error, /includeFeaturedContent must be boolean/);
    const get = (query: string) =>
      context.request('GET', `/api/v2/assetStreams/${site.deploymentIndexId}${query}`, { as: SITE_VIEWER });
    const unknownStream = await get('?codes=latest-uploads,trending');
    assert.equal(unknownStream.statusCode, 400);
    assert.equal(
      unknownStream.json().error,
      `codes names no stream: 'trending' (the streams are ${ASSET_STREAM_CODES.join(', ')}).`,
    );
    const featuredUnasked = await get('?codes=featured-content');
    assert.equal(featuredUnasked.statusCode, 400);
    assert.equal(
      featuredUnasked.json().error,
      'The featured streams (featured-content) need includeFeaturedContent=true.',
    );
  });
});
