import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type {
  Collection,
  CollectionExport,
  CollectionInsights,
  EntityViewsEntry,
  SearchResult,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  assetFieldValues,
  assetInteractions,
  collectionAssets,
  collectionInteractions,
  collections,
  metadataFields,
  metadataFieldValues,
  metadataSets,
} from '../../../../db/schema/index.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
} from '../../../../test/cast.js';

/**
 * GET v2/collections/collection/{id}/assets/dataForExport, GET v2/collections/{id}/assets/search and the insights
 * calls, over the cast of src/test/cast.ts: ENTITY_OWNER creates a confidential collection with ENTITY_EDITOR (editor) and
 * ENTITY_VIEWER (viewer); NON_MEMBER uses the site but is no member; MERIDIAN_EDITOR uses another site only; NO_SITE_USER none.
 */
describe('v2/collections export, search and insights', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let meridianId: number;
  let collectionId: number;
  let publicId: number;
  let meridianCollectionId: number;
  let openAssetId: number;
  let secretAssetId: number;
  let openDocId: string;
  let secretDocId: string;
  let outsideDocId: string;

  const request = (method: 'GET' | 'POST', url: string, as: string | undefined, payload?: unknown) =>
    context.request(method, `/api/v2${url}`, { as, payload });
  const hiddenFrom = [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER];

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    await signInEveryone(context);
    siteId = await context.siteId('Northwind Discovery');
    meridianId = await context.siteId('Meridian Insights');
    const member = async (email: string, roleCode: string) => ({
      user: { userId: await userIdOf(app, email), email },
      roleCode,
    });
    const create = async (as: string, site: number, collection: Record<string, unknown>) => {
      const response = await request('POST', '/collections', as, { deploymentIndexId: site, collection });
      assert.equal(response.statusCode, 201, response.body);
      return response.json<Collection>().collectionId;
    };
    collectionId = await create(ENTITY_OWNER, siteId, {
      name: 'Launch kit',
      collectionUsers: [
        await member(ENTITY_EDITOR, 'collectionEditor'),
        await member(ENTITY_VIEWER, 'collectionViewer'),
      ],
    });
    publicId = await create(ENTITY_OWNER, siteId, { name: 'Open shelf', isConfidential: false });
    meridianCollectionId = await create(MERIDIAN_EDITOR, meridianId, { name: 'Meridian shelf', isConfidential: false });

    const site = await siteNamed(app, 'Northwind Discovery');
    const text = (words: string) => new TextEncoder().encode(words);
    const open = await addDocument(app, site, {
      title: 'Launch brief',
      fileName: 'brief.txt',
      bytes: text('The zephyrquartz launch brief: timings, owners and the press plan.'),
      mimeType: 'text/plain',
    });
    const secret = await addDocument(app, site, {
      title: 'Board memo',
      fileName: 'memo.txt',
      bytes: text('Private zephyrquartz numbers for the board.'),
      mimeType: 'text/plain',
      visibility: 'Private',
      createdBy: SITE_ADMIN,
    });
    const outside = await addDocument(app, site, {
      title: 'Elsewhere',
      fileName: 'elsewhere.txt',
      bytes: text('Another zephyrquartz note, in no collection.'),
      mimeType: 'text/plain',
    });
    openAssetId = open.assetId;
    openDocId = open.docId;
    secretAssetId = secret.assetId;
    secretDocId = secret.docId;
    outsideDocId = outside.docId;
    await app.db.insert(collectionAssets).values([
      { collectionId, assetId: open.assetId },
      { collectionId, assetId: secret.assetId, pinned: true },
      { collectionId: publicId, assetId: open.assetId },
    ]);

    // Metadata by code (topics) and by name (Sub-Industries).
    const [set] = await app.db
      .insert(metadataSets)
      .values({ name: 'Export test', deploymentIndexId: siteId })
      .returning();
    const [topics, sectors] = await app.db
      .insert(metadataFields)
      .values([
        { setId: set!.setId, name: 'Topics', code: 'topics' },
        { setId: set!.setId, name: 'Sub-Industries', code: 'sector_detail' },
      ])
      .returning();
    const values = await app.db
      .insert(metadataFieldValues)
      .values([
        { fieldId: topics!.fieldId, value: 'Launch strategy' },
        { fieldId: sectors!.fieldId, value: 'Consumer electronics' },
      ])
      .returning();
    await app.db
      .insert(assetFieldValues)
      .values(values.map((value) => ({ assetId: open.assetId, fieldValueId: value.fieldValueId })));
  });

  describe('GET collections/collection/{id}/assets/dataForExport', () => {
    const exportOf = (as: string | undefined, id = collectionId) =>
      request('GET', `/collections/collection/${id}/assets/dataForExport`, as);

    test('members get every asset they may open, each field filled; private ones they may not open are left out', async () => {
      const response = await exportOf(ENTITY_VIEWER);
      assert.equal(response.statusCode, 200, response.body);
      const answer = response.json<CollectionExport>();
      assert.equal(answer.totalRecords, 1);
      const [item] = answer.items;
      const brief = (await context.server.app.db.query.assets.findFirst({
        where: (assets, { eq: equals }) => equals(assets.assetId, openAssetId),
      }))!;
      assert.equal(item!.docId, brief.docId);
      assert.equal(item!.title, 'Launch brief');
      assert.equal(item!.source, 'Discovery Portal');
      assert.equal(item!.sourceSite, 'Northwind Discovery');
      assert.equal(item!.assetUrl, `/sites/${siteId}/content/${brief.docId}`);
      assert.equal(item!.assetVisibility, 'Public');
      assert.match(item!.content, /zephyrquartz launch brief/);
      assert.deepEqual(item!.topics, ['Launch strategy']);
      assert.deepEqual(item!.subIndustries, ['Consumer electronics']);
      assert.deepEqual(item!.clients, []);
      assert.ok(!Number.isNaN(Date.parse(item!.exportDate)));
      const bytes = Buffer.byteLength(JSON.stringify(answer.items), 'utf8');
      assert.equal(answer.sizeInMb, Math.round((bytes / 1048576) * 100) / 100);

      for (const as of [ENTITY_OWNER, ENTITY_EDITOR, SITE_ADMIN, PORTAL_ADMIN]) {
        const all = await exportOf(as);
        assert.equal(all.statusCode, 200, `${as}: ${all.body}`);
      }
      const asAdmin = (await exportOf(SITE_ADMIN)).json<CollectionExport>();
      assert.deepEqual(asAdmin.items.map((entry) => entry.title).sort(), ['Board memo', 'Launch brief']);
      assert.equal(asAdmin.totalRecords, 2);
    });

    test('non-members, users of another site and users without a site get one 404; bad ids a 400', async () => {
      for (const as of hiddenFrom)
        await assertRefused(context, () => exportOf(as), 404, `No such collection: ${collectionId}.`);
      assert.equal((await exportOf(undefined)).statusCode, 401);
      assert.equal((await exportOf(ENTITY_OWNER, 999_999)).statusCode, 404);
      assert.equal(
        (await request('GET', '/collections/collection/abc/assets/dataForExport', ENTITY_OWNER)).statusCode,
        400,
      );
      // A public collection is read by every user of its site, not by others.
      assert.equal((await exportOf(NON_MEMBER, publicId)).statusCode, 200);
      assert.equal((await exportOf(MERIDIAN_EDITOR, publicId)).statusCode, 404);
      assert.equal((await exportOf(ENTITY_OWNER, meridianCollectionId)).statusCode, 404);
    });
  });

  describe('GET collections/{id}/assets/search', () => {
    const search = (as: string | undefined, query: string, id = collectionId) =>
      request('GET', `/collections/${id}/assets/search${query}`, as);

    test("answers POST v2/search's shape over the collection's assets only, with the private-asset rule", async () => {
      const asViewer = await search(ENTITY_VIEWER, '?q=zephyrquartz');
      assert.equal(asViewer.statusCode, 200, asViewer.body);
      const result = asViewer.json<SearchResult>();
      assert.deepEqual(Object.keys(result).sort(), [
        'answers',
        'documents',
        'facetableFields',
        'facets',
        'searchId',
        'tags',
        'totalRecords',
      ]);
      // The private memo matches by its title only (it has no such word in it): the viewer finds the brief alone.
      assert.equal(result.totalRecords, 1);
      const [document] = result.documents;
      assert.equal(document!.title, 'Launch brief');
      assert.equal(document!.isAccessible, true);
      assert.ok('thumbnailUrl' in document!);
      assert.equal((document!.interactionInsight as { id: number }).id, openAssetId);
      assert.ok(typeof document!['@search.score'] === 'number');
      assert.ok(!result.documents.some((entry) => entry.doc_id === outsideDocId));

      const asAdmin = (await search(SITE_ADMIN, '?q=zephyrquartz')).json<SearchResult>();
      assert.equal(asAdmin.totalRecords, 2);
      assert.ok(!asAdmin.documents.some((entry) => entry.doc_id === outsideDocId));

      // No words: every asset of the collection, newest published first; the memo listed but not accessible.
      const everything = (await search(ENTITY_VIEWER, '')).json<SearchResult>();
      assert.equal(everything.totalRecords, 2);
      const memo = everything.documents.find((entry) => entry.title === 'Board memo');
      assert.equal(memo?.isAccessible, false);
      assert.equal(memo?.thumbnailUrl, null);
      const paged = (await search(ENTITY_VIEWER, '?rowsPerPage=1&page=2&orderBy=created')).json<SearchResult>();
      assert.equal(paged.documents.length, 1);
      assert.equal(paged.totalRecords, 2);
      const plain = (
        await search(ENTITY_VIEWER, '?fetchThumbnails=false&fetchInteractionMetrics=false&fetchVisibility=false')
      ).json<SearchResult>();
      assert.ok(!('thumbnailUrl' in plain.documents[0]!));
      assert.ok(!('isAccessible' in plain.documents[0]!));
      assert.equal((await search(NON_MEMBER, '?q=zephyrquartz', publicId)).json<SearchResult>().totalRecords, 1);
    });

    test('refusals and bad input', async () => {
      for (const as of hiddenFrom)
        await assertRefused(context, () => search(as, '?q=zephyrquartz'), 404, `No such collection: ${collectionId}.`);
      assert.equal((await search(undefined, '')).statusCode, 401);
      assert.equal((await search(ENTITY_OWNER, '', 999_999)).statusCode, 404);
      assert.equal((await search(ENTITY_OWNER, `?deploymentIndexId=${meridianId}`)).statusCode, 404);
      for (const query of ['?rowsPerPage=0', '?page=0', '?orderBy=title', '?queryType=semantic', '?semantic=maybe']) {
        const response = await search(ENTITY_OWNER, query);
        assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      }
      assert.equal((await request('GET', '/collections/abc/assets/search', ENTITY_OWNER)).statusCode, 400);
    });
  });

  describe('insights', () => {
    const insights = (as: string | undefined, id = collectionId) => request('GET', `/collections/${id}/insights`, as);

    test('views, likes and top assets: the private asset counts only for those who may open it', async () => {
      const app = context.server.app;
      const users = [
        await userIdOf(app, ENTITY_OWNER),
        await userIdOf(app, ENTITY_EDITOR),
        await userIdOf(app, ENTITY_VIEWER),
      ];
      await app.db
        .insert(assetInteractions)
        .values([
          ...users.map((userId) => ({ assetId: secretAssetId, userId, kind: 'view' as const })),
          { assetId: openAssetId, userId: users[0], kind: 'view' as const },
          { assetId: openAssetId, userId: users[0], kind: 'like' as const },
          { assetId: openAssetId, userId: users[1], kind: 'download' as const },
        ]);
      const viewed = await request('POST', `/collections/${collectionId}/insights/views`, ENTITY_VIEWER);
      assert.equal(viewed.statusCode, 200, viewed.body);
      assert.equal(viewed.json<CollectionInsights>().totalViews, 1);
      await request('POST', `/collections/${collectionId}/insights/views`, ENTITY_EDITOR);
      const liked = await request('POST', `/collections/${collectionId}/insights/likes`, ENTITY_VIEWER, {
        liked: true,
      });
      assert.equal(liked.statusCode, 200, liked.body);
      assert.deepEqual(
        [liked.json<CollectionInsights>().totalLikes, liked.json<CollectionInsights>().liked],
        [1, true],
      );
      // One like per user.
      await request('POST', `/collections/${collectionId}/insights/likes`, ENTITY_VIEWER, { liked: true });
      const asViewer = (await insights(ENTITY_VIEWER)).json<CollectionInsights>();
      assert.deepEqual(
        [asViewer.totalViews, asViewer.totalLikes, asViewer.totalDownloads, asViewer.liked],
        [2, 1, 0, true],
      );
      // Each entry carries the doc id its content-page link needs.
      const brief = { id: openAssetId, docId: openDocId, name: 'Launch brief', count: 1 };
      assert.deepEqual(asViewer.topViewed, [brief]);
      assert.deepEqual(asViewer.topLiked, [brief]);
      assert.deepEqual(asViewer.topDownloaded, [brief]);
      const asAdmin = (await insights(SITE_ADMIN)).json<CollectionInsights>();
      assert.deepEqual(asAdmin.topViewed, [
        { id: secretAssetId, docId: secretDocId, name: 'Board memo', count: 3 },
        brief,
      ]);
      assert.equal(asAdmin.liked, false);
      const unliked = await request('POST', `/collections/${collectionId}/insights/likes`, ENTITY_VIEWER, {
        liked: false,
      });
      assert.deepEqual(
        [unliked.json<CollectionInsights>().totalLikes, unliked.json<CollectionInsights>().liked],
        [0, false],
      );
      const [stored] = await app.db.select().from(collections).where(eq(collections.collectionId, collectionId));
      assert.equal(stored?.viewsCount, 2);
    });

    test('refusals change nothing; bad input is a 400', async () => {
      const message = `No such collection: ${collectionId}.`;
      for (const as of hiddenFrom) {
        await assertRefused(context, () => insights(as), 404, message);
        await assertRefused(
          context,
          () => request('POST', `/collections/${collectionId}/insights/views`, as),
          404,
          message,
        );
        await assertRefused(
          context,
          () => request('POST', `/collections/${collectionId}/insights/likes`, as, { liked: true }),
          404,
          message,
        );
      }
      assert.equal((await insights(undefined)).statusCode, 401);
      await assertRefused(
        context,
        () => request('POST', `/collections/${collectionId}/insights/views`, undefined),
        401,
      );
      for (const body of [{}, { liked: 'yes' }])
        await assertRefused(
          context,
          () => request('POST', `/collections/${collectionId}/insights/likes`, ENTITY_VIEWER, body),
          400,
          /liked/,
        );
      await assertRefused(context, () => request('POST', '/collections/999999/insights/views', SITE_ADMIN), 404);
      assert.equal((await request('GET', '/collections/x/insights', ENTITY_OWNER)).statusCode, 400);
    });

    test('POST collections/insights/views answers the ids the caller may see, in order, others left out', async () => {
      const views = (as: string, ids: unknown) => request('POST', '/collections/insights/views', as, { ids });
      const asViewer = await views(ENTITY_VIEWER, [
        publicId,
        collectionId,
        999_999,
        meridianCollectionId,
        collectionId,
      ]);
      assert.equal(asViewer.statusCode, 200, asViewer.body);
      const entries = asViewer.json<EntityViewsEntry[]>();
      // ENTITY_VIEWER also uses Meridian Insights, whose public collection they see.
      assert.deepEqual(
        entries.map((entry) => entry.entity.externalId),
        [String(publicId), String(collectionId), String(meridianCollectionId)],
      );
      const viewerId = await userIdOf(context.server.app, ENTITY_VIEWER);
      assert.ok(entries[1]!.views.some((view) => view.userId === viewerId && !Number.isNaN(Date.parse(view.date))));
      const asOutsider = (await views(NON_MEMBER, [collectionId, publicId])).json<EntityViewsEntry[]>();
      assert.deepEqual(
        asOutsider.map((entry) => entry.entity.externalId),
        [String(publicId)],
      );
      assert.deepEqual((await views(NO_SITE_USER, [collectionId, publicId])).json(), []);
      assert.deepEqual(
        (await views(MERIDIAN_EDITOR, [collectionId, meridianCollectionId]))
          .json<EntityViewsEntry[]>()
          .map((entry) => entry.entity.externalId),
        [String(meridianCollectionId)],
      );
      for (const ids of [Array.from({ length: 101 }, (_, index) => index + 1), ['a'], [0], 'x'])
        assert.equal((await views(ENTITY_OWNER, ids)).statusCode, 400);
      const interactions = await context.server.app.db
        .select()
        .from(collectionInteractions)
        .where(and(eq(collectionInteractions.collectionId, collectionId), eq(collectionInteractions.kind, 'view')));
      assert.equal(interactions.length, 2);
    });
  });
});
