import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type {
  AssetAssignments,
  AssetUser,
  AssetUserGroupAssignmentList,
  AssetUserGroupAssignments,
  ContentAccessRequestInfo,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { roles, userGroupMembers, userGroups } from '../../../../db/schema/index.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ASSIGNED_MEMBER,
  GROUP_READER,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

/** The cast: a private asset on Northwind Discovery uploaded by UPLOADER. */
const EVERYONE = [UPLOADER, SITE_ADMIN, ASSIGNED_MEMBER, GROUP_READER, SITE_VIEWER, MERIDIAN_EDITOR, NO_SITE_USER];
const MANAGERS = [UPLOADER, SITE_ADMIN];
const SITE_USERS_WITHOUT_MANAGEMENT = [ASSIGNED_MEMBER, GROUP_READER, SITE_VIEWER];

describe('asset access: private-asset check, access request info, user and user-group assignment', () => {
  let context: DemoSiteContext;
  let assetId: number;
  let otherAssetId: number;
  let readersGroupId: number;
  let meridianGroupId: number;
  const ids = new Map<string, number>();

  const call = (method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) =>
    context.request(method, `/api/v2/${url}`, { as, payload });
  const ok = async <T>(method: 'GET' | 'POST', url: string, as: string, payload?: unknown) => {
    const response = await call(method, url, as, payload);
    assert.equal(response.statusCode, 200, `${method} ${url} as ${as}: ${response.body}`);
    return response.json<T>();
  };
  const emails = (users: AssetUser[]) => users.map((user) => user.email);
  const mayOpen = async (as: string) =>
    (await ok<{ accessPrivateAsset: boolean }>('GET', `assets/${assetId}/acl/checkPermission/accessPrivateAsset`, as))
      .accessPrivateAsset;
  const assign = (as: string, body: unknown) => call('POST', `assets/${assetId}/acl/assign`, as, body);
  const member = (email: string) => ({ userId: ids.get(email)!, email, roleCode: 'assetMember' });

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of EVERYONE) {
      assert.equal((await call('GET', 'users/me', email)).statusCode, 200);
      ids.set(email, await userIdOf(app, email));
    }
    const site = await siteNamed(app, 'Northwind Discovery');
    const file = { mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Numbers.') } as const;
    assetId = (
      await addDocument(app, site, {
        ...file,
        title: 'Board memo',
        fileName: 'memo.txt',
        visibility: 'Private',
        createdBy: UPLOADER,
      })
    ).assetId;
    otherAssetId = (await addDocument(app, site, { ...file, title: 'Open brief', fileName: 'brief.txt' })).assetId;
    const [siteMember] = await app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
    const [readers] = await app.db
      .insert(userGroups)
      .values({ name: 'Memo readers', deploymentIndexId: site.deploymentIndexId, roleId: siteMember!.roleId })
      .returning();
    readersGroupId = readers!.userGroupId;
    await app.db.insert(userGroupMembers).values({ userGroupId: readersGroupId, userId: ids.get(GROUP_READER)! });
    const meridian = await siteNamed(app, 'Meridian Insights');
    const [meridianGroup] = await app.db
      .insert(userGroups)
      .values({ name: 'Meridian readers', deploymentIndexId: meridian.deploymentIndexId, roleId: siteMember!.roleId })
      .returning();
    meridianGroupId = meridianGroup!.userGroupId;
  });

  test('who may open the private asset, before and after the uploader assigns a member and a user group', async () => {
    for (const as of [UPLOADER, SITE_ADMIN]) assert.equal(await mayOpen(as), true, as);
    for (const as of SITE_USERS_WITHOUT_MANAGEMENT) assert.equal(await mayOpen(as), false, as);

    const assigned = await ok<AssetAssignments>('POST', `assets/${assetId}/acl/assign`, UPLOADER, {
      userIds: [],
      // The ignored entries of spec §5: userId 0 or less, or an empty email.
      assignments: [
        member(ASSIGNED_MEMBER),
        { ...member(SITE_VIEWER), userId: 0 },
        { ...member(SITE_VIEWER), email: ' ' },
      ],
    });
    assert.deepEqual([assigned.role, emails(assigned.users)], ['assetMember', [ASSIGNED_MEMBER]]);
    const groups = await ok<AssetUserGroupAssignmentList>('POST', 'usergroups/assets/assign', SITE_ADMIN, {
      entityIds: [assetId],
      userGroupIds: [readersGroupId],
    });
    assert.deepEqual(
      groups.map((entry) => [entry.assetId, entry.userGroups.map((group) => group.name)]),
      [[assetId, ['Memo readers']]],
    );

    for (const as of [UPLOADER, SITE_ADMIN, ASSIGNED_MEMBER, GROUP_READER]) assert.equal(await mayOpen(as), true, as);
    assert.equal(await mayOpen(SITE_VIEWER), false);
    // The private-asset rule elsewhere follows: the member now gets the asset's insights, the viewer still not.
    assert.equal((await call('GET', `assets/${assetId}/insights`, ASSIGNED_MEMBER)).statusCode, 200);
    assert.equal((await call('GET', `assets/${assetId}/insights`, GROUP_READER)).statusCode, 200);
    assert.equal((await call('GET', `assets/${assetId}/insights`, SITE_VIEWER)).statusCode, 403);

    // Assignments are exact: a new set replaces the old one.
    const replaced = await ok<AssetAssignments>('POST', `assets/${assetId}/acl/assign`, SITE_ADMIN, {
      userIds: [ids.get(SITE_VIEWER)!],
      assignments: [],
    });
    assert.deepEqual(emails(replaced.users), [SITE_VIEWER]);
    assert.equal(await mayOpen(ASSIGNED_MEMBER), false);
    assert.equal(await mayOpen(SITE_VIEWER), true);
    const available = await ok<AssetUser[]>('GET', `assets/${assetId}/acl/assignments/availableUsers`, UPLOADER);
    assert.ok(emails(available).includes(ASSIGNED_MEMBER));
    assert.ok(!emails(available).includes(SITE_VIEWER), 'the assigned are not offered again');
    assert.ok(!emails(available).includes(MERIDIAN_EDITOR), 'only users of the site');
    await ok('POST', `assets/${assetId}/acl/assign`, UPLOADER, { userIds: [], assignments: [member(ASSIGNED_MEMBER)] });
  });

  test('who to ask for access: every user of the site may read it, even one who may not open the asset', async () => {
    for (const as of [...MANAGERS, ...SITE_USERS_WITHOUT_MANAGEMENT]) {
      const info = await ok<ContentAccessRequestInfo>('GET', `assets/${assetId}/info/contentAccessRequestInfo`, as);
      assert.equal(info.uploader?.email, UPLOADER);
      assert.deepEqual(emails(info.siteAdministrators), [SITE_ADMIN]);
      const uploader = await ok<{ uploader: AssetUser | null }>('GET', `assets/${assetId}/info/uploader`, as);
      assert.equal(uploader.uploader?.email, UPLOADER);
    }
    const noUploader = await ok<{ uploader: AssetUser | null }>(
      'GET',
      `assets/${otherAssetId}/info/uploader`,
      SITE_VIEWER,
    );
    assert.equal(noUploader.uploader, null);
  });

  test('the matrix: each call × uploader, site admin, assigned member, user-group member, viewer, other site, no site', async () => {
    const calls: { method: 'GET' | 'POST'; url: string; body?: () => unknown; readers: 'site' | 'managers' }[] = [
      { method: 'GET', url: `assets/${assetId}/acl/checkPermission/accessPrivateAsset`, readers: 'site' },
      { method: 'GET', url: `assets/${assetId}/info/uploader`, readers: 'site' },
      { method: 'GET', url: `assets/${assetId}/info/contentAccessRequestInfo`, readers: 'site' },
      { method: 'GET', url: `assets/${assetId}/acl/assignments`, readers: 'managers' },
      { method: 'GET', url: `assets/${assetId}/acl/assignments/availableUsers`, readers: 'managers' },
      {
        method: 'POST',
        url: `assets/${assetId}/acl/assign`,
        body: () => ({ userIds: [], assignments: [member(ASSIGNED_MEMBER)] }),
        readers: 'managers',
      },
      { method: 'GET', url: `usergroups/assets/${assetId}/assignments`, readers: 'managers' },
      {
        method: 'POST',
        url: 'usergroups/assets/assign',
        body: () => ({ entityIds: [assetId], userGroupIds: [readersGroupId] }),
        readers: 'managers',
      },
    ];
    for (const { method, url, body, readers } of calls) {
      for (const as of MANAGERS) await ok(method, url, as, body?.());
      for (const as of SITE_USERS_WITHOUT_MANAGEMENT) {
        if (readers === 'site') await ok(method, url, as, body?.());
        else
          await assertRefused(
            context,
            () => call(method, url, as, body?.()),
            403,
            ACCESS_MESSAGES.accessManagementDenied,
          );
      }
      const notFound = `No such asset: ${assetId}.`;
      for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
        await assertRefused(context, () => call(method, url, as, body?.()), 404, notFound);
      await assertRefused(context, () => call(method, url, undefined, body?.()), 401);
    }
    const current = await ok<AssetUserGroupAssignments>('GET', `usergroups/assets/${assetId}/assignments`, UPLOADER);
    assert.deepEqual(
      current.userGroups.map((group) => group.userGroupId),
      [readersGroupId],
    );
  });

  test('bad input gets a clear 4xx and changes nothing', async () => {
    await assertRefused(
      context,
      () => assign(UPLOADER, { userIds: [ids.get(MERIDIAN_EDITOR)!], assignments: [] }),
      400,
      `The request is not valid: user ${ids.get(MERIDIAN_EDITOR)} is not a user of the asset's site.`,
    );
    await assertRefused(
      context,
      () => assign(UPLOADER, { userIds: [], assignments: [{ ...member(SITE_VIEWER), email: ASSIGNED_MEMBER }] }),
      400,
      `The request is not valid: the email '${ASSIGNED_MEMBER}' is not that of user ${ids.get(SITE_VIEWER)}.`,
    );
    await assertRefused(
      context,
      () => assign(UPLOADER, { userIds: [], assignments: [{ ...member(SITE_VIEWER), roleCode: 'collectionOwner' }] }),
      400,
      /body\/assignments\/0\/roleCode/,
    );
    await assertRefused(context, () => assign(UPLOADER, { userIds: ['x'], assignments: [] }), 400, /body\/userIds/);
    await assertRefused(
      context,
      () =>
        call('POST', 'usergroups/assets/assign', UPLOADER, { entityIds: [assetId], userGroupIds: [meridianGroupId] }),
      400,
      `The request is not valid: user group ${meridianGroupId} is not a user group of the site of asset ${assetId}.`,
    );
    // One asset the caller may not manage refuses the whole call.
    await assertRefused(
      context,
      () =>
        call('POST', 'usergroups/assets/assign', UPLOADER, { entityIds: [assetId, otherAssetId], userGroupIds: [] }),
      403,
      ACCESS_MESSAGES.accessManagementDenied,
    );
    await assertRefused(
      context,
      () => call('POST', 'usergroups/assets/assign', UPLOADER, { entityIds: [], userGroupIds: [] }),
      400,
      /body\/entityIds/,
    );
    await assertRefused(
      context,
      () => call('GET', 'assets/999999/info/uploader', UPLOADER),
      404,
      'No such asset: 999999.',
    );
    await assertRefused(context, () => call('GET', 'assets/0/acl/assignments', UPLOADER), 400, /params\/id/);
  });
});
