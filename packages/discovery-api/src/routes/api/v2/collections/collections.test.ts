import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { Collection, CollectionAssetsPage, CollectionCounts, CollectionList } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import {
  collectionAssets,
  collections,
  collectionUsers,
  themes,
  type DeploymentIndex,
} from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, userGroupOf, userIdOf } from '../../../../test/document-fixtures.js';
import { castSite } from '../../../../test/cast-site.js';
import {
  AWARDS_VIEWER,
  CREATIVE_ADMIN,
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
} from '../../../../test/cast.js';

describe('v2/collections', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let home: DeploymentIndex;
  let awardsId: number;
  let meridianId: number;
  const ids: Record<string, number> = {};

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string | undefined, payload?: unknown) =>
    context.request(method, `/api/v2${url}`, { as, payload });

  const collectionCount = async () => (await context.server.app.db.select({ n: count() }).from(collections))[0]!.n;
  const stored = async (id: number) =>
    (await context.server.app.db.select().from(collections).where(eq(collections.collectionId, id)))[0];

  const member = async (email: string, roleCode: string) => ({
    user: { userId: await userIdOf(context.server.app, email), email },
    roleCode,
  });

  /** Creates a collection as `as` and answers it. */
  const create = async (as: string, collection: Record<string, unknown>) => {
    const response = await request('POST', '/collections', as, { deploymentIndexId: siteId, collection });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Collection>();
  };

  before(async () => {
    context = await sharedDemoSite();
    home = await castSite(context, 'Collections');
    siteId = home.deploymentIndexId;
    awardsId = await context.siteId('Northwind Awards');
    meridianId = await context.siteId('Meridian Insights');
    for (const email of [
      ENTITY_OWNER,
      ENTITY_EDITOR,
      ENTITY_VIEWER,
      NON_MEMBER,
      MERIDIAN_EDITOR,
      NO_SITE_USER,
      SITE_ADMIN,
    ])
      ids[email] = await userIdOf(context.server.app, email);
  });

  test('POST creates a confidential collection owned by its creator, with its members and theme colours', async () => {
    const created = await create(ENTITY_OWNER, {
      name: '  Launch plans  ',
      description: 'Everything for the launch',
      theme: { themeColor: '#1f4e79', secondaryThemeColor: '#ffaa00', heroUrl: 'x', thumbnailUrl: 'y' },
      collectionUsers: [
        await member(ENTITY_EDITOR, 'collectionEditor'),
        await member(ENTITY_VIEWER, 'collectionViewer'),
        { user: { userId: 0, email: 'ignored@demo.portal' }, roleCode: 'collectionEditor' },
        { user: { userId: ids[NON_MEMBER], email: '' }, roleCode: 'collectionEditor' },
      ],
    });
    assert.equal(created.name, 'Launch plans');
    assert.equal(created.isConfidential, true);
    assert.equal(created.deploymentIndexId, siteId);
    assert.equal(created.createdByUser?.email, ENTITY_OWNER);
    assert.deepEqual(
      created.collectionUsers.map((entry) => [entry.user.email, entry.roleCode]),
      [
        [ENTITY_OWNER, 'collectionOwner'],
        [ENTITY_EDITOR, 'collectionEditor'],
        [ENTITY_VIEWER, 'collectionViewer'],
      ],
    );
    assert.equal(created.theme.themeColor, '#1f4e79');
    assert.equal(created.theme.heroUrl, null);
    assert.equal(created.theme.thumbnailUrl, null);
    assert.equal(created.isEditable, true);
    assert.equal(created.canDelete, true);
    assert.equal(created.pinned, false);
    assert.equal(created.collectionAssetsCount, 0);
    assert.equal(created.nameWithId, `Launch plans (${created.collectionId})`);
    const [theme] = await context.server.app.db.select().from(themes).where(eq(themes.entityId, created.collectionId));
    assert.equal(theme?.heroBlobName, null);
    ids.launch = created.collectionId;
  });

  test('POST refuses users without the site and bad input, creating nothing', async () => {
    const before = await collectionCount();
    const post = (as: string | undefined, body: unknown) => request('POST', '/collections', as, body);
    const valid = { deploymentIndexId: siteId, collection: { name: 'Nope' } };
    assert.equal((await post(undefined, valid)).statusCode, 401);
    for (const as of [NO_SITE_USER, MERIDIAN_EDITOR]) {
      const refused = await post(as, valid);
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.noSiteAccess);
    }
    const unknownSite = await post(ENTITY_OWNER, { ...valid, deploymentIndexId: 999_999 });
    assert.equal(unknownSite.statusCode, 404);
    const bad: [unknown, RegExp][] = [
      [{ deploymentIndexId: siteId, collection: { name: '' } }, /body\/collection\/name/],
      [{ deploymentIndexId: siteId, collection: { name: '   ' } }, /name must not be blank/],
      [{ deploymentIndexId: siteId, collection: { name: 'x'.repeat(201) } }, /body\/collection\/name/],
      [{ deploymentIndexId: siteId, collection: { name: {} } }, /body\/collection\/name/],
      [{ deploymentIndexId: siteId, collection: {} }, /name/],
      [{ deploymentIndexId: 'abc', collection: { name: 'x' } }, /deploymentIndexId/],
      [{ deploymentIndexId: siteId, collection: { name: 'x', collectionId: ids.launch } }, /PUT v2\/collections\/save/],
      [{ deploymentIndexId: siteId, collection: { name: 'x', isConfidential: 'maybe' } }, /isConfidential/],
      [{ deploymentIndexId: siteId, collection: { name: 'x', theme: { themeColor: 'red' } } }, /CSS hex colour/],
      [
        {
          deploymentIndexId: siteId,
          collection: { name: 'x', collectionUsers: [await member(MERIDIAN_EDITOR, 'collectionViewer')] },
        },
        /collectionUsers\/0\/user: user \d+ is not a user of this site/,
      ],
      [
        {
          deploymentIndexId: siteId,
          collection: {
            name: 'x',
            collectionUsers: [
              { user: { userId: ids[ENTITY_EDITOR], email: ENTITY_VIEWER }, roleCode: 'collectionViewer' },
            ],
          },
        },
        /is not that of user/,
      ],
      [
        {
          deploymentIndexId: siteId,
          collection: { name: 'x', collectionUsers: [await member(ENTITY_EDITOR, 'boss')] },
        },
        /roleCode/,
      ],
      [
        {
          deploymentIndexId: siteId,
          collection: {
            name: 'x',
            collectionUsers: [
              await member(ENTITY_EDITOR, 'collectionViewer'),
              await member(ENTITY_EDITOR, 'collectionEditor'),
            ],
          },
        },
        /listed twice/,
      ],
      [
        {
          deploymentIndexId: siteId,
          collection: { name: 'x', userGroupIds: [await userGroupOf(context.server.app, MERIDIAN_EDITOR, meridianId)] },
        },
        /not a user group of this site/,
      ],
    ];
    for (const [body, message] of bad) {
      const response = await post(ENTITY_OWNER, body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.equal(await collectionCount(), before);
  });

  test('GET get/{id}: members and site administrators see a confidential collection; everyone else gets one 404', async () => {
    const get = (as: string | undefined, id = ids.launch!, query = '') =>
      request('GET', `/collections/get/${id}${query}`, as);
    for (const as of [ENTITY_OWNER, ENTITY_EDITOR, ENTITY_VIEWER, SITE_ADMIN, PORTAL_ADMIN]) {
      const response = await get(as);
      assert.equal(response.statusCode, 200, `${as}: ${response.body}`);
      assert.equal(response.json<Collection>().name, 'Launch plans');
    }
    const editable = async (as: string) => (await get(as)).json<Collection>();
    assert.deepEqual(
      [(await editable(ENTITY_EDITOR)).isEditable, (await editable(ENTITY_EDITOR)).canDelete],
      [true, false],
    );
    assert.deepEqual(
      [(await editable(ENTITY_VIEWER)).isEditable, (await editable(ENTITY_VIEWER)).canDelete],
      [false, false],
    );
    assert.deepEqual([(await editable(SITE_ADMIN)).isEditable, (await editable(SITE_ADMIN)).canDelete], [true, true]);
    const message = `No such collection: ${ids.launch}.`;
    for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER, AWARDS_VIEWER]) {
      const response = await get(as);
      assert.equal(response.statusCode, 404, as);
      assert.equal(response.json().error, message);
    }
    assert.equal((await get(undefined)).statusCode, 401);
    const otherSite = await get(ENTITY_OWNER, ids.launch, `?deploymentIndexId=${awardsId}`);
    assert.equal(otherSite.statusCode, 404);
    assert.equal(otherSite.json().error, message);
    assert.equal((await get(ENTITY_OWNER, ids.launch, `?deploymentIndexId=${siteId}`)).statusCode, 200);
    const unknown = await get(SITE_ADMIN, 999_999);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'No such collection: 999999.');
    assert.equal((await request('GET', '/collections/get/abc', ENTITY_OWNER)).statusCode, 400);
  });

  test('PUT save/{id}: owners, editors and site administrators change it; viewers and non-members change nothing', async () => {
    const save = (as: string, collection: Record<string, unknown>, id = ids.launch!) =>
      request('PUT', `/collections/save/${id}`, as, { collection });
    const renamed = await save(ENTITY_EDITOR, { collectionId: ids.launch, name: 'Launch plan', isConfidential: false });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json<Collection>().name, 'Launch plan');
    assert.equal(renamed.json<Collection>().isConfidential, false);
    assert.equal(renamed.json<Collection>().description, 'Everything for the launch');

    // Now public: a site user who is no member sees it but may not change it.
    for (const as of [ENTITY_VIEWER, NON_MEMBER]) {
      const refused = await save(as, { name: 'Hijacked' });
      assert.equal(refused.statusCode, 403, as);
      assert.match(refused.json().error, /needs its owner, an editor or a site administrator/);
    }
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      assert.equal((await save(as, { name: 'Hijacked' })).statusCode, 404, as);
    const bad: [Record<string, unknown>, number, RegExp][] = [
      [{ name: 'x', collectionId: ids.launch! + 1000 }, 400, /does not match the id in the path/],
      [{ name: 'x', collectionId: 0 }, 400, /created with POST/],
      [{ name: 'x'.repeat(201) }, 400, /name/],
      [{ name: '' }, 400, /name/],
      [{ name: 'x', description: 5 as unknown as string, collectionUsers: 'all' }, 400, /description|collectionUsers/],
    ];
    for (const [collection, status, message] of bad) {
      const response = await save(ENTITY_OWNER, collection);
      assert.equal(response.statusCode, status, response.body);
      assert.match(response.json().error, message);
    }
    assert.equal((await save(ENTITY_OWNER, { name: 'x' }, 999_999)).statusCode, 404);
    assert.equal((await stored(ids.launch!))?.name, 'Launch plan');

    // Members are replaced; the creator stays an owner even when left out.
    const members = await save(SITE_ADMIN, {
      name: 'Launch plan',
      isConfidential: true,
      collectionUsers: [
        await member(ENTITY_EDITOR, 'collectionEditor'),
        await member(ENTITY_VIEWER, 'collectionViewer'),
      ],
    });
    assert.equal(members.statusCode, 200, members.body);
    const rows = await context.server.app.db
      .select()
      .from(collectionUsers)
      .where(eq(collectionUsers.collectionId, ids.launch!));
    assert.deepEqual(
      rows.map((row) => [row.userId, row.roleCode]).sort(),
      [
        [ids[ENTITY_OWNER], 'collectionOwner'],
        [ids[ENTITY_EDITOR], 'collectionEditor'],
        [ids[ENTITY_VIEWER], 'collectionViewer'],
      ].sort(),
    );
    assert.equal((await save(NON_MEMBER, { name: 'Hijacked' })).statusCode, 404);
  });

  test('user-group access: members of the group see the collection, under shared, but may not change it', async () => {
    const group = await userGroupOf(context.server.app, NON_MEMBER, siteId);
    const created = await create(ENTITY_OWNER, { name: 'Group shared', userGroupIds: [group] });
    ids.groupShared = created.collectionId;
    assert.deepEqual(
      created.userGroups.map((entry) => entry.userGroupId),
      [group],
    );
    const seen = await request('GET', `/collections/get/${created.collectionId}`, NON_MEMBER);
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal(seen.json<Collection>().isEditable, false);
    const shared = await request('GET', `/collections?type=shared&deploymentIndexId=${siteId}`, NON_MEMBER);
    assert.ok(shared.json<CollectionList>().rows.some((row) => row.collectionId === created.collectionId));
    const refused = await request('PUT', `/collections/save/${created.collectionId}`, NON_MEMBER, {
      collection: { name: 'Mine now' },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal((await stored(created.collectionId))?.name, 'Group shared');
  });

  test('GET v2/collections lists each type among what the user may see, paged, with counts', async () => {
    const publicOne = await create(SITE_ADMIN, { name: 'Brand book', isConfidential: false });
    ids.public = publicOne.collectionId;
    const list = async (as: string, type: string, extra = '') => {
      const response = await request('GET', `/collections?type=${type}&deploymentIndexId=${siteId}${extra}`, as);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<CollectionList>();
    };
    const names = (page: CollectionList) => page.rows.map((row) => row.name);
    assert.deepEqual(names(await list(ENTITY_OWNER, 'my')), ['Group shared', 'Launch plan']);
    assert.equal((await list(ENTITY_OWNER, 'my')).count, 2);
    const defaultType = await request('GET', `/collections?deploymentIndexId=${siteId}`, ENTITY_OWNER);
    assert.deepEqual(names(defaultType.json<CollectionList>()), ['Group shared', 'Launch plan']);
    assert.deepEqual(names(await list(ENTITY_EDITOR, 'shared')), ['Launch plan']);
    assert.deepEqual(names(await list(ENTITY_EDITOR, 'my')), []);
    assert.deepEqual(names(await list(NON_MEMBER, 'all-public')), ['Brand book']);
    assert.deepEqual(names(await list(NON_MEMBER, 'shared')), ['Group shared']);
    const paged = await list(ENTITY_OWNER, 'my', '&rowsPerPage=1&currentPage=2');
    assert.deepEqual([names(paged), paged.count], [['Launch plan'], 2]);

    const counts = await request('GET', `/collections/count?deploymentIndexId=${siteId}`, NON_MEMBER);
    assert.equal(counts.statusCode, 200, counts.body);
    assert.deepEqual(counts.json<CollectionCounts>(), {
      count: 2,
      my: 0,
      shared: 1,
      allPublic: 1,
      pinned: 0,
      featured: 0,
      starred: 0,
    });
    const adminCount = await request('GET', `/collections/count?deploymentIndexId=${siteId}`, SITE_ADMIN);
    assert.equal(adminCount.json<CollectionCounts>().count, 3);

    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER]) {
      assert.equal((await request('GET', `/collections?deploymentIndexId=${siteId}`, as)).statusCode, 403);
      assert.equal((await request('GET', `/collections/count?deploymentIndexId=${siteId}`, as)).statusCode, 403);
    }
    for (const query of ['type=mine', 'rowsPerPage=0', 'currentPage=0', 'deploymentIndexId=abc', '']) {
      const url =
        query.startsWith('deploymentIndexId') || query === ''
          ? `/collections?${query}`
          : `/collections?deploymentIndexId=${siteId}&${query}`;
      assert.equal((await request('GET', url, ENTITY_OWNER)).statusCode, 400, query);
    }
  });

  test('pin, unpin, star and unstar are per user, for anyone who may see the collection', async () => {
    const post = (as: string, what: string, id = ids.launch!) => request('POST', `/collections/${what}/${id}`, as);
    const pinned = await post(ENTITY_VIEWER, 'pin');
    assert.equal(pinned.statusCode, 200, pinned.body);
    assert.equal(pinned.json<Collection>().pinned, true);
    assert.equal((await post(ENTITY_VIEWER, 'pin')).statusCode, 200);
    assert.equal(
      (await request('GET', `/collections/get/${ids.launch}`, ENTITY_OWNER)).json<Collection>().pinned,
      false,
    );
    assert.equal((await post(ENTITY_VIEWER, 'star')).json<Collection>().starred, true);
    const list = async (type: string) =>
      (await request('GET', `/collections?type=${type}&deploymentIndexId=${siteId}`, ENTITY_VIEWER))
        .json<CollectionList>()
        .rows.map((row) => row.collectionId);
    assert.deepEqual(await list('pinned'), [ids.launch]);
    assert.deepEqual(await list('starred'), [ids.launch]);
    assert.equal((await post(ENTITY_VIEWER, 'unpin')).json<Collection>().pinned, false);
    assert.equal((await post(ENTITY_VIEWER, 'unstar')).json<Collection>().starred, false);
    assert.deepEqual(await list('pinned'), []);
    // Non-member of a confidential collection, other site, no site: 404 for each toggle.
    for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER])
      for (const what of ['pin', 'unpin', 'star', 'unstar'])
        assert.equal((await post(as, what)).statusCode, 404, `${as} ${what}`);
    // A public collection: any site user.
    assert.equal((await post(NON_MEMBER, 'star', ids.public)).json<Collection>().starred, true);
    assert.equal((await post(ENTITY_OWNER, 'pin', 999_999)).statusCode, 404);
  });

  test('markAsFeatured/removeAsFeatured: site administrators on the collection site; featured list newest first', async () => {
    const feature = (as: string, id: number, site = siteId, what = 'markAsFeatured') =>
      request('POST', `/collections/${what}/${id}/${site}`, as);
    for (const as of [ENTITY_OWNER, ENTITY_EDITOR, ENTITY_VIEWER, NON_MEMBER]) {
      const refused = await feature(as, ids.public!);
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.collectionFeatureDenied);
    }
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER]) assert.equal((await feature(as, ids.public!)).statusCode, 404);
    // Ava administers Northwind Awards too: the collection is not of that site.
    assert.equal((await feature(SITE_ADMIN, ids.public!, awardsId)).statusCode, 404);
    assert.equal((await stored(ids.public!))?.isFeatured, false);

    const first = await feature(SITE_ADMIN, ids.public!);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<Collection>().isFeatured, true);
    assert.ok(first.json<Collection>().isFeaturedDate);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await feature(SITE_ADMIN, ids.launch!)).statusCode, 200);
    const featured = async (as: string) => {
      const response = await request('GET', `/collections/featured/${siteId}`, as);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Collection[]>().map((row) => row.collectionId);
    };
    assert.deepEqual(await featured(ENTITY_OWNER), [ids.launch, ids.public]);
    // The confidential one stays hidden from a non-member.
    assert.deepEqual(await featured(NON_MEMBER), [ids.public]);
    assert.equal((await request('GET', `/collections/featured/${siteId}`, NO_SITE_USER)).statusCode, 403);
    assert.equal((await stored(ids.launch!))?.isFeatured, true);
    const removed = await feature(SITE_ADMIN, ids.launch!, siteId, 'removeAsFeatured');
    assert.equal(removed.json<Collection>().isFeatured, false);
    assert.equal(removed.json<Collection>().isFeaturedDate, null);
    assert.deepEqual(await featured(ENTITY_OWNER), [ids.public]);
    assert.equal((await feature(ENTITY_OWNER, ids.public!, siteId, 'removeAsFeatured')).statusCode, 403);
    assert.equal((await stored(ids.public!))?.isFeatured, true);
  });

  test('setRelated: owners, editors and site administrators; viewers, non-members and other sites refused, changing nothing', async () => {
    const set = (as: string, body: unknown) => request('POST', '/collections/setRelated', as, body);
    const done = await set(ENTITY_EDITOR, { collectionId: ids.launch, isRelated: true });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json<Collection>().isRelatedCollection, true);

    const viewer = await set(ENTITY_VIEWER, { collectionId: ids.launch, isRelated: false });
    assert.equal(viewer.statusCode, 403);
    assert.match(viewer.json().error, /^You may not change the collection '.+': it needs its owner, an editor/);
    // A public collection is seen by every user of the site, but changed only by its editors.
    assert.equal((await set(NON_MEMBER, { collectionId: ids.public, isRelated: true })).statusCode, 403);
    // The confidential one is hidden from non-members, other sites (their administrators too) and users without a
    // site: the same 404 as an unknown id.
    for (const as of [NON_MEMBER, MERIDIAN_EDITOR, CREATIVE_ADMIN, NO_SITE_USER]) {
      const hidden = await set(as, { collectionId: ids.launch, isRelated: false });
      assert.equal(hidden.statusCode, 404, as);
      assert.equal(hidden.json().error, `No such collection: ${ids.launch}.`);
    }
    assert.equal(
      (await set(ENTITY_OWNER, { collectionId: 999_999, isRelated: true })).json().error,
      'No such collection: 999999.',
    );
    for (const body of [
      { collectionId: 'x', isRelated: true },
      { collectionId: ids.launch },
      { collectionId: ids.launch, isRelated: 'no' },
      { collectionId: 0, isRelated: false },
    ])
      assert.equal((await set(ENTITY_OWNER, body)).statusCode, 400, JSON.stringify(body));
    assert.equal((await stored(ids.launch!))?.isRelatedCollection, true);
    assert.equal((await stored(ids.public!))?.isRelatedCollection, false);

    // A site administrator changes any collection of the site, confidential or not, without being a member.
    const admin = await set(SITE_ADMIN, { collectionId: ids.launch, isRelated: false });
    assert.equal(admin.statusCode, 200, admin.body);
    assert.equal(admin.json<Collection>().isRelatedCollection, false);
    assert.equal((await set(ENTITY_OWNER, { collectionId: ids.launch, isRelated: true })).statusCode, 200);
    assert.equal((await stored(ids.launch!))?.isRelatedCollection, true);
  });

  test('GET {id}/assets pages the assets, pinned first, private ones marked not accessible; removeAsset needs an editor', async () => {
    const app = context.server.app;
    const site = home;
    const bytes = new TextEncoder().encode('hello');
    const open = await addDocument(app, site, {
      title: 'Open',
      fileName: 'open.txt',
      bytes,
      mimeType: 'text/plain',
      process: false,
    });
    const secret = await addDocument(app, site, {
      title: 'Secret',
      fileName: 'secret.txt',
      bytes,
      mimeType: 'text/plain',
      visibility: 'Private',
      createdBy: SITE_ADMIN,
      process: false,
    });
    await app.db.insert(collectionAssets).values([
      { collectionId: ids.launch!, assetId: open.assetId },
      { collectionId: ids.launch!, assetId: secret.assetId, pinned: true },
    ]);
    const page = async (as: string, query = '') => {
      const response = await request('GET', `/collections/${ids.launch}/assets${query}`, as);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<CollectionAssetsPage>();
    };
    const asViewer = await page(ENTITY_VIEWER);
    assert.equal(asViewer.count, 2);
    assert.equal(asViewer.currentPage, 1);
    assert.deepEqual(
      asViewer.rows.map((row) => [row.asset.title, row.pinned, row.asset.isAccessible]),
      [
        ['Secret', true, false],
        ['Open', false, true],
      ],
    );
    assert.equal(asViewer.rows[0]!.asset.storagePath, '');
    assert.equal(asViewer.rows[0]!.asset.token, null);
    assert.ok(asViewer.rows[1]!.asset.storagePath);
    const asAdmin = await page(SITE_ADMIN);
    assert.equal(asAdmin.rows[0]!.asset.isAccessible, true);
    const second = await page(ENTITY_VIEWER, '?rowsPerPage=1&page=2');
    assert.deepEqual([second.rows.map((row) => row.asset.title), second.count, second.currentPage], [['Open'], 2, 2]);
    assert.deepEqual(
      (await page(ENTITY_VIEWER, '?pinned=true')).rows.map((row) => row.asset.title),
      ['Secret'],
    );
    assert.deepEqual(
      (await page(ENTITY_VIEWER, '?pinned=false')).rows.map((row) => row.asset.title),
      ['Open'],
    );
    const details = (await request('GET', `/collections/get/${ids.launch}`, ENTITY_VIEWER)).json<Collection>();
    assert.equal(details.collectionAssetsCount, 2);
    assert.deepEqual(
      details.collectionAssets.map((row) => row.asset.title),
      ['Secret'],
    );
    for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER])
      assert.equal((await request('GET', `/collections/${ids.launch}/assets`, as)).statusCode, 404, as);
    assert.equal(
      (await request('GET', `/collections/${ids.launch}/assets?rowsPerPage=0`, ENTITY_OWNER)).statusCode,
      400,
    );
    assert.equal(
      (await request('GET', `/collections/${ids.launch}/assets?deploymentIndexId=${awardsId}`, ENTITY_OWNER))
        .statusCode,
      404,
    );

    const remove = (as: string, assetId: number) =>
      request('PUT', `/collections/removeAsset/${ids.launch}/${assetId}`, as);
    assert.equal((await remove(ENTITY_VIEWER, open.assetId)).statusCode, 403);
    for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER])
      assert.equal((await remove(as, open.assetId)).statusCode, 404);
    assert.equal((await page(ENTITY_OWNER)).count, 2);
    const removed = await remove(ENTITY_EDITOR, open.assetId);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json<Collection>().collectionAssetsCount, 1);
    const again = await remove(ENTITY_EDITOR, open.assetId);
    assert.equal(again.statusCode, 404);
    assert.match(again.json().error, /is not in the collection/);
  });

  test('GET collectionForm/input/{indexId}: the site users, user groups, roles and defaults', async () => {
    const response = await request('GET', `/collectionForm/input/${siteId}`, ENTITY_EDITOR);
    assert.equal(response.statusCode, 200, response.body);
    const form = response.json<{
      users: { email: string }[];
      userGroups: { deploymentIndexId: number }[];
      roles: { code: string }[];
      defaults: { collectionId: number; name: string; isConfidential: boolean; theme: { heroUrl: string | null } };
    }>();
    const emails = form.users.map((user) => user.email);
    assert.ok(emails.includes(ENTITY_OWNER) && emails.includes(ENTITY_VIEWER));
    assert.ok(!emails.includes(MERIDIAN_EDITOR) && !emails.includes(NO_SITE_USER));
    assert.ok(form.userGroups.length > 0 && form.userGroups.every((group) => group.deploymentIndexId === siteId));
    assert.deepEqual(
      form.roles.map((role) => role.code),
      ['collectionOwner', 'collectionEditor', 'collectionViewer'],
    );
    assert.deepEqual(
      [form.defaults.collectionId, form.defaults.name, form.defaults.isConfidential, form.defaults.theme.heroUrl],
      [0, '', true, null],
    );
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      assert.equal((await request('GET', `/collectionForm/input/${siteId}`, as)).statusCode, 403);
    assert.equal((await request('GET', '/collectionForm/input/999999', ENTITY_EDITOR)).statusCode, 404);
  });

  test('DELETE: owners and site administrators; editors, viewers and others change nothing', async () => {
    const del = (as: string, id: number) => request('DELETE', `/collections/${id}`, as);
    for (const as of [ENTITY_EDITOR, ENTITY_VIEWER]) {
      const refused = await del(as, ids.launch!);
      assert.equal(refused.statusCode, 403, as);
      assert.match(refused.json().error, /needs its owner or a site administrator/);
    }
    for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER])
      assert.equal((await del(as, ids.launch!)).statusCode, 404, as);
    assert.ok(await stored(ids.launch!));
    const deleted = await del(ENTITY_OWNER, ids.launch!);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(deleted.json(), { collectionId: ids.launch, deleted: true });
    assert.equal(await stored(ids.launch!), undefined);
    assert.equal((await del(ENTITY_OWNER, ids.launch!)).statusCode, 404);
    assert.equal((await del(NON_MEMBER, ids.public!)).statusCode, 403);
    assert.equal((await del(SITE_ADMIN, ids.groupShared!)).statusCode, 200);
    assert.equal((await del(ENTITY_OWNER, 0)).statusCode, 400);
  });

  test("a confidential collection's customization, quick links and theme are read only by those who may see it", async () => {
    const hidden = await create(ENTITY_OWNER, { name: 'Confidential customization' });
    const reads = [
      `/api/v2/collections/${hidden.collectionId}/customization`,
      `/api/v2/collection/quicklinks/${hidden.collectionId}`,
      `/api/v2/collections/theme/${hidden.collectionId}`,
    ];
    for (const url of reads) {
      assert.equal((await context.request('GET', url, { as: ENTITY_OWNER })).statusCode, 200, `${url} for the owner`);
      assert.equal((await context.request('GET', url, { as: SITE_ADMIN })).statusCode, 200, `${url} for the admin`);
      const outsider = await context.request('GET', url, { as: NON_MEMBER });
      assert.equal(outsider.statusCode, 404, `${url} for a site user who is not a member: ${outsider.body}`);
      assert.equal(outsider.json().error, `No such collection: ${hidden.collectionId}.`);
    }
  });
});
