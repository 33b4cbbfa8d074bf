import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Agent, fetch } from 'undici';
import { notifyUser } from '../../../../notifications/notify-user.js';
import { siteMemberAccount } from '../../../../test/account-fixtures.js';
import { PORTAL_ADMIN } from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { eventStreamReader } from '../../../../test/event-stream-reader.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../../users/account-status.js';

/**
 * PUT v2/users/{userId}/status and what a disabled account still holds open: its notification stream (GET
 * v2/notifications/stream), opened before the change, ends with it. (The refusals of the call itself are tested with
 * the user groups' administration, usergroups/user-group-admin.test.ts.)
 */
describe('PUT v2/users/{userId}/status: disabling an account', () => {
  let context: DemoSiteContext;
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  before(async () => {
    context = await sharedDemoSite();
  });
  after(async () => {
    await dispatcher.close();
  });

  const openStream = async (email: string) =>
    fetch(`${context.server.baseUrl}/api/v2/notifications/stream`, {
      dispatcher,
      headers: { authorization: await context.bearerFor(email) },
    });

  test('ends the notification stream the account opened before: nothing created afterwards reaches it', async () => {
    const app = context.server.app;
    const { user } = await siteMemberAccount(context, await context.siteId('Northwind Discovery'), {
      givenName: 'Dana',
      lastName: 'Reyes',
      status: 'active',
    });
    const response = await openStream(user.email);
    assert.equal(response.status, 200);
    const stream = eventStreamReader(response);
    await stream.until((event) => event.event === 'ready');
    await notifyUser(app.db, { userId: user.userId, title: 'Before', message: 'Shared while the account was active.' });
    await stream.until((event) => event.event === 'notification');

    const disabled = await context.request('PUT', `/api/v2/users/${user.userId}/status`, {
      as: PORTAL_ADMIN,
      payload: { status: 'disabled' },
    });
    assert.equal(disabled.statusCode, 200, disabled.body);
    await notifyUser(app.db, {
      userId: user.userId,
      title: 'After',
      message: `Ava shared 'Board memo' with you: /sites/1/content/x/home`,
    });
    const read = await stream.until(
      (event) => event.event === 'notification' && JSON.parse(event.data).title === 'After',
    );
    await stream.close();

    const titles = read.events
      .filter((event) => event.event === 'notification')
      .map((event) => JSON.parse(event.data).title);
    assert.deepEqual(titles, ['Before'], 'nothing after the account was disabled');
    assert.equal(read.ended, true, 'the server ended the stream');

    // The browser's EventSource reconnects: refused like every call of a disabled account.
    const again = await openStream(user.email);
    assert.equal(again.status, 403);
    assert.equal(((await again.json()) as { error: string }).error, ACCOUNT_DISABLED_MESSAGE);
  });
});
