import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { CollectionExport, CollectionInsights, EntityViewsEntry, ShareResult } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  assetInteractions,
  collectionAssets,
  groupCollections,
  groupUsers,
  notifications,
} from '../../../../db/schema/index.js';
import { groupNotFound } from '../../../../groups/group-access.js';
import {
  assertRefused,
  confidentialGroup,
  createGroup,
  insertCollection,
  signInEveryone,
} from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userGroupOf, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SITE_ADMIN,
} from '../../../../test/cast.js';

/**
 * A group's export for agents, insights, sharing and theme, over the cast of src/test/cast.ts: OWNER's
 * confidential group with ENTITY_EDITOR (editor) and ENTITY_VIEWER (viewer). The group holds a public collection and a
 * confidential one that only the site's administrators see.
 */
describe('v2/groups export, insights, share and theme', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let meridianId: number;
  let groupId: number;
  let publicGroupId: number;
  let openAssetId: number;
  let openDocId: string;
  let secretAssetId: number;

  const request = (method: 'GET' | 'POST' | 'PUT', url: string, as: string | undefined, payload?: unknown) =>
    context.request(method, `/api/v2${url}`, { as, payload });
  const hiddenFrom = [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER];

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    await signInEveryone(context);
    siteId = await context.siteId('Northwind Discovery');
    meridianId = await context.siteId('Meridian Insights');
    groupId = (await confidentialGroup(context, siteId, 'Launch group')).groupId;
    publicGroupId = (await createGroup(context, ENTITY_OWNER, siteId, { name: 'Open group', isConfidential: false }))
      .groupId;
    const shelf = await insertCollection(context, siteId, { name: 'Shelf', createdBy: ENTITY_OWNER });
    const vault = await insertCollection(context, siteId, {
      name: 'Vault',
      isConfidential: true,
      createdBy: SITE_ADMIN,
    });
    const site = await siteNamed(app, 'Northwind Discovery');
    const doc = (title: string, visibility: 'Public' | 'Private' = 'Public') =>
      addDocument(app, site, {
        title,
        fileName: `${title.toLowerCase().replace(/\W+/g, '-')}.txt`,
        bytes: new TextEncoder().encode(`${title} text`),
        mimeType: 'text/plain',
        visibility,
        createdBy: visibility === 'Private' ? SITE_ADMIN : undefined,
      });
    const open = await doc('Open brief');
    const secret = await doc('Secret memo', 'Private');
    const vaulted = await doc('Vault note');
    openAssetId = open.assetId;
    openDocId = open.docId;
    secretAssetId = secret.assetId;
    await app.db.insert(collectionAssets).values([
      { collectionId: shelf, assetId: open.assetId },
      { collectionId: shelf, assetId: secret.assetId },
      { collectionId: vault, assetId: open.assetId },
      { collectionId: vault, assetId: vaulted.assetId },
    ]);
    await app.db.insert(groupCollections).values([
      { groupId, collectionId: shelf },
      { groupId, collectionId: vault },
    ]);
  });

  test('GET groups/collection/{id}/assets/dataForExport: the assets of the collections you see, once, those you may open', async () => {
    const exportOf = (as: string | undefined, id = groupId) =>
      request('GET', `/groups/collection/${id}/assets/dataForExport`, as);
    for (const as of [ENTITY_OWNER, ENTITY_EDITOR, ENTITY_VIEWER]) {
      const response = await exportOf(as);
      assert.equal(response.statusCode, 200, `${as}: ${response.body}`);
      const answer = response.json<CollectionExport>();
      assert.deepEqual(
        answer.items.map((item) => item.title),
        ['Open brief'],
        as,
      );
      assert.equal(answer.totalRecords, 1);
      assert.equal(answer.items[0]!.assetUrl, `/sites/${siteId}/content/${answer.items[0]!.docId}`);
    }
    const asAdmin = (await exportOf(SITE_ADMIN)).json<CollectionExport>();
    assert.deepEqual(asAdmin.items.map((item) => item.title).sort(), ['Open brief', 'Secret memo', 'Vault note']);
    for (const as of hiddenFrom) await assertRefused(context, () => exportOf(as), 404, groupNotFound(groupId));
    assert.equal((await exportOf(undefined)).statusCode, 401);
    assert.equal((await exportOf(ENTITY_OWNER, 999_999)).statusCode, 404);
    assert.equal((await request('GET', '/groups/collection/abc/assets/dataForExport', ENTITY_OWNER)).statusCode, 400);
    assert.equal((await exportOf(NON_MEMBER, publicGroupId)).statusCode, 200);
  });

  test('insights: views and likes of the group, top assets of its collections among those you may open', async () => {
    const app = context.server.app;
    const viewer = await userIdOf(app, ENTITY_VIEWER);
    await app.db.insert(assetInteractions).values([
      { assetId: secretAssetId, userId: viewer, kind: 'view' },
      { assetId: secretAssetId, userId: viewer, kind: 'view' },
      { assetId: openAssetId, userId: viewer, kind: 'view' },
    ]);
    const viewed = await request('POST', `/groups/${groupId}/insights/views`, ENTITY_VIEWER);
    assert.equal(viewed.statusCode, 200, viewed.body);
    const liked = await request('POST', `/groups/${groupId}/insights/likes`, ENTITY_EDITOR, { liked: true });
    assert.equal(liked.statusCode, 200, liked.body);
    const asViewer = (await request('GET', `/groups/${groupId}/insights`, ENTITY_VIEWER)).json<CollectionInsights>();
    assert.deepEqual(
      [asViewer.totalViews, asViewer.totalLikes, asViewer.liked, asViewer.topViewed],
      [1, 1, false, [{ id: openAssetId, docId: openDocId, name: 'Open brief', count: 1 }]],
    );
    const asAdmin = (await request('GET', `/groups/${groupId}/insights`, SITE_ADMIN)).json<CollectionInsights>();
    assert.deepEqual(
      asAdmin.topViewed.map((entry) => [entry.id, entry.count]),
      [
        [secretAssetId, 2],
        [openAssetId, 1],
      ],
    );
    assert.equal(
      (await request('GET', `/groups/${groupId}/insights`, ENTITY_EDITOR)).json<CollectionInsights>().liked,
      true,
    );

    for (const as of hiddenFrom) {
      await assertRefused(
        context,
        () => request('GET', `/groups/${groupId}/insights`, as),
        404,
        groupNotFound(groupId),
      );
      await assertRefused(context, () => request('POST', `/groups/${groupId}/insights/views`, as), 404);
      await assertRefused(
        context,
        () => request('POST', `/groups/${groupId}/insights/likes`, as, { liked: true }),
        404,
      );
    }
    await assertRefused(context, () => request('POST', `/groups/${groupId}/insights/views`, undefined), 401);
    await assertRefused(
      context,
      () => request('POST', `/groups/${groupId}/insights/likes`, ENTITY_EDITOR, { liked: 'x' }),
      400,
    );
    await assertRefused(context, () => request('POST', '/groups/999999/insights/views', SITE_ADMIN), 404);

    const views = (as: string, ids: unknown) => request('POST', '/groups/insights/views', as, { ids });
    const entries = (await views(ENTITY_VIEWER, [groupId, publicGroupId, 999_999])).json<EntityViewsEntry[]>();
    assert.deepEqual(
      entries.map((entry) => [entry.entity.externalId, entry.views.map((view) => view.userId)]),
      [
        [String(groupId), [viewer]],
        [String(publicGroupId), []],
      ],
    );
    assert.deepEqual(
      (await views(NON_MEMBER, [groupId, publicGroupId]))
        .json<EntityViewsEntry[]>()
        .map((entry) => entry.entity.externalId),
      [String(publicGroupId)],
    );
    assert.deepEqual((await views(NO_SITE_USER, [groupId, publicGroupId])).json(), []);
    assert.equal(
      (
        await views(
          ENTITY_OWNER,
          Array.from({ length: 101 }, (_, index) => index + 1),
        )
      ).statusCode,
      400,
    );
  });

  test('POST groups/{id}/share: owners and editors share; viewers and others are refused; bad input is a 400', async () => {
    const app = context.server.app;
    const outsider = await userIdOf(app, NON_MEMBER);
    const share = (as: string | undefined, body: unknown, id = groupId) =>
      request('POST', `/groups/${id}/share`, as, body);
    await assertRefused(
      context,
      () => share(ENTITY_VIEWER, { userIds: [outsider] }),
      403,
      ACCESS_MESSAGES.groupChangeDenied,
    );
    for (const as of hiddenFrom)
      await assertRefused(context, () => share(as, { userIds: [outsider] }), 404, groupNotFound(groupId));
    await assertRefused(context, () => share(undefined, { userIds: [outsider] }), 401);
    const meridianGroup = await userGroupOf(app, MERIDIAN_EDITOR, meridianId);
    for (const [body, message] of [
      [{ userIds: [await userIdOf(app, MERIDIAN_EDITOR)] }, /not a user of the group's site/],
      [{ userGroupIds: [meridianGroup] }, /not a user group of this site/],
      [{ userGroupIds: ['x'] }, /userGroupIds/],
    ] as const)
      await assertRefused(context, () => share(ENTITY_OWNER, body), 400, message);

    const response = await share(ENTITY_EDITOR, {
      userIds: [outsider, await userIdOf(app, ENTITY_VIEWER)],
      message: 'For the launch',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<ShareResult>(), {
      addedUserIds: [outsider],
      addedUserGroupIds: [],
      notifiedUsers: 1,
    });
    const [role] = await app.db
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, outsider)));
    assert.equal(role?.roleCode, 'groupViewer');
    const [viewerRole] = await app.db
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, await userIdOf(app, ENTITY_VIEWER))));
    assert.equal(viewerRole?.roleCode, 'groupViewer');
    const [note] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, outsider), eq(notifications.relatedEntityType, 'group')));
    assert.ok(note?.message.includes(`/sites/${siteId}/groups/details/${groupId}`));
    assert.match(note!.message, /'Launch group'/);
    assert.match(note!.message, /For the launch/);
    assert.equal((await request('GET', `/groups/${groupId}`, NON_MEMBER)).statusCode, 200);
  });

  test('the theme: members read it, owners and editors save it, others are refused', async () => {
    const boundary = '----group-theme';
    const save = (as: string | undefined) =>
      context.request('PUT', `/api/v2/groups/theme/${groupId}`, {
        as,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="themeColor"\r\n\r\n#123456\r\n--${boundary}--\r\n`,
        ),
      });
    for (const as of [ENTITY_OWNER, ENTITY_EDITOR, ENTITY_VIEWER, SITE_ADMIN]) {
      assert.equal((await request('GET', `/groups/theme/${groupId}`, as)).statusCode, 200, as);
      assert.equal((await request('POST', '/groups/themes', as, [groupId])).statusCode, 200, as);
    }
    for (const as of [ENTITY_OWNER, ENTITY_EDITOR]) assert.equal((await save(as)).statusCode, 200, as);
    await assertRefused(context, () => save(ENTITY_VIEWER), 403, /owners and editors/);
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER]) {
      await assertRefused(context, () => request('GET', `/groups/theme/${groupId}`, as), 404, groupNotFound(groupId));
      await assertRefused(context, () => save(as), 404, groupNotFound(groupId));
    }
    await assertRefused(context, () => save(undefined), 401);
  });
});
