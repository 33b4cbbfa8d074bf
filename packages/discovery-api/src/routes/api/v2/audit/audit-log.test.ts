import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, type AuditPage, type UserGroup } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../../../db/schema/index.js';
import {
  CREATIVE_ADMIN,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../../users/account-status.js';

/**
 * GET v2/audit, v2/audit/entityTypes, v2/audit/export and v2/audit/history/{entityType}/{entityId}: who reads the
 * audit log, its filters, the CSV, and an entity's history for its editors. How entries are written (in the change's
 * transaction, append-only, refusals and sign-ins): plugins/app/audit.test.ts.
 */
describe('v2/audit: the audit log for portal administrators, an entity’s history for its editors', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let group: UserGroup;
  let memberId: number;
  const tag = randomUUID().slice(0, 8);
  before(async () => {
    context = await sharedDemoSite();
    siteId = await context.siteId('Northwind Discovery');
    const [role] = await context.server.app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
    const created = await context.request('POST', '/api/v2/usergroups', {
      as: SITE_ADMIN,
      payload: { deploymentIndexId: siteId, name: `Audited ${tag}`, roleId: role!.roleId },
    });
    assert.equal(created.statusCode, 201, created.body);
    group = created.json<UserGroup>();
    // Someone of their own: added to a site here, a cast member would no longer be who other tests take them for.
    memberId = await userIdOf(context.server.app, `audited.member.${tag}@audit.test`);
    const added = await context.request('PUT', `/api/v2/usergroups/${group.userGroupId}/members`, {
      as: SITE_ADMIN,
      payload: { userIds: [memberId] },
    });
    assert.equal(added.statusCode, 200, added.body);
    // A refused call, to find below.
    assert.equal((await context.request('GET', '/api/v2/audit', { as: SITE_VIEWER })).statusCode, 403);
  });

  const audit = (as: string | undefined, query = '') => context.request('GET', `/api/v2/audit${query}`, { as });

  test('portal administrators only: everyone else is refused and reads nothing', async () => {
    for (const url of ['/api/v2/audit', '/api/v2/audit/entityTypes', '/api/v2/audit/export']) {
      assert.equal((await context.request('GET', url, { as: PORTAL_ADMIN })).statusCode, 200, url);
      for (const as of [SITE_ADMIN, CREATIVE_ADMIN, MERIDIAN_EDITOR, SITE_VIEWER, NO_SITE_USER]) {
        const refused = await context.request('GET', url, { as });
        assert.equal(refused.statusCode, 403, `${url} as ${as}`);
        assert.equal(refused.json().error, ACCESS_MESSAGES.portalAdministratorsOnly);
        assert.ok(!refused.body.includes(tag));
      }
      assert.equal((await context.request('GET', url)).statusCode, 401, url);
    }
    // A portal administrator disabled since: their token is refused at its next call.
    const disabledAdmin = `disabled.admin.${tag}@audit.test`;
    await userIdOf(context.server.app, disabledAdmin);
    await context.server.app.db
      .update(users)
      .set({ isAdministrator: true, status: 'disabled' })
      .where(eq(users.email, disabledAdmin));
    const refused = await context.request('GET', '/api/v2/audit', { as: disabledAdmin });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, ACCOUNT_DISABLED_MESSAGE);
  });

  test('filters: entity, actor, kind, action and period; pages continue with nextBefore; reading changes nothing', async () => {
    const snapshot = await databaseSnapshot(context.server.app);
    const ofGroup = await audit(PORTAL_ADMIN, `?entityType=user_groups&entityId=${group.userGroupId}`);
    assert.equal(ofGroup.statusCode, 200, ofGroup.body);
    const [insert] = ofGroup.json<AuditPage>().entries;
    assert.equal(insert?.action, 'insert');
    assert.equal(insert?.actorEmail, SITE_ADMIN);
    assert.equal(insert?.method, 'POST');
    assert.equal(insert?.before, null);
    assert.equal((insert?.after as { name: string }).name, `Audited ${tag}`);

    const membership = await audit(PORTAL_ADMIN, '?entityType=user_group_members&actor=AVA.MORGAN&action=insert');
    assert.ok(
      membership.json<AuditPage>().entries.some((entry) => entry.entityId === `${group.userGroupId},${memberId}`),
      membership.body,
    );
    const refused = await audit(PORTAL_ADMIN, '?kind=refused&actor=sofia.rossi');
    assert.ok(
      refused.json<AuditPage>().entries.some((entry) => entry.path === '/api/v2/audit' && entry.statusCode === 403),
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    assert.deepEqual((await audit(PORTAL_ADMIN, `?from=${encodeURIComponent(future)}`)).json<AuditPage>().entries, []);

    const first = (await audit(PORTAL_ADMIN, '?limit=2')).json<AuditPage>();
    assert.equal(first.entries.length, 2);
    assert.ok(first.nextBefore);
    const next = (await audit(PORTAL_ADMIN, `?limit=2&before=${first.nextBefore}`)).json<AuditPage>();
    assert.ok(
      next.entries.every((entry) => entry.auditId < first.entries[1]!.auditId),
      'newest first, no repeats',
    );

    const types = await context.request('GET', '/api/v2/audit/entityTypes', { as: PORTAL_ADMIN });
    assert.ok(types.json<string[]>().includes('user_groups'));
    assert.deepEqual(await databaseSnapshot(context.server.app), snapshot, 'reading the log changes nothing');
  });

  test('bad filters are a 400 naming them', async () => {
    for (const query of ['?kind=deleted', '?limit=201', '?limit=0', '?from=yesterday', '?actorUserId=-1']) {
      const response = await audit(PORTAL_ADMIN, query);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
    }
    const now = new Date().toISOString();
    const backwards = await audit(PORTAL_ADMIN, `?from=${encodeURIComponent(now)}&to=${encodeURIComponent(now)}`);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().error, 'The request is not valid: querystring/from must be before querystring/to.');
  });

  test('the CSV export: the filtered entries with before and after as JSON, as an attachment', async () => {
    const response = await context.request(
      'GET',
      `/api/v2/audit/export?entityType=user_groups&entityId=${group.userGroupId}`,
      { as: PORTAL_ADMIN },
    );
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.action, 'insert');
    assert.equal(rows[0]!.actorEmail, SITE_ADMIN);
    assert.equal(JSON.parse(rows[0]!.after!).name, `Audited ${tag}`);
  });

  test("an entity's history: for its editors (its own changes and its memberships'); others are refused", async () => {
    const history = (as: string, type: string, id: number | string) =>
      context.request('GET', `/api/v2/audit/history/${type}/${id}`, { as });
    const ofGroup = await history(SITE_ADMIN, 'user_groups', group.userGroupId);
    assert.equal(ofGroup.statusCode, 200, ofGroup.body);
    assert.deepEqual(
      ofGroup.json<AuditPage>().entries.map((entry) => `${entry.entityType}:${entry.action}`),
      ['user_group_members:insert', 'user_groups:insert'],
    );
    const ofUser = await history(SITE_ADMIN, 'users', memberId);
    assert.equal(ofUser.statusCode, 200, ofUser.body);
    assert.ok(ofUser.json<AuditPage>().entries.some((entry) => entry.entityType === 'user_group_members'));
    assert.equal((await history(PORTAL_ADMIN, 'users', memberId)).statusCode, 200);

    // An administrator of another site: the group is not one of theirs to see (404), nor the user.
    assert.equal((await history(CREATIVE_ADMIN, 'user_groups', group.userGroupId)).statusCode, 404);
    assert.equal((await history(CREATIVE_ADMIN, 'users', memberId)).statusCode, 404);
    // Users of the site who may not manage it.
    for (const as of [UPLOADER, SITE_VIEWER]) {
      const refused = await history(as, 'user_groups', group.userGroupId);
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.membersDenied);
    }
    const site = await history(SITE_VIEWER, 'deployment_indexes', siteId);
    assert.equal(site.statusCode, 403);
    assert.equal((await history(SITE_ADMIN, 'deployment_indexes', siteId)).statusCode, 200);
    assert.equal((await history(SITE_ADMIN, 'audit_log', 1)).statusCode, 400, 'not a type editors read');
    assert.equal((await history(SITE_ADMIN, 'users', 'x1')).statusCode, 400);
  });
});
