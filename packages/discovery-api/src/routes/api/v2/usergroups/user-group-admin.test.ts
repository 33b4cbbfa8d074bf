import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, SITE_ROLE_CODES, type UserGroup, type UserGroupMember } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, collectionUserGroups, collections, roles, users } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import {
  CREATIVE_ADMIN,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../../users/account-status.js';

describe('v2/usergroups: a site’s user groups and their members (admin)', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let meridianId: number;
  const roleIds: Record<string, number> = {};
  before(async () => {
    context = await sharedDemoSite();
    siteId = await context.siteId('Northwind Discovery');
    meridianId = await context.siteId('Meridian Insights');
    for (const role of await context.server.app.db.select().from(roles)) roleIds[role.code] = role.roleId;
  });

  const call = (as: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    context.request(method, `/api/v2${url}`, { as, payload });
  const fresh = (what: string) => `${what}.${randomUUID().slice(0, 8)}@admin.test`;
  const makeGroup = async (as: string, name: string, site = siteId, role = 'siteMember') => {
    const response = await call(as, 'POST', '/usergroups', { deploymentIndexId: site, name, roleId: roleIds[role] });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<UserGroup>();
  };
  const usesSite = async (email: string, site = siteId) =>
    (await call(email, 'POST', `/deploymentIndexes/${site}/checkPermissions`)).statusCode === 200;

  test('a site administrator creates a user group, renames it, changes its role and deletes it; each change is audited', async () => {
    const group = await makeGroup(SITE_ADMIN, `Regional leads ${randomUUID().slice(0, 6)}`);
    assert.equal(group.deploymentIndexId, siteId);
    assert.equal(group.role.code, 'siteMember');
    const renamed = await call(SITE_ADMIN, 'PUT', `/usergroups/${group.userGroupId}`, {
      name: `${group.name} (EMEA)`,
      roleId: roleIds.siteAnalyst,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json<UserGroup>().name, `${group.name} (EMEA)`);
    assert.equal(renamed.json<UserGroup>().role.code, 'siteAnalyst');
    const listed = await call(SITE_ADMIN, 'GET', `/usergroups/deploymentindex/${siteId}`);
    assert.ok(listed.json<UserGroup[]>().some((entry) => entry.name === `${group.name} (EMEA)`));
    assert.equal((await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}`)).statusCode, 204);

    const entries = await context.server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user_groups'), eq(auditLog.entityId, String(group.userGroupId))))
      .orderBy(desc(auditLog.auditId));
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['delete', 'update', 'insert'],
    );
    assert.ok(entries.every((entry) => entry.actorEmail === SITE_ADMIN));
    const update = entries[1]!;
    assert.deepEqual(update.before, { name: group.name, role_id: roleIds.siteMember });
    assert.deepEqual(update.after, { name: `${group.name} (EMEA)`, role_id: roleIds.siteAnalyst });
  });

  test('members: added by id or by email before their first sign-in, they get the site; removed, they lose it', async () => {
    const group = await makeGroup(SITE_ADMIN, `Newcomers ${randomUUID().slice(0, 6)}`);
    const invited = fresh('invited');
    const before = await context.server.app.db.select().from(users).where(eq(users.email, invited));
    assert.deepEqual(before, [], 'nobody has this email yet');
    const added = await call(SITE_ADMIN, 'PUT', `/usergroups/${group.userGroupId}/members`, { emails: [invited] });
    assert.equal(added.statusCode, 200, added.body);
    const member = added.json<UserGroupMember[]>().find((entry) => entry.email === invited);
    assert.ok(member);
    assert.equal(member.lastLogin, null, 'made ahead of their first sign-in');
    assert.equal(member.status, 'active');
    assert.equal(await usesSite(invited), true, 'the first sign-in finds the site ready');

    const [viewer] = await context.server.app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const again = await call(SITE_ADMIN, 'PUT', `/usergroups/${group.userGroupId}/members`, {
      userIds: [viewer!.userId],
      emails: [invited],
    });
    assert.deepEqual(
      again.json<UserGroupMember[]>().map((entry) => entry.email),
      [invited, SITE_VIEWER].sort(),
    );
    const removed = await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}/members/${member.userId}`);
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal(await usesSite(invited), false);
    const notMember = await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}/members/${member.userId}`);
    assert.equal(notMember.statusCode, 404);
    await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}`);
  });

  test('who may manage: portal and site administrators; not another site’s administrator, an editor, a viewer, a user of no site, a disabled administrator', async () => {
    const group = await makeGroup(SITE_ADMIN, `Matrix ${randomUUID().slice(0, 6)}`);
    const disabledAdmin = fresh('disabled-admin');
    assert.equal((await call(disabledAdmin, 'GET', '/users/me')).statusCode, 200);
    await context.server.app.db
      .update(users)
      .set({ isAdministrator: true, status: 'disabled' })
      .where(eq(users.email, disabledAdmin));

    const cases: [string, string, number, number, string][] = [
      // caller, site, POST status, PUT-on-group status, reason
      [PORTAL_ADMIN, 'Northwind', 201, 200, ''],
      [SITE_ADMIN, 'Northwind', 201, 200, ''],
      [CREATIVE_ADMIN, 'Northwind', 403, 404, ACCESS_MESSAGES.noSiteAccess],
      [SITE_VIEWER, 'Northwind', 403, 403, ACCESS_MESSAGES.membersDenied],
      [NO_SITE_USER, 'Northwind', 403, 404, ACCESS_MESSAGES.noSiteAccess],
      [disabledAdmin, 'Northwind', 403, 403, ACCOUNT_DISABLED_MESSAGE],
    ];
    for (const [as, , created, changed, reason] of cases) {
      const made = await call(as, 'POST', '/usergroups', {
        deploymentIndexId: siteId,
        name: `By ${as} ${randomUUID().slice(0, 6)}`,
        roleId: roleIds.siteMember,
      });
      assert.equal(made.statusCode, created, `${as} creates: ${made.body}`);
      if (reason) assert.equal(made.json().error, reason, as);
      else await call(as, 'DELETE', `/usergroups/${made.json<UserGroup>().userGroupId}`);
      for (const [method, url, payload] of [
        ['PUT', `/usergroups/${group.userGroupId}`, { name: `${group.name} ${as}` }],
        ['GET', `/usergroups/${group.userGroupId}/members`, undefined],
        ['PUT', `/usergroups/${group.userGroupId}/members`, { emails: [fresh('matrix')] }],
      ] as const) {
        const answer = await call(as, method, url, payload);
        assert.equal(answer.statusCode, changed, `${as} ${method} ${url}: ${answer.body}`);
      }
    }
    // A site editor (of Meridian Insights) may customise that site, not manage who uses it.
    const editor = await call(MERIDIAN_EDITOR, 'POST', '/usergroups', {
      deploymentIndexId: meridianId,
      name: 'Editor’s own',
      roleId: roleIds.siteMember,
    });
    assert.equal(editor.statusCode, 403);
    assert.equal(editor.json().error, ACCESS_MESSAGES.membersDenied);
    assert.equal((await call(undefined, 'POST', '/usergroups', {})).statusCode, 401);
    assert.equal((await call(SITE_VIEWER, 'DELETE', `/usergroups/${group.userGroupId}`)).statusCode, 403);
    assert.equal((await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}`)).statusCode, 204);
  });

  test('bad input: a clear 4xx and nothing changed', async () => {
    const group = await makeGroup(SITE_ADMIN, `Bad input ${randomUUID().slice(0, 6)}`);
    const app = context.server.app;
    const before = await databaseSnapshot(app);
    const cases: [string, string, unknown, number, RegExp][] = [
      [
        'POST',
        '/usergroups',
        { deploymentIndexId: siteId, name: group.name.toUpperCase(), roleId: roleIds.siteMember },
        409,
        /already has a user group named/,
      ],
      [
        'POST',
        '/usergroups',
        { deploymentIndexId: 999_999, name: 'Nowhere', roleId: roleIds.siteMember },
        404,
        /No such site: 999999/,
      ],
      [
        'POST',
        '/usergroups',
        { deploymentIndexId: siteId, name: 'No role', roleId: 999_999 },
        400,
        /No such role: 999999/,
      ],
      [
        'POST',
        '/usergroups',
        { deploymentIndexId: siteId, name: 'Owner', roleId: roleIds.collectionOwner },
        400,
        /is not a site role/,
      ],
      [
        'POST',
        '/usergroups',
        { deploymentIndexId: siteId, name: '   ', roleId: roleIds.siteMember },
        400,
        /name must not be empty/,
      ],
      [
        'POST',
        '/usergroups',
        { deploymentIndexId: siteId, name: 'Extra', roleId: roleIds.siteMember, colour: 'red' },
        400,
        /body\/colour is not a field/,
      ],
      ['PUT', `/usergroups/${group.userGroupId}`, {}, 400, /body must NOT have fewer than 1 properties/],
      ['PUT', '/usergroups/999999', { name: 'Ghost' }, 404, /No such user group: 999999/],
      ['PUT', `/usergroups/${group.userGroupId}/members`, { userIds: [999_999] }, 400, /No such user: 999999/],
      [
        'PUT',
        `/usergroups/${group.userGroupId}/members`,
        { emails: ['not an email'] },
        400,
        /body\/emails\/0 must match format "email"/,
      ],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const answer = await call(SITE_ADMIN, method as 'POST' | 'PUT', url, payload);
      assert.equal(answer.statusCode, status, `${method} ${url} ${JSON.stringify(payload)}: ${answer.body}`);
      assert.match(answer.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(app), before);
    await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}`);
  });

  test('a user group that gives access to a collection is not deleted: the answer names it', async () => {
    const group = await makeGroup(SITE_ADMIN, `Readers ${randomUUID().slice(0, 6)}`);
    const made = await call(UPLOADER, 'POST', '/collections', {
      deploymentIndexId: siteId,
      collection: { name: `Shared with readers ${randomUUID().slice(0, 6)}`, isConfidential: true },
    });
    assert.equal(made.statusCode, 201, made.body);
    const collectionId = made.json<{ collectionId: number }>().collectionId;
    const app = context.server.app;
    await app.db.insert(collectionUserGroups).values({ collectionId, userGroupId: group.userGroupId });
    const [collection] = await app.db.select().from(collections).where(eq(collections.collectionId, collectionId));
    const refused = await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(
      refused.json().error,
      `The user group '${group.name}' still gives access to 1 collection ('${collection!.name}'). Remove it from those first.`,
    );
    await app.db.delete(collectionUserGroups).where(eq(collectionUserGroups.userGroupId, group.userGroupId));
    assert.equal((await call(SITE_ADMIN, 'DELETE', `/usergroups/${group.userGroupId}`)).statusCode, 204);
  });

  test('PUT v2/users/{userId}/status: a portal administrator disables a user (their token is refused next call) and enables them', async () => {
    const email = fresh('to-disable');
    const me = await call(email, 'GET', '/users/me');
    assert.equal(me.statusCode, 200);
    const userId = me.json<{ userId: number }>().userId;
    const status = (as: string, id: number, value: string) => call(as, 'PUT', `/users/${id}/status`, { status: value });

    for (const as of [SITE_ADMIN, SITE_VIEWER, NO_SITE_USER]) {
      const refused = await status(as, userId, 'disabled');
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.portalAdministratorsOnly);
    }
    const [admin] = await context.server.app.db.select().from(users).where(eq(users.email, PORTAL_ADMIN));
    const self = await status(PORTAL_ADMIN, admin!.userId, 'disabled');
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().error, 'You cannot disable your own account.');
    assert.equal((await status(PORTAL_ADMIN, 999_999, 'disabled')).statusCode, 404);
    assert.equal((await status(PORTAL_ADMIN, userId, 'gone')).statusCode, 400);

    const disabled = await status(PORTAL_ADMIN, userId, 'disabled');
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.deepEqual(disabled.json(), { userId, email, status: 'disabled' });
    const next = await call(email, 'GET', '/users/me');
    assert.equal(next.statusCode, 403);
    assert.equal(next.json().error, ACCOUNT_DISABLED_MESSAGE);
    assert.equal((await status(PORTAL_ADMIN, userId, 'active')).statusCode, 200);
    assert.equal((await call(email, 'GET', '/users/me')).statusCode, 200);
  });

  test('GET v2/usergroups/roles: the site roles in the role table’s order, for those who manage some site’s user groups', async () => {
    for (const as of [PORTAL_ADMIN, SITE_ADMIN, CREATIVE_ADMIN]) {
      const listed = await call(as, 'GET', '/usergroups/roles');
      assert.equal(listed.statusCode, 200, listed.body);
      assert.deepEqual(
        listed.json<{ code: string }[]>().map((role) => role.code),
        [...SITE_ROLE_CODES],
      );
    }
    for (const as of [MERIDIAN_EDITOR, SITE_VIEWER, UPLOADER, NO_SITE_USER]) {
      const refused = await call(as, 'GET', '/usergroups/roles');
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.membersDenied);
    }
    assert.equal((await call(undefined, 'GET', '/usergroups/roles')).statusCode, 401);
  });

  test('GET v2/users/me managedSiteIds: every site for a portal administrator, their own sites for a site administrator, none for others', async () => {
    const managed = async (as: string) =>
      (await call(as, 'GET', '/users/me')).json<{ managedSiteIds: number[] }>().managedSiteIds;
    const all = await managed(PORTAL_ADMIN);
    assert.ok(all.includes(siteId) && all.includes(meridianId));
    const siteAdmin = await managed(SITE_ADMIN);
    assert.ok(siteAdmin.includes(siteId) && !siteAdmin.includes(meridianId));
    assert.ok(!(await managed(CREATIVE_ADMIN)).includes(siteId));
    for (const as of [MERIDIAN_EDITOR, SITE_VIEWER, NO_SITE_USER]) assert.deepEqual(await managed(as), [], as);
  });
});
