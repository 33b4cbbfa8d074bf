import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { NotificationStreamTicket } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { Agent, fetch } from 'undici';
import { eventStreamTickets, users } from '../../../db/schema/index.js';
import { notifyUser } from '../../../notifications/notify-user.js';
import { AI_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../test/demo-site-context.js';
import { eventStreamReader } from '../../../test/event-stream-reader.js';

describe('GET /api/v2/notifications/stream (server-sent events)', () => {
  let context: DemoSiteContext;
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  before(async () => {
    context = await sharedDemoSite();
  });
  after(async () => {
    await dispatcher.close();
  });

  const ticketFor = async (email: string) => {
    const made = await context.request('POST', '/api/v2/notifications/streamTicket', { as: email });
    assert.equal(made.statusCode, 201, made.body);
    return made.json<NotificationStreamTicket>().ticket;
  };
  const openStream = (query: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    fetch(`${context.server.baseUrl}/api/v2/notifications/stream${query}`, { dispatcher, headers, signal });

  test('delivers a notification created after connecting, to its user only, opened with a one-use ticket', async () => {
    const controller = new AbortController();
    const ticket = await ticketFor(SITE_VIEWER);
    const response = await openStream(`?ticket=${ticket}`, {}, controller.signal);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);

    const [sofia] = await context.server.app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const [mia] = await context.server.app.db.select().from(users).where(eq(users.email, AI_USER));
    assert.ok(sofia && mia);
    const stream = eventStreamReader(response);
    // The ready event is written once the subscription is made: notifications created after it reach the stream.
    await stream.until((event) => event.event === 'ready');
    await notifyUser(context.server.app.db, { userId: mia.userId, title: 'Not for Sofia', message: 'x' });
    await notifyUser(context.server.app.db, {
      userId: sofia.userId,
      title: 'A collection was shared with you',
      message: 'Open it from Collections.',
      subject: 'Sharing',
    });
    const { events } = await stream.until((event) => event.event === 'notification');
    await stream.close();
    controller.abort();

    assert.equal(events[0]?.event, 'ready');
    const notificationsReceived = events
      .filter((event) => event.event === 'notification')
      .map((event) => JSON.parse(event.data));
    assert.equal(notificationsReceived.length, 1, JSON.stringify(events));
    assert.equal(notificationsReceived[0].title, 'A collection was shared with you');
    assert.equal(notificationsReceived[0].read, false);
    assert.equal(notificationsReceived[0].subject, 'Sharing');

    // Used once: the same ticket opens nothing more; only its hash was ever kept.
    const again = await openStream(`?ticket=${ticket}`);
    assert.equal(again.status, 401);
    assert.match(((await again.json()) as { error: string }).error, /the stream ticket is not valid/);
    const kept = await context.server.app.db.select().from(eventStreamTickets);
    assert.ok(kept.every((row) => row.ticketHash !== ticket));
  });

  test('P13: a bearer token in the address is refused; an expired or made-up ticket too; a ticket needs sign-in', async () => {
    const token = (await context.bearerFor(SITE_VIEWER)).replace(/^Bearer /, '');
    const inAddress = await openStream(`?access_token=${token}`);
    assert.equal(inAddress.status, 401);
    assert.match(((await inAddress.json()) as { error: string }).error, /a token is never taken in an address/);

    const expired = await ticketFor(SITE_VIEWER);
    await context.server.app.db.update(eventStreamTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    assert.equal((await openStream(`?ticket=${expired}`)).status, 401);
    assert.equal((await openStream(`?ticket=${'A'.repeat(43)}`)).status, 401);
    assert.equal((await openStream('?ticket=not-a-ticket')).status, 401);

    const unsigned = await context.request('POST', '/api/v2/notifications/streamTicket');
    assert.equal(unsigned.statusCode, 401);
  });

  test('accepts the Authorization header too, and refuses without a token', async () => {
    const controller = new AbortController();
    const response = await openStream('', { authorization: await context.bearerFor(PORTAL_ADMIN) }, controller.signal);
    assert.equal(response.status, 200);
    const stream = eventStreamReader(response);
    const { events } = await stream.until((event) => event.event === 'ready');
    await stream.close();
    controller.abort();
    assert.equal(events[0]?.event, 'ready');

    const refused = await openStream('');
    assert.equal(refused.status, 401);
    assert.equal(((await refused.json()) as { error: string }).error, 'Sign-in required: no bearer token.');
  });
});
