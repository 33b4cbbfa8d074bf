import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { Group, GroupPage } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { groupUsers, groups, themes, userGroups } from '../../../../db/schema/index.js';
import {
  assertRefused,
  confidentialGroup,
  createGroup,
  memberEntry,
  signInEveryone,
} from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { castSite } from '../../../../test/cast-site.js';
import {
  AWARDS_EDITOR,
  AWARDS_VIEWER,
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
} from '../../../../test/cast.js';

describe('v2/groups: lists, one group, create, update, delete, count', () => {
  let context: DemoSiteContext;
  let northwind: number;
  let meridian: number;
  before(async () => {
    context = await sharedDemoSite();
    northwind = (await castSite(context, 'Groups')).deploymentIndexId;
    meridian = await context.siteId('Meridian Insights');
    await signInEveryone(context);
  });

  const get = (url: string, as?: string) => context.request('GET', `/api/v2/${url}`, { as });
  const post = (payload: unknown, as?: string) => context.request('POST', '/api/v2/groups', { as, payload });
  const put = (id: number | string, payload: unknown, as?: string) =>
    context.request('PUT', `/api/v2/groups/${id}`, { as, payload });
  const remove = (id: number | string, as?: string) => context.request('DELETE', `/api/v2/groups/${id}`, { as });
  const groupRow = async (id: number) =>
    (await context.server.app.db.select().from(groups).where(eq(groups.groupId, id)))[0];
  const ids = (page: GroupPage) => page.rows.map((row) => row.groupId);

  test('POST creates a confidential group owned by its creator, ignoring empty member entries and theme images', async () => {
    const app = context.server.app;
    const response = await post(
      {
        deploymentIndexId: northwind,
        group: {
          groupId: 0,
          name: '  Launch kits  ',
          description: 'Everything for a launch',
          theme: { themeColor: '#1f4e79', heroUrl: 'https://elsewhere.example/hero.png', thumbnailUrl: 'x' },
          groupUsers: [
            await memberEntry(context, ENTITY_EDITOR, 'groupEditor'),
            await memberEntry(context, ENTITY_VIEWER, 'groupViewer'),
            { user: { userId: 0, email: 'nobody@demo.portal' }, roleCode: 'groupEditor' },
            { user: { userId: await userIdOf(app, NON_MEMBER), email: '  ' }, roleCode: 'groupOwner' },
          ],
        },
      },
      ENTITY_OWNER,
    );
    assert.equal(response.statusCode, 200, response.body);
    const group = response.json<Group>();
    assert.equal(group.name, 'Launch kits');
    assert.equal(group.description, 'Everything for a launch');
    assert.equal(group.isConfidential, true);
    assert.equal(group.deploymentIndexId, northwind);
    assert.equal(group.createdByUser?.email, ENTITY_OWNER);
    assert.deepEqual(
      group.owners.map((user) => user.email),
      [ENTITY_OWNER],
    );
    assert.deepEqual(
      group.editors.map((user) => user.email),
      [ENTITY_EDITOR],
    );
    assert.deepEqual(
      group.viewers.map((user) => user.email),
      [ENTITY_VIEWER],
    );
    assert.deepEqual(
      group.groupUsers.map((entry) => [entry.user.email, entry.roleCode]),
      [
        [ENTITY_EDITOR, 'groupEditor'],
        [ENTITY_VIEWER, 'groupViewer'],
      ],
    );
    assert.deepEqual([group.isOwner, group.isEditor, group.isMember, group.isEditable], [true, true, true, true]);
    assert.deepEqual([group.pinned, group.starred, group.isFeatured], [false, false, false]);
    assert.equal(group.theme.themeColor, '#1f4e79');
    assert.equal(group.theme.heroUrl, null);
    assert.equal(group.theme.thumbnailUrl, null);
    assert.deepEqual(group.collections, []);
    const [theme] = await app.db
      .select()
      .from(themes)
      .where(and(eq(themes.entityType, 'group'), eq(themes.entityId, group.groupId)));
    assert.equal(theme?.heroBlobName, null);
    assert.equal((await groupRow(group.groupId))?.createdByUserId, await userIdOf(app, ENTITY_OWNER));

    const plain = await createGroup(context, ENTITY_OWNER, northwind, { name: 'Only a name' });
    assert.equal(plain.isConfidential, true);
    assert.equal(plain.description, '');
    const open = await createGroup(context, ENTITY_OWNER, northwind, { name: 'Open', isConfidential: false });
    assert.equal(open.isConfidential, false);
  });

  test('POST refusals: no token, no site, another site, unknown site, bad input; nothing is created', async () => {
    const app = context.server.app;
    const body = (group: unknown, deploymentIndexId = northwind) => ({ deploymentIndexId, group });
    await assertRefused(context, () => post(body({ name: 'x' })), 401);
    await assertRefused(context, () => post(body({ name: 'x' }), NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => post(body({ name: 'x' }), MERIDIAN_EDITOR), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => post(body({ name: 'x' }, 999999), ENTITY_OWNER), 404, 'No such site: 999999.');
    await assertRefused(context, () => post(body({ name: '   ' }), ENTITY_OWNER), 400, /name must not be empty/);
    await assertRefused(context, () => post(body({ name: 'n'.repeat(201) }), ENTITY_OWNER), 400, /name.*200/);
    await assertRefused(context, () => post(body({ name: { text: 'x' } }), ENTITY_OWNER), 400, /name/);
    await assertRefused(
      context,
      () => post(body({ name: 'x', isConfidential: 'perhaps' }), ENTITY_OWNER),
      400,
      /isConfidential/,
    );
    await assertRefused(context, () => post({ group: { name: 'x' } }, ENTITY_OWNER), 400, /deploymentIndexId/);
    await assertRefused(
      context,
      () => post(body({ name: 'x', groupId: 7 }), ENTITY_OWNER),
      400,
      /use PUT v2\/groups\/7/,
    );
    await assertRefused(
      context,
      () => post(body({ name: 'x', theme: { themeColor: 'red' } }), ENTITY_OWNER),
      400,
      /themeColor must be a CSS hex colour/,
    );
    const other = await memberEntry(context, MERIDIAN_EDITOR, 'groupViewer');
    await assertRefused(
      context,
      () => post(body({ name: 'x', groupUsers: [other] }), ENTITY_OWNER),
      400,
      /body\/group\/groupUsers\/0\/user: user \d+ is not a user of this site/,
    );
    await assertRefused(
      context,
      () =>
        post(
          body({
            name: 'x',
            groupUsers: [{ user: { userId: 999999, email: 'ghost@demo.portal' }, roleCode: 'groupViewer' }],
          }),
          ENTITY_OWNER,
        ),
      400,
      /body\/group\/groupUsers\/0\/user: user 999999 is not a user of this site/,
    );
    const editor = await memberEntry(context, ENTITY_EDITOR, 'groupEditor');
    await assertRefused(
      context,
      () => post(body({ name: 'x', groupUsers: [editor, { ...editor, roleCode: 'groupViewer' }] }), ENTITY_OWNER),
      400,
      /listed twice/,
    );
    await assertRefused(
      context,
      () => post(body({ name: 'x', groupUsers: [{ ...editor, roleCode: 'collectionOwner' }] }), ENTITY_OWNER),
      400,
      /roleCode/,
    );
    const [meridianGroup] = await app.db
      .select({ id: userGroups.userGroupId })
      .from(userGroups)
      .where(eq(userGroups.deploymentIndexId, meridian));
    await assertRefused(
      context,
      () => post(body({ name: 'x', userGroupIds: [meridianGroup!.id] }), ENTITY_OWNER),
      400,
      /is not a user group of this site/,
    );
  });

  test('GET v2/groups/{id}: members and administrators see a confidential group, nobody else', async () => {
    const group = await confidentialGroup(context, northwind);
    const read = async (as: string) => {
      const response = await get(`groups/${group.groupId}`, as);
      assert.equal(response.statusCode, 200, `${as}: ${response.body}`);
      return response.json<Group>();
    };
    const flags = (answer: Group) => [
      answer.isOwner,
      answer.isEditor,
      answer.isMember,
      answer.isEditable,
      answer.canDelete,
    ];
    assert.deepEqual(flags(await read(ENTITY_OWNER)), [true, true, true, true, true]);
    assert.deepEqual(flags(await read(ENTITY_EDITOR)), [false, true, true, true, false]);
    assert.deepEqual(flags(await read(ENTITY_VIEWER)), [false, false, true, false, false]);
    assert.deepEqual(flags(await read(SITE_ADMIN)), [false, false, false, true, true]);
    assert.deepEqual(flags(await read(PORTAL_ADMIN)), [false, false, false, true, true]);

    await assertRefused(context, () => get(`groups/${group.groupId}`), 401);
    await assertRefused(
      context,
      () => get(`groups/${group.groupId}`, NON_MEMBER),
      404,
      `No such group: ${group.groupId}.`,
    );
    const notFound = `No such group: ${group.groupId}.`;
    await assertRefused(context, () => get(`groups/${group.groupId}`, MERIDIAN_EDITOR), 404, notFound);
    await assertRefused(context, () => get(`groups/${group.groupId}`, NO_SITE_USER), 404, notFound);
    await assertRefused(context, () => get('groups/999999', ENTITY_OWNER), 404, 'No such group: 999999.');
    await assertRefused(context, () => get('groups/abc', ENTITY_OWNER), 400, /params\/id/);
    await assertRefused(context, () => get('groups/0', ENTITY_OWNER), 400, /params\/id/);

    // A group that is not confidential: every user of the site, still nobody of another site.
    const open = await createGroup(context, ENTITY_OWNER, northwind, {
      name: 'Open to the site',
      isConfidential: false,
    });
    const response = await get(`groups/${open.groupId}`, NON_MEMBER);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<Group>().isMember, false);
    await assertRefused(context, () => get(`groups/${open.groupId}`, MERIDIAN_EDITOR), 404);
  });

  test('PUT v2/groups/{id}: owners, editors and administrators change it; nobody else; owners only change owners', async () => {
    const group = await confidentialGroup(context, northwind, 'Before');
    const body = (changes: Record<string, unknown>, deploymentIndexId = northwind) => ({
      deploymentIndexId,
      group: { ...changes },
    });
    const id = group.groupId;

    const response = await put(
      id,
      body({
        groupId: id,
        name: 'After',
        description: 'New words',
        isConfidential: false,
        theme: { secondaryThemeColor: '#abc' },
      }),
      ENTITY_EDITOR,
    );
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json<Group>();
    assert.deepEqual(
      [updated.name, updated.description, updated.isConfidential, updated.theme.secondaryThemeColor],
      ['After', 'New words', false, '#abc'],
    );
    assert.equal(updated.updatedByUser?.email, ENTITY_EDITOR);
    assert.equal(updated.groupUsers.length, 2, 'members left out stay');
    // Back to confidential for the refusals below.
    assert.equal((await put(id, body({ name: 'After', isConfidential: true }), SITE_ADMIN)).statusCode, 200);

    await assertRefused(context, () => put(id, body({ name: 'x' })), 401);
    await assertRefused(
      context,
      () => put(id, body({ name: 'x' }), ENTITY_VIEWER),
      403,
      ACCESS_MESSAGES.groupChangeDenied,
    );
    await assertRefused(context, () => put(id, body({ name: 'x' }), NON_MEMBER), 404, `No such group: ${id}.`);
    await assertRefused(
      context,
      () => put(id, body({ name: 'x' }), MERIDIAN_EDITOR),
      403,
      ACCESS_MESSAGES.noSiteAccess,
    );
    await assertRefused(
      context,
      () => put(id, body({ name: 'x' }, meridian), MERIDIAN_EDITOR),
      404,
      `No such group: ${id}.`,
    );
    await assertRefused(context, () => put(id, body({ name: 'x' }), NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(
      context,
      () => put(id, body({ name: 'x' }, meridian), PORTAL_ADMIN),
      404,
      `No such group: ${id}.`,
    );
    await assertRefused(context, () => put(999999, body({ name: 'x' }), ENTITY_OWNER), 404, 'No such group: 999999.');
    await assertRefused(context, () => put(id, body({ name: '' }), ENTITY_OWNER), 400, /name must not be empty/);
    await assertRefused(context, () => put(id, body({ name: 'n'.repeat(201) }), ENTITY_OWNER), 400, /200/);
    await assertRefused(
      context,
      () => put(id, body({ name: 'x', groupId: id + 1 }), ENTITY_OWNER),
      400,
      /does not match/,
    );

    // An editor may change the members but not the owners; the owner may.
    const editorEntry = await memberEntry(context, ENTITY_EDITOR, 'groupEditor');
    const promoted = await memberEntry(context, ENTITY_VIEWER, 'groupOwner');
    await assertRefused(
      context,
      () => put(id, body({ name: 'After', groupUsers: [editorEntry, promoted] }), ENTITY_EDITOR),
      403,
      ACCESS_MESSAGES.groupOwnersDenied,
    );
    const dropViewer = await put(id, body({ name: 'After', groupUsers: [editorEntry] }), ENTITY_EDITOR);
    assert.equal(dropViewer.statusCode, 200, dropViewer.body);
    assert.deepEqual(dropViewer.json<Group>().viewers, []);
    const byOwner = await put(id, body({ name: 'After', groupUsers: [editorEntry, promoted] }), ENTITY_OWNER);
    assert.equal(byOwner.statusCode, 200, byOwner.body);
    assert.deepEqual(
      byOwner.json<Group>().owners.map((user) => user.email),
      [ENTITY_OWNER, ENTITY_VIEWER],
    );
    const rows = await context.server.app.db.select().from(groupUsers).where(eq(groupUsers.groupId, id));
    assert.equal(rows.length, 2);
  });

  test('GET v2/groups lists: my, shared, all-public, paging and counts, each limited to what the caller may see', async () => {
    // Northwind Awards keeps the counts exact: oliver is its only plain user, ava its site administrator (who sees every
    // group), james its site editor (who, like any user, sees only the groups that are not confidential and his own).
    const site = await context.siteId('Northwind Awards');
    const OLIVER = AWARDS_VIEWER;
    const JAMES = AWARDS_EDITOR;
    await context.request('GET', '/api/v2/users/me', { as: OLIVER });
    await context.request('GET', '/api/v2/users/me', { as: JAMES });
    const mine1 = await createGroup(context, OLIVER, site, { name: 'O1' });
    const mine2 = await createGroup(context, OLIVER, site, { name: 'O2', isConfidential: false });
    const shared = await createGroup(context, SITE_ADMIN, site, {
      name: 'Shared with Oliver',
      groupUsers: [await memberEntry(context, OLIVER, 'groupViewer')],
    });
    const hidden = await createGroup(context, SITE_ADMIN, site, { name: 'Admins only' });
    const list = async (query: string, as: string, siteId = site) => {
      const response = await get(`groups?deploymentIndexId=${siteId}&${query}`, as);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<GroupPage>();
    };
    const my = await list('', OLIVER);
    assert.deepEqual(ids(my), [mine2.groupId, mine1.groupId], 'default my, last changed first');
    assert.equal(my.count, 2);
    assert.deepEqual(ids(await list('type=shared', OLIVER)), [shared.groupId]);
    assert.deepEqual(ids(await list('type=all-public', OLIVER)), [mine2.groupId]);
    assert.deepEqual(ids(await list('type=all-public', JAMES)), [mine2.groupId]);
    assert.deepEqual(ids(await list('type=my', JAMES)), []);
    assert.deepEqual(ids(await list('type=shared', JAMES)), []);
    const page2 = await list('type=my&rowsPerPage=1&currentPage=2', OLIVER);
    assert.deepEqual([ids(page2), page2.count, page2.currentPage], [[mine1.groupId], 2, 2]);
    assert.deepEqual(ids(await list('type=my', SITE_ADMIN)), [hidden.groupId, shared.groupId]);

    const count = async (as: string, siteId = site) =>
      (await get(`groups/count?deploymentIndexId=${siteId}`, as)).json<{ count: number }>().count;
    assert.equal(await count(OLIVER), 3);
    assert.equal(await count(JAMES), 1, 'a site editor is not trusted with confidential groups');
    assert.equal(await count(SITE_ADMIN), 4);
    // Each list's size, as the list tabs show it: oliver pins the shared one and stars one of his own.
    assert.equal(
      (await context.request('PUT', `/api/v2/groups/pin/${shared.groupId}`, { as: OLIVER })).statusCode,
      200,
    );
    assert.equal(
      (await context.request('PUT', `/api/v2/groups/star/${mine1.groupId}`, { as: OLIVER })).statusCode,
      200,
    );
    assert.deepEqual((await get(`groups/count?deploymentIndexId=${site}`, OLIVER)).json(), {
      count: 3,
      my: 2,
      shared: 1,
      allPublic: 1,
      pinned: 1,
      featured: 0,
      starred: 1,
    });

    // On Northwind Discovery, a user who is a member of nothing sees exactly the groups that are not confidential.
    const open = await list('type=all-public&rowsPerPage=200', NON_MEMBER, northwind);
    assert.ok(open.rows.every((row) => !row.isConfidential && !row.isMember));
    assert.equal(await count(NON_MEMBER, northwind), open.count);
    assert.ok((await count(ENTITY_OWNER, northwind)) > open.count);
    assert.equal((await list('type=my', NON_MEMBER, northwind)).count, 0);
    assert.equal((await list('type=shared', NON_MEMBER, northwind)).count, 0);
    assert.ok(ids(await list('type=shared&rowsPerPage=200', ENTITY_VIEWER, northwind)).length > 0);

    for (const url of [`groups?deploymentIndexId=${site}`, `groups/count?deploymentIndexId=${site}`]) {
      await assertRefused(context, () => get(url), 401);
      await assertRefused(context, () => get(url, NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
      await assertRefused(context, () => get(url, MERIDIAN_EDITOR), 403, ACCESS_MESSAGES.noSiteAccess);
    }
    await assertRefused(
      context,
      () => get('groups?deploymentIndexId=999999', ENTITY_OWNER),
      404,
      'No such site: 999999.',
    );
    await assertRefused(context, () => get(`groups?deploymentIndexId=${site}&type=mine`, OLIVER), 400, /type/);
    await assertRefused(
      context,
      () => get(`groups?deploymentIndexId=${site}&rowsPerPage=0`, OLIVER),
      400,
      /rowsPerPage/,
    );
    await assertRefused(
      context,
      () => get(`groups?deploymentIndexId=${site}&currentPage=-1`, OLIVER),
      400,
      /currentPage/,
    );
    await assertRefused(context, () => get('groups', OLIVER), 400, /deploymentIndexId/);
    await assertRefused(context, () => get('groups/count', OLIVER), 400, /deploymentIndexId/);
  });

  test('DELETE v2/groups/{groupId}: owners and administrators only; the theme goes with it', async () => {
    const app = context.server.app;
    const group = await confidentialGroup(context, northwind, 'To delete');
    const id = group.groupId;
    assert.equal(
      (
        await put(
          id,
          { deploymentIndexId: northwind, group: { name: 'To delete', theme: { themeColor: '#123456' } } },
          ENTITY_OWNER,
        )
      ).statusCode,
      200,
    );
    await assertRefused(context, () => remove(id), 401);
    await assertRefused(context, () => remove(id, ENTITY_EDITOR), 403, ACCESS_MESSAGES.groupDeleteDenied);
    await assertRefused(context, () => remove(id, ENTITY_VIEWER), 403, ACCESS_MESSAGES.groupDeleteDenied);
    await assertRefused(context, () => remove(id, NON_MEMBER), 404, `No such group: ${id}.`);
    await assertRefused(context, () => remove(id, MERIDIAN_EDITOR), 404, `No such group: ${id}.`);
    await assertRefused(context, () => remove(id, NO_SITE_USER), 404, `No such group: ${id}.`);
    await assertRefused(context, () => remove('x', ENTITY_OWNER), 400, /params\/groupId/);

    const response = await remove(id, ENTITY_OWNER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { groupId: id });
    assert.equal(await groupRow(id), undefined);
    assert.deepEqual(await app.db.select().from(groupUsers).where(eq(groupUsers.groupId, id)), []);
    assert.deepEqual(
      await app.db
        .select()
        .from(themes)
        .where(and(eq(themes.entityType, 'group'), eq(themes.entityId, id))),
      [],
    );
    await assertRefused(context, () => remove(id, ENTITY_OWNER), 404, `No such group: ${id}.`);

    const another = await confidentialGroup(context, northwind, 'Admin deletes');
    assert.equal((await remove(another.groupId, SITE_ADMIN)).statusCode, 200);
    // An owner by role (not the creator) may delete too.
    const third = await createGroup(context, ENTITY_OWNER, northwind, {
      name: 'Owned by role',
      groupUsers: [await memberEntry(context, ENTITY_EDITOR, 'groupOwner')],
    });
    assert.equal((await remove(third.groupId, ENTITY_EDITOR)).statusCode, 200);
  });

  test("a confidential group's customization, quick links and theme are read only by those who may see it", async () => {
    const hidden = await createGroup(context, ENTITY_OWNER, northwind, { name: 'Confidential customization' });
    const reads = [
      `/api/v2/groups/${hidden.groupId}/customization`,
      `/api/v2/group/quicklinks/${hidden.groupId}`,
      `/api/v2/groups/theme/${hidden.groupId}`,
    ];
    for (const url of reads) {
      assert.equal((await context.request('GET', url, { as: ENTITY_OWNER })).statusCode, 200, `${url} for the owner`);
      assert.equal((await context.request('GET', url, { as: SITE_ADMIN })).statusCode, 200, `${url} for the admin`);
      const outsider = await context.request('GET', url, { as: NON_MEMBER });
      assert.equal(outsider.statusCode, 404, `${url} for a site user who is not a member: ${outsider.body}`);
      assert.equal(outsider.json().error, `No such group: ${hidden.groupId}.`);
    }
  });
});
