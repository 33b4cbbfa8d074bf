// wire pass: counts and timestamps of notifications as the pg driver returns them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../../../db/schema/index.js';
import type { NotificationBody } from '../../../../notifications/notification-events.js';
import { notifyUser } from '../../../../notifications/notify-user.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { startDemoSiteContext, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AI_USER, PORTAL_ADMIN, SECOND_VIEWER, SITE_VIEWER } from '../../../../test/cast.js';

describe('/api/v2/notifications', () => {
  let context: DemoSiteContext;
  after(async () => {
    await context?.close();
  });
  before(async () => {
    // The demo seed's notifications of the viewer are counted: a server of its own, which no other test notifies anyone on.
    context = await startDemoSiteContext();
  });

  const call = (method: 'GET' | 'PUT', url: string, as?: string) => context.request(method, `/api/v2${url}`, { as });
  const userIdOf = async (email: string) => {
    const [row] = await context.server.app.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.userId;
  };

  test('lists the seeded notifications newest first with counts', async () => {
    const response = await call('GET', '/notifications', SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<{ rows: NotificationBody[]; count: number; unreadCount: number }>();
    assert.equal(body.count, 3);
    assert.equal(body.unreadCount, 2);
    const [first] = body.rows;
    assert.ok(first);
    assert.deepEqual(Object.keys(first).sort(), [
      'date',
      'message',
      'notificationId',
      'read',
      'relatedEntity',
      'subject',
      'title',
    ]);
    const dates = body.rows.map((row) => Date.parse(row.date));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
  });

  test('pages 15 at a time', async () => {
    const userId = await userIdOf(SECOND_VIEWER);
    for (let index = 1; index <= 17; index += 1) {
      await notifyUser(context.server.app.db, {
        userId,
        title: `Item ${index}`,
        message: 'm',
        relatedEntity: { entityType: 'collection', entityId: index },
      });
    }
    const first = (await call('GET', '/notifications?page=1', SECOND_VIEWER)).json<{
      rows: NotificationBody[];
      count: number;
    }>();
    const second = (await call('GET', '/notifications?page=2', SECOND_VIEWER)).json<{
      rows: NotificationBody[];
      count: number;
    }>();
    assert.equal(first.rows.length, 15);
    assert.equal(second.rows.length, 2);
    assert.equal(first.count, 17);
    assert.equal(first.rows[0]?.title, 'Item 17');
    assert.deepEqual(first.rows[0]?.relatedEntity, { entityType: 'collection', entityId: '17' });
    const bad = await call('GET', '/notifications?page=0', SECOND_VIEWER);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /querystring\/page/);
  });

  test('marks one read, refuses another user’s with 404, and marks all read', async () => {
    const own = (await call('GET', '/notifications', SITE_VIEWER))
      .json<{ rows: NotificationBody[] }>()
      .rows.find((row) => !row.read);
    assert.ok(own);
    const marked = await call('PUT', `/notifications/${own.notificationId}/read`, SITE_VIEWER);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.equal(marked.json().read, true);
    assert.deepEqual((await call('GET', '/notifications/unreadCount', SITE_VIEWER)).json(), {
      unreadCount: 1,
    });

    const [mias] = await context.server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf(AI_USER)));
    assert.ok(mias && !mias.read);
    const foreign = await call('PUT', `/notifications/${mias.notificationId}/read`, SITE_VIEWER);
    assert.equal(foreign.statusCode, 404);
    const [after] = await context.server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.notificationId, mias.notificationId));
    assert.equal(after?.read, false, "another user's notification was changed");

    const all = await call('PUT', '/notifications/readAll', SITE_VIEWER);
    assert.equal(all.statusCode, 200);
    assert.equal(all.json().updated, 1);
    assert.deepEqual((await call('GET', '/notifications/unreadCount', SITE_VIEWER)).json(), {
      unreadCount: 0,
    });
  });

  test('401 without a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unreadCount'],
      ['PUT', '/notifications/1/read'],
      ['PUT', '/notifications/readAll'],
      ['GET', '/notifications/stream'],
    ] as const) {
      assert.equal((await call(method, url)).statusCode, 401, `${method} ${url}`);
    }
    const badToken = await context.request('GET', '/api/v2/notifications/stream?access_token=not-a-token');
    assert.equal(badToken.statusCode, 401);
  });

  test('access_token in the query is accepted only by the stream route', async () => {
    const token = (await context.bearerFor(SITE_VIEWER)).replace(/^Bearer /, '');
    const list = await context.request('GET', `/api/v2/notifications?access_token=${token}`);
    assert.equal(list.statusCode, 401);
  });

  test('400 naming the id for a mark-read of something that is not an id, changing nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const id of ['abc', '0']) {
      const response = await call('PUT', `/notifications/${id}/read`, SITE_VIEWER);
      assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
      assert.match(response.json().error, /params\/id/);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test("mark all read touches only the caller's notifications", async () => {
    const noah = await userIdOf(PORTAL_ADMIN);
    await notifyUser(context.server.app.db, {
      userId: noah,
      title: 'Unread for Noah',
      message: 'm',
      relatedEntity: { entityType: 'collection', entityId: 1 },
    });
    const othersUnread = async () =>
      (await context.server.app.db.select().from(notifications))
        .filter((row) => row.userId !== noah && !row.read)
        .map((row) => row.notificationId);
    const before = await othersUnread();
    assert.ok(before.length > 0, 'other users have unread notifications');
    const all = await call('PUT', '/notifications/readAll', PORTAL_ADMIN);
    assert.equal(all.statusCode, 200, all.body);
    assert.ok(all.json().updated >= 1);
    assert.deepEqual((await call('GET', '/notifications/unreadCount', PORTAL_ADMIN)).json(), {
      unreadCount: 0,
    });
    assert.deepEqual(await othersUnread(), before);
  });
});
