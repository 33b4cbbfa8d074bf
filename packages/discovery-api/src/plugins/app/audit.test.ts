import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { runWithAuditContext, type AuditContext } from '../../db/audit-context.js';
import { auditLog, identityAccounts, users, userGroups, type AuditEntry } from '../../db/schema/index.js';
import { sqlRows } from '../../db/sql-rows.js';
import { hashPassword } from '../../identity/password-hash.js';
import { BrowserSession } from '../../test/browser-session.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';
import { openSignInPage, submitSignInForm } from '../../test/pkce-sign-in.js';
import { NO_SITE_USER, SITE_VIEWER } from '../../test/cast.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../users/account-status.js';

describe('the audit log', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const db = () => context.server.app.db;
  /** The entries of one call, by its request id, or the newest entries matching `where`. */
  const entriesWhere = (where: ReturnType<typeof and>) =>
    db().select().from(auditLog).where(where).orderBy(desc(auditLog.auditId)).limit(20);
  const memberRoleId = async () => {
    const [role] = await sqlRows<{ roleId: number }>(
      db(),
      sql`select role_id as "roleId" from roles where code = 'siteMember'`,
    );
    assert.ok(role);
    return role.roleId;
  };
  const userIdOf = async (email: string) => {
    const [user] = await db().select({ userId: users.userId }).from(users).where(eq(users.email, email));
    assert.ok(user, `no user ${email}`);
    return user.userId;
  };

  test('a change through the API: who, from where, which call, which row, and only the columns it changed', async () => {
    await context.request('GET', '/api/v2/users/me', { as: SITE_VIEWER });
    const userId = await userIdOf(SITE_VIEWER);
    const rowsPerPage = 20 + Math.floor(Math.random() * 20);
    const saved = await context.request('PUT', '/api/v2/users/me/preferences', {
      as: SITE_VIEWER,
      payload: { rowsPerPage },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [entry] = await entriesWhere(
      and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, String(userId)), eq(auditLog.kind, 'change')),
    );
    assert.ok(entry);
    assert.equal(entry.action, 'update');
    assert.equal(entry.actorUserId, userId);
    assert.equal(entry.actorEmail, SITE_VIEWER);
    assert.equal(entry.ip, '127.0.0.1');
    assert.equal(entry.method, 'PUT');
    assert.equal(entry.path, '/api/v2/users/me/preferences');
    assert.ok(entry.requestId);
    assert.deepEqual(Object.keys(entry.after as object), ['preferences']);
    assert.equal((entry.after as { preferences: { rowsPerPage: number } }).preferences.rowsPerPage, rowsPerPage);
    assert.ok('preferences' in (entry.before as object));
  });

  test('an entry is written with its change and is absent when the change’s transaction fails', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const call: AuditContext = {
      requestId: `audit-test-${randomUUID()}`,
      ip: '203.0.113.7',
      method: 'POST',
      path: '/api/test',
      userId: null,
      email: 'auditor@audit.test',
    };
    const name = `Audit test group ${randomUUID()}`;
    const roleId = await memberRoleId();
    await assert.rejects(
      runWithAuditContext(call, () =>
        db().transaction(async (tx) => {
          await tx.insert(userGroups).values({ name, deploymentIndexId: siteId, roleId });
          // The same name on the same site: the unique constraint fails the transaction after its first write.
          await tx.insert(userGroups).values({ name, deploymentIndexId: siteId, roleId });
        }),
      ),
    );
    assert.deepEqual(await entriesWhere(and(eq(auditLog.requestId, call.requestId))), []);
    assert.equal((await db().select().from(userGroups).where(eq(userGroups.name, name))).length, 0);

    // A single statement, outside any transaction of the caller's, is logged with its call too.
    // (drizzle's builders run when awaited: inside the call's context, as a route's handler awaits them.)
    const [created] = await runWithAuditContext(
      call,
      async () => await db().insert(userGroups).values({ name, deploymentIndexId: siteId, roleId }).returning(),
    );
    assert.ok(created);
    const [entry] = await entriesWhere(eq(auditLog.requestId, call.requestId));
    assert.ok(entry);
    assert.equal(entry.action, 'insert');
    assert.equal(entry.entityType, 'user_groups');
    assert.equal(entry.entityId, String(created.userGroupId));
    assert.equal(entry.ip, '203.0.113.7');
    assert.equal((entry.after as { name: string }).name, name);
    assert.equal(entry.before, null);
    await runWithAuditContext(
      call,
      async () => await db().delete(userGroups).where(eq(userGroups.userGroupId, created.userGroupId)),
    );
    const deleted = (await entriesWhere(eq(auditLog.requestId, call.requestId))).find(
      (row: AuditEntry) => row.action === 'delete',
    );
    assert.equal((deleted?.before as { name: string } | undefined)?.name, name);
  });

  test('work outside a call (jobs, seeds) is not logged as an API change', async () => {
    const before = await sqlRows<{ count: number }>(db(), sql`select count(*)::int as count from audit_log`);
    const siteId = await context.siteId('Northwind Discovery');
    const roleId = await memberRoleId();
    const [created] = await db()
      .insert(userGroups)
      .values({ name: `Job group ${randomUUID()}`, deploymentIndexId: siteId, roleId })
      .returning();
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user_groups'), eq(auditLog.entityId, String(created!.userGroupId))));
    assert.deepEqual(logged, []);
    await db().delete(userGroups).where(eq(userGroups.userGroupId, created!.userGroupId));
    assert.ok(before[0]!.count > 0);
  });

  test('append-only: no statement changes, removes or empties an entry', async () => {
    const [newest] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    assert.ok(newest);
    for (const statement of [
      sql`update audit_log set actor_email = 'someone@else.test' where audit_id = ${newest.auditId}`,
      sql`delete from audit_log where audit_id = ${newest.auditId}`,
      sql`truncate audit_log`,
    ]) {
      await assert.rejects(db().execute(statement), (error: Error) => {
        assert.match(String((error.cause as Error | undefined)?.message ?? error.message), /audit log is append-only/);
        return true;
      });
    }
    const [still] = await db().select().from(auditLog).where(eq(auditLog.auditId, newest.auditId));
    assert.deepEqual(still, newest);
  });

  test('a refused call is logged: 403 with who and why, 401 with no one', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const path = `/api/v2/usergroups/deploymentindex/${siteId}`;
    const refused = await context.request('GET', path, { as: NO_SITE_USER });
    assert.equal(refused.statusCode, 403);
    const [entry] = await entriesWhere(and(eq(auditLog.kind, 'refused'), eq(auditLog.path, path)));
    assert.ok(entry);
    assert.equal(entry.statusCode, 403);
    assert.equal(entry.actorEmail, NO_SITE_USER);
    assert.equal(entry.actorUserId, await userIdOf(NO_SITE_USER));
    assert.equal(entry.detail, ACCESS_MESSAGES.noSiteAccess);
    assert.equal(entry.method, 'GET');

    const anonymous = await context.request('GET', path);
    assert.equal(anonymous.statusCode, 401);
    const [unsigned] = await entriesWhere(and(eq(auditLog.kind, 'refused'), eq(auditLog.statusCode, 401)));
    assert.equal(unsigned?.path, path);
    assert.equal(unsigned?.actorEmail, null);
    assert.match(unsigned?.detail ?? '', /Sign-in required/);
  });

  test('sign-ins and refused sign-ins; a disabled account is refused at sign-in and its token at its next call', async () => {
    const email = `audited.${randomUUID().slice(0, 8)}@audit.test`;
    const password = 'Audited!2026';
    const hash = await hashPassword(password);
    await db()
      .insert(identityAccounts)
      .values({ email, givenName: 'Audrey', familyName: 'Tester', passwordHash: hash.hash, passwordSalt: hash.salt });
    // Each attempt from a new browser: a provider session would sign in again without the form.
    const signIn = async (secret: string) => {
      const browser = new BrowserSession();
      try {
        const pending = await openSignInPage(browser, { baseUrl: context.server.baseUrl });
        return await submitSignInForm(browser, pending, { email, password: secret });
      } finally {
        await browser.close();
      }
    };

    assert.equal((await signIn('wrong')).kind, 'page');
    const [failure] = await entriesWhere(and(eq(auditLog.kind, 'sign-in-failure'), eq(auditLog.actorEmail, email)));
    assert.equal(failure?.detail, 'wrong email or password');
    assert.equal(failure?.actorUserId, null);

    assert.equal((await signIn(password)).kind, 'code');
    const me = await context.request('GET', '/api/v2/users/me', { as: email });
    assert.equal(me.statusCode, 200, me.body);
    const [signedIn] = await entriesWhere(and(eq(auditLog.kind, 'sign-in'), eq(auditLog.actorEmail, email)));
    assert.ok(signedIn);

    // Disabled (the admin screens' change; here straight in the database): the token held is refused next call.
    await db().update(users).set({ status: 'disabled' }).where(eq(users.email, email));
    const refused = await context.request('GET', '/api/v2/users/me', { as: email });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, ACCOUNT_DISABLED_MESSAGE);
    const page = await signIn(password);
    assert.equal(page.kind, 'page');
    assert.equal(page.kind === 'page' ? page.page.status : 0, 403);
    assert.match(page.kind === 'page' ? page.page.html : '', /This account has been disabled/);
    const [disabled] = await entriesWhere(and(eq(auditLog.kind, 'sign-in-failure'), eq(auditLog.actorEmail, email)));
    assert.equal(disabled?.detail, 'account disabled');
    assert.equal(disabled?.actorUserId, me.json().userId);

    // Enabled again: the same token works, and what the user made stays theirs.
    await db().update(users).set({ status: 'active' }).where(eq(users.email, email));
    assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
  });
});
