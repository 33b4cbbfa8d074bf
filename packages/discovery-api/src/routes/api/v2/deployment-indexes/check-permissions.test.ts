import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, PERMISSION_NAMES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../../../db/sql-rows.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AWARDS_EDITOR, PORTAL_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

describe('POST /api/v2/deploymentIndexes/{id}/checkPermissions', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const check = (id: number | string, as?: string) =>
    context.request('POST', `/api/v2/deploymentIndexes/${id}/checkPermissions`, { as });

  /** The names that are true in a permission map; every one of the ten names must be present. */
  const granted = (body: Record<string, boolean>) => {
    assert.deepEqual(Object.keys(body).sort(), [...PERMISSION_NAMES].sort());
    return Object.keys(body)
      .filter((name) => body[name] === true)
      .sort();
  };

  test('refuses a call without a token with 401', async () => {
    const response = await check(await context.siteId('Northwind Discovery'));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'Sign-in required: no bearer token.');
  });

  test('grants a content uploader only uploadAsset', async () => {
    const response = await check(await context.siteId('Northwind Discovery'), UPLOADER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(granted(response.json()), ['uploadAsset']);
  });

  test('unites the permissions of every role the user holds on the site', async () => {
    const response = await check(await context.siteId('Northwind Awards'), AWARDS_EDITOR);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(granted(response.json()), [
      'editDeploymentIndex',
      'exportReports',
      'viewAiAssistant',
      'viewAiInteract',
      'viewOpenAi',
      'viewRagAssistant',
    ]);
  });

  test('gives a member access with every permission denied, and an administrator every permission', async () => {
    const member = await check(await context.siteId('Northwind Discovery'), SITE_VIEWER);
    assert.equal(member.statusCode, 200, member.body);
    assert.deepEqual(granted(member.json()), []);

    const admin = await check(await context.siteId('Meridian Creative'), PORTAL_ADMIN);
    assert.equal(admin.statusCode, 200, admin.body);
    assert.deepEqual(granted(admin.json()), [...PERMISSION_NAMES].sort());
  });

  test('refuses a site the user has no role on with 403', async () => {
    const response = await check(await context.siteId('Meridian Creative'), UPLOADER);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
  });

  test("a change of a user group's role or of its members applies to the next request (access is kept only while nothing changes)", async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const liam = UPLOADER;
    const db = context.server.app.db;
    assert.deepEqual(granted((await check(siteId, liam)).json()), ['uploadAsset']);
    assert.deepEqual(granted((await check(siteId, liam)).json()), ['uploadAsset'], 'the same answer from what is kept');
    const [membership] = await sqlRows<{ user_group_id: number; user_id: number; role_id: number }>(
      db,
      sql`select m.user_group_id, m.user_id, g.role_id from user_group_members m join user_groups g on g.user_group_id = m.user_group_id
          join users u on u.user_id = m.user_id where u.email = ${liam} and g.deployment_index_id = ${siteId}`,
    );
    assert.ok(membership);
    try {
      await db.execute(
        sql`update user_groups set role_id = (select role_id from roles where code = 'siteEditor') where user_group_id = ${membership.user_group_id}`,
      );
      assert.deepEqual(
        granted((await check(siteId, liam)).json()),
        ['editDeploymentIndex', 'exportReports'],
        "the group's new role, as the role table gives it",
      );
      await db.execute(
        sql`update user_groups set role_id = ${membership.role_id} where user_group_id = ${membership.user_group_id}`,
      );
      assert.deepEqual(granted((await check(siteId, liam)).json()), ['uploadAsset'], 'and its role back');
      await db.execute(
        sql`delete from user_group_members where user_group_id = ${membership.user_group_id} and user_id = ${membership.user_id}`,
      );
      assert.equal((await check(siteId, liam)).statusCode, 403, 'removed from the site');
    } finally {
      await db.execute(
        sql`update user_groups set role_id = ${membership.role_id} where user_group_id = ${membership.user_group_id}`,
      );
      await db.execute(
        sql`insert into user_group_members (user_group_id, user_id) values (${membership.user_group_id}, ${membership.user_id}) on conflict do nothing`,
      );
    }
    assert.deepEqual(granted((await check(siteId, liam)).json()), ['uploadAsset'], 'back on the site');
  });

  test('answers 404 for an unknown site and 400 naming the parameter for a bad id', async () => {
    const unknown = await check(424242, PORTAL_ADMIN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'No such site: 424242.');

    const bad = await check('x1', PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'The request is not valid: params/id must be integer.');
  });
});
